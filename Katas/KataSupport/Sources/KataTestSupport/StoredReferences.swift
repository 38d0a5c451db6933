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
    walkStoredProperties(of: subject) { path, value, style in
        if style == .class { found.append(StoredReference(path: path, object: value as AnyObject)) }
    }
    return found.filter { $0.object !== subject }
}

/// The paths of the closures `subject` keeps in its stored properties (`onChange`,
/// `handlers[0]`), through the same optionals, collections and structs as
/// ``storedReferences(of:)``. What a closure captures and calls is hidden from every other
/// check, so a design check that says "hold the mediator and nothing else" asks this too.
public func storedClosures(of subject: AnyObject) -> [String] {
    var found: [String] = []
    walkStoredProperties(of: subject) { path, value, style in
        if style == nil, isFunction(value) { found.append(path) }
    }
    return found
}

/// Whether `value` is a function or closure. Swift has no public test for it; the runtime's
/// name of a function type always has an arrow (`(String, Int) -> ()`), and a Mirror shows no
/// display style for it.
private func isFunction(_ value: Any) -> Bool {
    String(describing: type(of: value)).contains("->")
}

/// Deep enough for any honest property; stops a pathological value from recursing forever.
private let maximumDepth = 12

/// Calls `visit` with every object and every leaf `subject`'s stored properties hold (its
/// inherited ones too), seen with `Mirror` through optionals, collections, dictionaries, tuples,
/// structs and enum payloads, never into another object.
private func walkStoredProperties(of subject: AnyObject, _ visit: (String, Any, Mirror.DisplayStyle?) -> Void) {
    var mirror: Mirror? = Mirror(reflecting: subject)
    while let current = mirror {
        for (index, child) in current.children.enumerated() {
            collect(child.value, path: child.label ?? "#\(index)", depth: 0, visit)
        }
        mirror = current.superclassMirror
    }
}

private func collect(_ value: Any, path: String, depth: Int, _ visit: (String, Any, Mirror.DisplayStyle?) -> Void) {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .class?:
        visit(path, value, .class)
    case .optional?:
        if let wrapped = mirror.children.first { collect(wrapped.value, path: path, depth: depth, visit) }
    case .collection?, .set?:
        guard depth < maximumDepth else { return }
        for (index, child) in mirror.children.enumerated() {
            collect(child.value, path: "\(path)[\(index)]", depth: depth + 1, visit)
        }
    case .dictionary?:
        guard depth < maximumDepth else { return }
        for (index, pair) in mirror.children.enumerated() {
            collect(pair.value, path: "\(path)[entry \(index)]", depth: depth + 1, visit)
        }
    case .struct?, .tuple?, .enum?:
        guard depth < maximumDepth else { return }
        for (index, child) in mirror.children.enumerated() {
            collect(child.value, path: "\(path).\(child.label ?? "\(index)")", depth: depth + 1, visit)
        }
    default:
        // Numbers, strings, functions and other leaves: no object that Mirror can show.
        visit(path, value, mirror.displayStyle)
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
