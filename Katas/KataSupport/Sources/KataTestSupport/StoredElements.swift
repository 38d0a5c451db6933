/// How many entries `subject` keeps in the collections among its stored properties (arrays,
/// sets, dictionaries, also inside optionals and structs), found with `Mirror` without
/// entering other objects. A mediator that forgets released colleagues keeps entries for
/// them: this is how a test sees storage that only ever grows.
public func storedElementCount(of subject: AnyObject) -> Int {
    var count = 0
    var mirror: Mirror? = Mirror(reflecting: subject)
    while let current = mirror {
        for child in current.children { count += elements(in: child.value, depth: 0) }
        mirror = current.superclassMirror
    }
    return count
}

private func elements(in value: Any, depth: Int) -> Int {
    guard depth < 12 else { return 0 }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .collection?, .set?, .dictionary?:
        return mirror.children.count
    case .optional?, .struct?, .tuple?:
        return mirror.children.reduce(0) { $0 + elements(in: $1.value, depth: depth + 1) }
    default:
        return 0
    }
}
