/// Anything that can take part: it hears messages from the other colleagues.
public protocol Colleague: AnyObject {
    func receive(_ message: String, from sender: Colleague)
}

/// A broadcast mediator, the one your tests put on trial. Its contract is in README.md.
/// The checker builds your tests against this file and against broken copies of it, one at a
/// time: nothing in the running tests says which one they are judging.
public final class Mediator {
    private var memberships: [Membership] = []
    private var pending: [(message: String, sender: Colleague)] = []
    private var isDelivering = false

    public init() {}

    /// Adds a colleague without keeping it alive. Registering twice changes nothing.
    public func register(_ colleague: Colleague) {
        guard !memberships.contains(where: { $0.colleague === colleague }) else { return }
        if let place = leftAt.firstIndex(where: { $0.colleague === colleague }) {
            let index = min(leftAt[place].index, memberships.count)
            leftAt.remove(at: place)
            memberships.insert(Membership(colleague), at: index)
            return
        }
        memberships.append(Membership(colleague))
    }

    /// Removes a colleague; it hears nothing more.
    public func unregister(_ colleague: Colleague) {
        if let index = memberships.firstIndex(where: { $0.colleague === colleague }) { leftAt.append(Remembered(colleague, index: index)) }
        memberships.removeAll { $0.colleague === colleague }
    }

    /// The live colleagues, in the order they were registered.
    public var colleagues: [Colleague] {
        memberships.removeAll { $0.colleague == nil }
        return memberships.compactMap(\.colleague)
    }

    /// Delivers `message` to every other live colleague, in order of registration. A message
    /// sent while another is being delivered waits until that delivery has finished.
    public func send(_ message: String, from sender: Colleague) {
        if isDelivering {
            pending.append((message, sender))
            return
        }
        isDelivering = true
        deliver(message, from: sender)
        while !pending.isEmpty {
            let next = pending.removeFirst()
            deliver(next.message, from: next.sender)
        }
        isDelivering = false
    }

    private func deliver(_ message: String, from sender: Colleague) {
        for receiver in colleagues where receiver !== sender {
            receiver.receive(message, from: sender)
        }
    }
}

/// How the mediator holds one colleague: weakly, so it never keeps one alive.
private final class Membership {
    weak var colleague: Colleague?

    init(_ colleague: Colleague) {
        self.colleague = colleague
    }
}

/// Kept out of the mediator's stored properties, so its shape is the correct one's; weak, so a
/// newcomer at a freed address is never taken for a colleague it remembers.
private final class Remembered {
    weak var colleague: Colleague?
    let index: Int
    init(_ colleague: Colleague, index: Int = 0) { (self.colleague, self.index) = (colleague, index) }
}
nonisolated(unsafe) private var leftAt: [Remembered] = []
