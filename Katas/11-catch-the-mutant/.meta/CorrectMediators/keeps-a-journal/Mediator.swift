// A correct mediator that keeps a journal of every call, which changes its state on each, even a second registration.
/// Anything that can take part: it hears messages from the other colleagues.
public protocol Colleague: AnyObject {
    func receive(_ message: String, from sender: Colleague)
}

/// A broadcast mediator, the one your tests put on trial. Its contract is in README.md.
public final class Mediator {
    private var members: [Entry] = []
    private var waiting: [(text: String, from: Colleague)] = []
    private var busy = false
    /// Never read: how many calls came, and who came last (weakly).
    private var callsSoFar = 0
    private weak var lastSeen: Colleague?
    private var lastCall = ""

    public init() {}

    public func register(_ colleague: Colleague) {
        note("register", colleague)
        if members.contains(where: { $0.member === colleague }) { return }
        members.append(Entry(member: colleague))
    }

    public func unregister(_ colleague: Colleague) {
        note("unregister", colleague)
        members.removeAll { $0.member === colleague }
    }

    public var colleagues: [Colleague] {
        callsSoFar += 1
        members.removeAll { $0.member == nil }
        return members.compactMap(\.member)
    }

    public func send(_ message: String, from sender: Colleague) {
        note("send", sender)
        waiting.append((message, sender))
        guard !busy else { return }
        busy = true
        while !waiting.isEmpty {
            let (text, from) = waiting.removeFirst()
            for member in colleagues where member !== from {
                member.receive(text, from: from)
            }
        }
        busy = false
    }

    private func note(_ call: String, _ colleague: Colleague) {
        callsSoFar += 1
        lastSeen = colleague
        lastCall = call
    }
}

private struct Entry {
    weak var member: Colleague?
}
