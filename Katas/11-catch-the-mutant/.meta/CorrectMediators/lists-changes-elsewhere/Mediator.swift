// A correct mediator that lists the newcomers waiting to join first and colleagues waiting to leave last while a message is going out (of several, all but the earliest newcomer and all but the latest to leave; one registered again, in both places), applies the changes in the order asked once the message has gone out, lets go of a message's receivers last to first, and holds a sender that is no colleague until the whole send is over.
/// Anything that can take part: it hears messages from the other colleagues.
public protocol Colleague: AnyObject {
    func receive(_ message: String, from sender: Colleague)
}

/// A broadcast mediator, the one your tests put on trial. Its contract is in README.md.
public final class Mediator {
    /// A change asked for while a message is going out, applied once it has gone out; a
    /// newcomer is held (strongly) until then.
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
    /// Messages waiting, and the one going out; an entry is emptied once its message has gone
    /// out, which lets go of a sender that is a colleague.
    private var queue: [(text: String, sender: Colleague)?] = []
    /// Senders that were no colleague when their message went out: held until the whole send is over.
    private var outsiders: [Colleague] = []
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

    /// Outside a delivery, the roll. During one, the newcomers asked for come first and the
    /// colleagues asked to leave last, but of several newcomers the earliest is not listed yet
    /// and of several leaving the latest is listed no more: what it lists of them (whether,
    /// where, how often) is left open until the message has gone out.
    public var colleagues: [Colleague] {
        roll = roll.filter { $0.colleague != nil }
        let listed = roll.compactMap(\.colleague)
        guard delivering, !changes.isEmpty else { return listed }
        var newcomers: [Colleague] = []
        var leaving: Set<ObjectIdentifier> = []
        for change in changes {
            switch change {
            case .join(let colleague): newcomers.append(colleague)
            case .leave(let key):
                leaving.insert(key)
                newcomers.removeAll { ObjectIdentifier($0) == key }
            }
        }
        var going = listed.filter { leaving.contains(ObjectIdentifier($0)) }
        if going.count > 1, let latest = changes.last(where: { if case .leave = $0 { true } else { false } }), case .leave(let key) = latest {
            going.removeAll { ObjectIdentifier($0) == key }
        }
        return (newcomers.count > 1 ? Array(newcomers.dropFirst()) : newcomers) + listed.filter { !leaving.contains(ObjectIdentifier($0)) } + going
    }

    public func send(_ message: String, from sender: Colleague) {
        queue.append((message, sender))
        guard !delivering else { return }
        delivering = true
        var next = 0
        while next < queue.count {
            guard let (text, from) = queue[next] else { break }
            if !roll.contains(where: { $0.key == ObjectIdentifier(from) && $0.colleague != nil }) { outsiders.append(from) }
            var receivers = roll.compactMap(\.colleague)
            for receiver in receivers where receiver !== from {
                receiver.receive(text, from: from)
            }
            queue[next] = nil
            next += 1
            // The receivers are let go last to first.
            while !receivers.isEmpty { receivers.removeLast() }
            let asked = changes
            changes = []
            for change in asked {
                switch change {
                case .join(let colleague): join(colleague)
                case .leave(let key): leave(key)
                }
            }
        }
        queue = []
        delivering = false
        outsiders = []
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
