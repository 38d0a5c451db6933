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
    storedHoldings(of: subject).references
}

/// The paths of the closures `subject` keeps in its stored properties (`onChange`,
/// `handlers[0]`), through the same optionals, collections and structs as
/// ``storedReferences(of:)``. What a closure captures and calls is hidden from every other
/// check, so a design check that says "hold the mediator and nothing else" asks this too.
public func storedClosures(of subject: AnyObject) -> [String] {
    storedHoldings(of: subject).closures
}

/// Both of what a design check asks of one object, read in one walk of its properties: a check
/// after every few steps of a program walks every screen, and a walk is most of its cost.
public struct StoredHoldings {
    /// As ``storedReferences(of:)`` gives them.
    public var references: [StoredReference] = []
    /// As ``storedClosures(of:)`` gives them.
    public var closures: [String] = []
}

/// ``storedReferences(of:)`` and ``storedClosures(of:)`` of `subject` from one walk.
public func storedHoldings(of subject: AnyObject) -> StoredHoldings {
    var holdings = StoredHoldings()
    var functions = FunctionTypes()
    PropertyWalk.walk(subject) { path, value, style in
        if style == .class {
            let object = value as AnyObject
            if object !== subject { holdings.references.append(StoredReference(path: path, object: object)) }
        } else if style == nil, functions.isFunction(value) {
            holdings.closures.append(path)
        }
    }
    return holdings
}

/// Which leaf types of one walk are functions, remembered: a dictionary of a thousand strings
/// asks once, not a thousand times.
private struct FunctionTypes {
    private var known: [ObjectIdentifier: Bool] = [:]

    /// Whether `value` is a function or closure. Swift has no public test for it; the runtime's
    /// name of a function type always has an arrow (`(String, Int) -> ()`), and a Mirror shows no
    /// display style for it.
    mutating func isFunction(_ value: Any) -> Bool {
        let type = type(of: value)
        if let answer = known[ObjectIdentifier(type)] { return answer }
        let answer = String(describing: type).contains("->")
        known[ObjectIdentifier(type)] = answer
        return answer
    }
}

/// A walk of an object's stored properties (its inherited ones too), seen with `Mirror` through
/// optionals, collections, dictionaries, tuples, structs and enum payloads, never into another object.
private enum PropertyWalk {
    /// Deep enough for any honest property; stops a pathological value from recursing forever.
    static let maximumDepth = 12

    /// Calls `visit` with every object and every leaf `subject`'s stored properties hold.
    static func walk(_ subject: AnyObject, _ visit: (String, Any, Mirror.DisplayStyle?) -> Void) {
        var mirror: Mirror? = Mirror(reflecting: subject)
        while let current = mirror {
            for (index, child) in current.children.enumerated() {
                collect(child.value, path: child.label ?? "#\(index)", depth: 0, visit)
            }
            mirror = current.superclassMirror
        }
    }

    private static func collect(_ value: Any, path: String, depth: Int, _ visit: (String, Any, Mirror.DisplayStyle?) -> Void) {
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
