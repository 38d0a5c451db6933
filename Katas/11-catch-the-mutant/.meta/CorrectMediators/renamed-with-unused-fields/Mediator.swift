// A correct mediator that uses other property names, in another order, and fields it never uses.
/// Anything that can take part: it hears messages from the other colleagues.
public protocol Colleague: AnyObject {
    func receive(_ message: String, from sender: Colleague)
}

/// A broadcast mediator, the one your tests put on trial. Its contract is in README.md.
public final class Mediator {
    private var inFlight = 0
    private let label = "broadcast"
    private var backlog: [Letter] = []
    private var created: [String: Int] = ["mediators": 1]
    private var roster: [WeakSlot] = []
    private var spare: [Int] = Array(repeating: 0, count: 7)

    public init() {}

    public func register(_ colleague: Colleague) {
        if roster.contains(where: { $0.held === colleague }) { return }
        roster.append(WeakSlot(held: colleague))
    }

    public func unregister(_ colleague: Colleague) {
        roster = roster.filter { $0.held !== colleague }
    }

    public var colleagues: [Colleague] {
        roster = roster.filter { $0.held != nil }
        return roster.compactMap(\.held)
    }

    public func send(_ message: String, from sender: Colleague) {
        backlog.append(Letter(text: message, author: sender))
        guard inFlight == 0 else { return }
        inFlight += 1
        defer { inFlight -= 1 }
        while let letter = backlog.first {
            backlog.removeFirst()
            for listener in colleagues where listener !== letter.author {
                listener.receive(letter.text, from: letter.author)
            }
        }
    }
}

private struct Letter {
    let text: String
    let author: Colleague
}

private struct WeakSlot {
    weak var held: Colleague?
}
