// A correct mediator that holds each receiver of a message only until its own turn has come.
/// Anything that can take part: it hears messages from the other colleagues.
public protocol Colleague: AnyObject {
    func receive(_ message: String, from sender: Colleague)
}

/// A broadcast mediator, the one your tests put on trial. Its contract is in README.md.
public final class Mediator {
    private struct WeakMember {
        weak var colleague: Colleague?
    }

    private var members: [WeakMember] = []
    private var waiting: [(message: String, sender: Colleague)] = []
    private var sending = false

    public init() {}

    public func register(_ colleague: Colleague) {
        if members.contains(where: { $0.colleague === colleague }) { return }
        members.append(WeakMember(colleague: colleague))
    }

    public func unregister(_ colleague: Colleague) {
        members.removeAll { $0.colleague === colleague }
    }

    public var colleagues: [Colleague] {
        members.removeAll { $0.colleague == nil }
        return members.compactMap(\.colleague)
    }

    public func send(_ message: String, from sender: Colleague) {
        waiting.append((message, sender))
        guard !sending else { return }
        sending = true
        while !waiting.isEmpty {
            let (text, from) = waiting.removeFirst()
            // Those still to hear it, last first: each is let go of as soon as it has heard it.
            var ahead: [Colleague] = colleagues.filter { $0 !== from }.reversed()
            while let receiver = ahead.popLast() {
                receiver.receive(text, from: from)
            }
        }
        sending = false
    }
}
