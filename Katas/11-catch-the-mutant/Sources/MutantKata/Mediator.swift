/// Anything that can take part: it hears messages from the other colleagues.
public protocol Colleague: AnyObject {
    func receive(_ message: String, from sender: Colleague)
}

/// A broadcast mediator, the one your tests put on trial. Its contract is in README.md.
/// Lines that mention `mutant` are where the broken versions differ; the rest is the
/// correct mediator.
public final class Mediator {
    private let mutant = Mutant.active
    private var memberships: [Membership] = []
    private var pending: [(message: String, sender: Colleague)] = []
    private var isDelivering = false

    public init() {}

    /// Adds a colleague without keeping it alive. Registering twice changes nothing.
    public func register(_ colleague: Colleague) {
        guard !memberships.contains(where: { $0.colleague === colleague }) else { return }
        memberships.append(Membership(colleague, keepAlive: mutant == .keepsReleasedColleagues))
    }

    /// Removes a colleague; it hears nothing more.
    public func unregister(_ colleague: Colleague) {
        guard mutant != .ignoresUnregister else { return }
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
            if mutant != .dropsMessagesSentDuringDelivery { pending.append((message, sender)) }
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
        var receivers = colleagues.filter { $0 !== sender || mutant == .deliversToSender }
        if mutant == .skipsLastColleague { receivers = Array(receivers.dropLast()) }
        if mutant == .reversesOrder { receivers.reverse() }
        for receiver in receivers {
            receiver.receive(message, from: sender)
            if mutant == .deliversTwice { receiver.receive(message, from: sender) }
        }
    }
}

/// How the mediator holds one colleague: weakly, unless a mutant keeps it alive.
private final class Membership {
    weak var weakColleague: Colleague?
    let strongColleague: Colleague?

    init(_ colleague: Colleague, keepAlive: Bool) {
        weakColleague = colleague
        strongColleague = keepAlive ? colleague : nil
    }

    var colleague: Colleague? { weakColleague ?? strongColleague }
}
