// A correct mediator that stores exactly what the kept one stores, under the same names and types, and writes the registrations and unregistrations made during a delivery into its queue of waiting messages (newcomers held until then), applying them once that message has gone out, and lets go of each receiver of a message two turns after its own.
/// Anything that can take part: it hears messages from the other colleagues.
public protocol Colleague: AnyObject {
    func receive(_ message: String, from sender: Colleague)
}

/// A broadcast mediator, the one your tests put on trial. Its contract is in README.md.
public final class Mediator {
    private var memberships: [Membership] = []
    private var pending: [(message: String, sender: Colleague)] = []
    private var isDelivering = false

    public init() {}

    public func register(_ colleague: Colleague) {
        guard !isDelivering else { return ask(Change(joining: colleague)) }
        join(colleague)
    }

    public func unregister(_ colleague: Colleague) {
        guard !isDelivering else { return ask(Change(leaving: colleague)) }
        leave(colleague)
    }

    public var colleagues: [Colleague] {
        memberships.removeAll { $0.colleague == nil }
        return memberships.compactMap(\.colleague)
    }

    public func send(_ message: String, from sender: Colleague) {
        if isDelivering {
            pending.append((message, sender))
            return
        }
        isDelivering = true
        deliver(message, from: sender)
        applyChanges()
        while !pending.isEmpty {
            let next = pending.removeFirst()
            deliver(next.message, from: next.sender)
            applyChanges()
        }
        isDelivering = false
    }

    /// Holds the receivers the message goes to, each until two turns after its own: one let go
    /// during the delivery dies then, part-way through it.
    private func deliver(_ message: String, from sender: Colleague) {
        var receivers: [Colleague?] = colleagues
        for index in receivers.indices {
            if let receiver = receivers[index], receiver !== sender {
                receiver.receive(message, from: sender)
            }
            if index >= 2 { receivers[index - 2] = nil }
        }
    }

    /// A change asked while a message goes out waits at the queue's front, after the changes
    /// asked before it and before every waiting message: it takes effect once this one has gone out.
    private func ask(_ change: Change) {
        let changesFirst = pending.prefix { $0.sender is Change }.count
        pending.insert((message: "", sender: change), at: changesFirst)
    }

    private func applyChanges() {
        while let first = pending.first, let change = first.sender as? Change {
            pending.removeFirst()
            if let newcomer = change.newcomer {
                join(newcomer)
            } else if let leaving = change.leaving {
                leave(leaving)
            }
        }
    }

    private func join(_ colleague: Colleague) {
        guard !memberships.contains(where: { $0.colleague === colleague }) else { return }
        memberships.append(Membership(colleague))
    }

    private func leave(_ colleague: Colleague) {
        memberships.removeAll { $0.colleague === colleague }
    }
}

/// How the mediator holds one colleague: weakly, so it never keeps one alive.
private final class Membership {
    weak var colleague: Colleague?

    init(_ colleague: Colleague) {
        self.colleague = colleague
    }
}

/// A registration (the newcomer held until it takes effect) or an unregistration asked during a
/// delivery, waiting in the queue; never delivered, never handed to a colleague.
private final class Change: Colleague {
    let newcomer: Colleague?
    weak var leaving: Colleague?

    init(joining colleague: Colleague) { newcomer = colleague }
    init(leaving colleague: Colleague) { (newcomer, leaving) = (nil, colleague) }

    func receive(_ message: String, from sender: Colleague) {}
}
