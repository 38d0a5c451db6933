// A correct mediator that applies an unregistration made during a delivery once that message has gone out.
/// Anything that can take part: it hears messages from the other colleagues.
public protocol Colleague: AnyObject {
    func receive(_ message: String, from sender: Colleague)
}

/// A broadcast mediator, the one your tests put on trial. Its contract is in README.md.
public final class Mediator {
    private final class Slot {
        weak var colleague: Colleague?
        init(_ colleague: Colleague) { self.colleague = colleague }
    }

    private var slots: [Slot] = []
    /// The slots of those unregistered while a message was going out: still listed until it
    /// has gone out, as clauses 2 and 3 hold from the next message on. (Its slot, held here, not
    /// the colleague's address, which a newcomer may reuse once the colleague is freed.)
    private var leaving: [Slot] = []
    private var outbox: [(message: String, sender: Colleague)] = []
    private var busy = false

    public init() {}

    public func register(_ colleague: Colleague) {
        if let index = slots.firstIndex(where: { $0.colleague === colleague }) {
            // Unregistered and registered again in one delivery: it comes back last, as a newcomer.
            let slot = slots[index]
            guard leaving.contains(where: { $0 === slot }) else { return }
            leaving.removeAll { $0 === slot }
            slots.remove(at: index)
        }
        slots.append(Slot(colleague))
    }

    public func unregister(_ colleague: Colleague) {
        guard let slot = slots.first(where: { $0.colleague === colleague }) else { return }
        if busy {
            leaving.append(slot)
        } else {
            slots.removeAll { $0 === slot }
        }
    }

    public var colleagues: [Colleague] {
        slots.removeAll { $0.colleague == nil }
        return slots.compactMap(\.colleague)
    }

    public func send(_ message: String, from sender: Colleague) {
        outbox.append((message, sender))
        guard !busy else { return }
        busy = true
        while !outbox.isEmpty {
            let (text, from) = outbox.removeFirst()
            for receiver in colleagues where receiver !== from {
                receiver.receive(text, from: from)
            }
            slots.removeAll { slot in slot.colleague == nil || leaving.contains { $0 === slot } }
            leaving.removeAll()
        }
        busy = false
    }
}
