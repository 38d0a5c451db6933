// Clause 3, its colleagues in closures (out of `Mirror`'s and `dump`'s sight): unregister does nothing.
/// Anything that can take part: it hears messages from the other colleagues.
public protocol Colleague: AnyObject {
    func receive(_ message: String, from sender: Colleague)
}

/// A broadcast mediator, the one your tests put on trial. Its contract is in README.md.
public final class Mediator {
    private var reachers: [() -> Colleague?] = []
    private var later: [() -> Void] = []
    private var sending = false

    public init() {}

    public func register(_ colleague: Colleague) {
        guard !reachers.contains(where: { $0() === colleague }) else { return }
        reachers.append { [weak colleague] in colleague }
    }

    public func unregister(_ colleague: Colleague) {
        _ = colleague
    }

    public var colleagues: [Colleague] {
        reachers.removeAll { $0() == nil }
        return reachers.compactMap { $0() }
    }

    public func send(_ message: String, from sender: Colleague) {
        let everyoneElse = { [self] in
            for other in self.colleagues where other !== sender { other.receive(message, from: sender) }
        }
        if sending {
            later.append(everyoneElse)
            return
        }
        sending = true
        everyoneElse()
        while !later.isEmpty { later.removeFirst()() }
        sending = false
    }
}
