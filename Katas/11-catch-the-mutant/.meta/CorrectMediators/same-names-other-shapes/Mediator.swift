// A correct mediator that keeps the kept one's property names, each holding something else (a dictionary by order, marked unregistrations, the queue newest first, a count).
/// Anything that can take part: it hears messages from the other colleagues.
public protocol Colleague: AnyObject {
    func receive(_ message: String, from sender: Colleague)
}

/// The kept mediator's behaviour under its own property names, each holding something else: a
/// test that reads the state behind those names (a `dump`, a `Mirror`) fails here by itself.
public final class Mediator {
    private var memberships: [Int: Membership] = [:]
    private var nextOrder = 0
    private var pending: [(sender: Colleague, message: String)] = []
    private var isDelivering = 0

    public init() {}

    public func register(_ colleague: Colleague) {
        guard !memberships.values.contains(where: { $0.isActive && $0.colleague === colleague }) else { return }
        memberships[nextOrder] = Membership(colleague, order: nextOrder)
        nextOrder += 1
    }

    public func unregister(_ colleague: Colleague) {
        for membership in memberships.values where membership.colleague === colleague { membership.isActive = false }
    }

    public var colleagues: [Colleague] {
        memberships = memberships.filter { $0.value.isActive && $0.value.colleague != nil }
        return memberships.keys.sorted().compactMap { memberships[$0]?.colleague }
    }

    public func send(_ message: String, from sender: Colleague) {
        if isDelivering > 0 {
            pending.insert((sender, message), at: 0)
            return
        }
        isDelivering += 1
        deliver(message, from: sender)
        while let next = pending.popLast() { deliver(next.message, from: next.sender) }
        isDelivering -= 1
    }

    private func deliver(_ message: String, from sender: Colleague) {
        for receiver in colleagues where receiver !== sender { receiver.receive(message, from: sender) }
    }
}

/// One registration: weak, with its order and whether it still counts.
private final class Membership {
    weak var colleague: Colleague?
    let order: Int
    var isActive = true

    init(_ colleague: Colleague, order: Int) { (self.colleague, self.order) = (colleague, order) }
}
