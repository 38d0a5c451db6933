// A correct mediator that applies each registration and unregistration made during a delivery one receiver's turn late (newcomers held until then), and the rest once that message has gone out.
/// Anything that can take part: it hears messages from the other colleagues.
public protocol Colleague: AnyObject {
    func receive(_ message: String, from sender: Colleague)
}

/// A broadcast mediator, the one your tests put on trial. Its contract is in README.md.
public final class Mediator {
    /// A change asked for while a message is going out. A newcomer is held (strongly) until the
    /// change is applied: clauses 2 and 3 hold from the next message on, and what `colleagues`
    /// lists during this one may change at any turn of it.
    private enum Change {
        case join(Colleague)
        case leave(ObjectIdentifier)
    }

    private struct Member {
        weak var colleague: Colleague?
        let key: ObjectIdentifier
    }

    private var roll: [Member] = []
    private var changes: [Change] = []
    private var queue: [(text: String, sender: Colleague)] = []
    private var delivering = false

    public init() {}

    public func register(_ colleague: Colleague) {
        if delivering {
            changes.append(.join(colleague))
        } else {
            join(colleague)
        }
    }

    public func unregister(_ colleague: Colleague) {
        if delivering {
            changes.append(.leave(ObjectIdentifier(colleague)))
        } else {
            leave(ObjectIdentifier(colleague))
        }
    }

    public var colleagues: [Colleague] {
        roll = roll.filter { $0.colleague != nil }
        return roll.compactMap(\.colleague)
    }

    public func send(_ message: String, from sender: Colleague) {
        queue.append((message, sender))
        guard !delivering else { return }
        delivering = true
        while let (text, from) = queue.first {
            queue.removeFirst()
            let receivers = colleagues
            for receiver in receivers where receiver !== from {
                // What was asked before this turn takes effect after it: a turn late.
                let due = changes
                changes = []
                receiver.receive(text, from: from)
                apply(due)
            }
            // The message has gone out: the rest takes effect, in the order asked.
            let rest = changes
            changes = []
            apply(rest)
        }
        delivering = false
    }

    private func apply(_ asked: [Change]) {
        for change in asked {
            switch change {
            case .join(let colleague): join(colleague)
            case .leave(let key): leave(key)
            }
        }
    }

    private func join(_ colleague: Colleague) {
        let key = ObjectIdentifier(colleague)
        guard !roll.contains(where: { $0.key == key && $0.colleague != nil }) else { return }
        roll.removeAll { $0.colleague == nil }
        roll.append(Member(colleague: colleague, key: key))
    }

    private func leave(_ key: ObjectIdentifier) {
        roll.removeAll { $0.key == key && $0.colleague != nil }
    }
}
