/// The generic mediator of document 004, rebuilt so a broadcast costs no allocation.
///
/// Same public API and behaviour as ``Mediator``: colleagues held strongly or weakly, removal
/// by identity, `invokeColleagues(by:)` skipping the sender, released weak colleagues gone.
/// ``Mediator`` (kept as the document builds it) wraps each colleague in an object and, on every
/// read of `colleagues`, filters the wrappers and builds a new array; a broadcast therefore
/// allocates and walks everything ever added. Here the colleagues sit in one array of plain
/// structs (a weak reference needs no box), a broadcast walks that array in place, and released
/// colleagues are pruned once a broadcast has seen them: the pruning pass is paid once per
/// release, not once per message. The hot path is `@inlinable`, so a caller's module compiles
/// it for its own colleague type instead of going through generic code. `make bench` measures both.
open class LeanMediator<ColleagueType> {
    /// One colleague: exactly one of the two references is set when it is added.
    @usableFromInline
    struct Slot {
        @usableFromInline var strong: ColleagueType?
        @usableFromInline weak var weak: AnyObject?
        /// Taken once when the colleague is added: comparing identities during a broadcast then
        /// needs no conversion to `AnyObject`, which costs a runtime call per colleague.
        @usableFromInline let identity: ObjectIdentifier

        @inlinable
        init(strong: ColleagueType?, weak: AnyObject?, identity: ObjectIdentifier) {
            self.strong = strong
            self.weak = weak
            self.identity = identity
        }

        /// The colleague, or `nil` once a weakly held one has been released.
        @inlinable
        var colleague: ColleagueType? {
            if let strong { return strong }
            return weak as? ColleagueType
        }

    }

    @usableFromInline
    var slots: [Slot] = []

    public init() {}

    /// The live colleagues in the order they were added (this read allocates the array it returns).
    public var colleagues: [ColleagueType] {
        pruneReleased()
        return slots.compactMap(\.colleague)
    }

    /// How many slots the storage holds, released ones included until they are pruned: what
    /// tests read to see that storage does not grow with every colleague ever released.
    public var storedCount: Int { slots.count }

    /// Adds `colleague`, retained when `strongReference` is true and observed weakly otherwise.
    public func addColleague(_ colleague: ColleagueType, strongReference: Bool = true) {
        let object = colleague as AnyObject
        slots.append(
            Slot(strong: strongReference ? colleague : nil, weak: strongReference ? nil : object, identity: ObjectIdentifier(object)))
    }

    /// Removes the first entry that is this very object (identity, not equality).
    public func removeColleague(_ colleague: ColleagueType) {
        let target = ObjectIdentifier(colleague as AnyObject)
        guard let index = slots.firstIndex(where: { $0.identity == target && $0.colleague != nil }) else { return }
        slots.remove(at: index)
    }

    /// Calls `closure` on every live colleague, in order.
    @inlinable
    public final func invokeColleagues(closure: (ColleagueType) -> Void) {
        broadcast(skipping: nil, closure)
    }

    /// Calls `closure` on every live colleague except `colleague`, so a sender never reacts
    /// to its own event.
    @inlinable
    public final func invokeColleagues(by colleague: ColleagueType, closure: (ColleagueType) -> Void) {
        broadcast(skipping: ObjectIdentifier(colleague as AnyObject), closure)
    }

    @inlinable
    final func broadcast(skipping sender: ObjectIdentifier?, _ closure: (ColleagueType) -> Void) {
        var released = 0
        // Iterating a copy of the array value costs a retain, not an allocation; a colleague that
        // adds or removes colleagues while being called changes the next broadcast, not this one.
        do {
            let current = slots
            // By index, reading one field at a time: copying a whole slot would copy its weak
            // reference too, a call into the runtime per colleague.
            for index in current.indices {
                if current[index].identity == sender { continue }
                let colleague: ColleagueType
                if let strong = current[index].strong {
                    colleague = strong
                } else if let weakly = current[index].weak as? ColleagueType {
                    colleague = weakly
                } else {
                    released += 1
                    continue
                }
                closure(colleague)
            }
        }
        if released > 0 { pruneReleased() }
    }

    @usableFromInline
    final func pruneReleased() {
        slots.removeAll { $0.colleague == nil }
    }
}
