/// How many entries `subject` keeps in its stored properties, whatever shape holds them: each
/// element of an array, set or dictionary, each enum case that carries a payload (a node of an
/// `indirect enum` list counts once, however long the list), and whatever the boxes and other
/// objects it holds keep in turn, found with `Mirror`. A mediator that forgets released
/// colleagues keeps entries for them: this is how a test sees storage that only ever grows.
///
/// `Mirror` cannot see what a closure captures: storage kept only inside closures is not seen.
public func storedElementCount(of subject: AnyObject) -> Int {
    var walk = StorageWalk(subject: subject)
    walk.enter(object: subject)
    while let value = walk.pending.popLast() { walk.visit(value) }
    return walk.count
}

/// An explicit stack instead of recursion, so a list of a million nodes neither overflows the
/// stack nor escapes the count; a budget stops a pathological graph.
private struct StorageWalk {
    let subject: AnyObject
    var pending: [Any] = []
    var seen: Set<ObjectIdentifier> = []
    var count = 0
    var budget = 1_000_000

    init(subject: AnyObject) { self.subject = subject }

    mutating func visit(_ value: Any) {
        guard budget > 0 else { return }
        budget -= 1
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .collection?, .set?, .dictionary?:
            count += mirror.children.count
            pending += mirror.children.map(\.value)
        case .enum?:
            // A case with a payload is an entry (a node); a bare case (`.empty`) is not.
            if !mirror.children.isEmpty { count += 1 }
            pending += mirror.children.map(\.value)
        case .optional?, .struct?, .tuple?:
            pending += mirror.children.map(\.value)
        case .class?:
            enter(object: value as AnyObject)
        default:
            break
        }
    }

    /// Walks an object's stored properties once (boxes, nodes, wrappers it keeps).
    mutating func enter(object: AnyObject) {
        guard seen.insert(ObjectIdentifier(object)).inserted else { return }
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            pending += current.children.map(\.value)
            mirror = current.superclassMirror
        }
    }
}
