import Testing

/// One object that another object keeps in a stored property, and the way to it
/// (`detail`, `others[1].object`, `screens["feed"]`).
public struct StoredReference {
    public let path: String
    public let object: AnyObject
}

/// The objects `subject` holds in its stored properties, including inherited ones, found
/// with `Mirror`: through optionals (so `weak` references count), collections, dictionaries,
/// tuples, structs and enum payloads, but not into other objects, whose properties are
/// their own business. `subject` itself is left out.
///
/// This is the design checks' eye: a colleague that holds another colleague shows up here.
/// `Mirror` cannot see what a closure captures, so a reference hidden in a closure is not found.
public func storedReferences(of subject: AnyObject) -> [StoredReference] {
    var found: [StoredReference] = []
    var mirror: Mirror? = Mirror(reflecting: subject)
    while let current = mirror {
        for (index, child) in current.children.enumerated() {
            collect(child.value, path: child.label ?? "#\(index)", depth: 0, into: &found)
        }
        mirror = current.superclassMirror
    }
    return found.filter { $0.object !== subject }
}

/// Deep enough for any honest property; stops a pathological value from recursing forever.
private let maximumDepth = 12

private func collect(_ value: Any, path: String, depth: Int, into found: inout [StoredReference]) {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .class?:
        found.append(StoredReference(path: path, object: value as AnyObject))
    case .optional?:
        if let wrapped = mirror.children.first { collect(wrapped.value, path: path, depth: depth, into: &found) }
    case .collection?, .set?:
        guard depth < maximumDepth else { return }
        for (index, child) in mirror.children.enumerated() {
            collect(child.value, path: "\(path)[\(index)]", depth: depth + 1, into: &found)
        }
    case .dictionary?:
        guard depth < maximumDepth else { return }
        for (index, pair) in mirror.children.enumerated() {
            collect(pair.value, path: "\(path)[entry \(index)]", depth: depth + 1, into: &found)
        }
    case .struct?, .tuple?, .enum?:
        guard depth < maximumDepth else { return }
        for (index, child) in mirror.children.enumerated() {
            collect(child.value, path: "\(path).\(child.label ?? "\(index)")", depth: depth + 1, into: &found)
        }
    default:
        // Numbers, strings, functions and other leaves hold no object that Mirror can show.
        break
    }
}

/// Records one issue, naming every path, when `subject` holds an object that `isForbidden`
/// accepts: the shared assertion of the "no colleague holds another" design checks.
public func expectHoldsNone(
    from subject: AnyObject, _ isForbidden: (AnyObject) -> Bool, sourceLocation: SourceLocation = #_sourceLocation
) {
    let held = storedReferences(of: subject).filter { isForbidden($0.object) }
    guard !held.isEmpty else { return }
    let paths = held.map { "\($0.path) (\(type(of: $0.object)))" }.joined(separator: ", ")
    Issue.record("\(type(of: subject)) holds \(paths); it should reach them only through a mediator", sourceLocation: sourceLocation)
}
