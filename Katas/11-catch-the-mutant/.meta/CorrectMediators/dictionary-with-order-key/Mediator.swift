// A correct mediator that stores its colleagues in a dictionary keyed by identity, with an order key.
/// Anything that can take part: it hears messages from the other colleagues.
public protocol Colleague: AnyObject {
    func receive(_ message: String, from sender: Colleague)
}

/// A broadcast mediator, the one your tests put on trial. Its contract is in README.md.
public final class Mediator {
    private struct Entry {
        let order: Int
        weak var colleague: Colleague?
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var nextOrder = 0
    private var queue: [(message: String, sender: Colleague)] = []
    private var delivering = false

    public init() {}

    public func register(_ colleague: Colleague) {
        let key = ObjectIdentifier(colleague)
        // A dead entry may share the address of a new colleague: only a live one is the same.
        if entries[key]?.colleague === colleague { return }
        entries[key] = Entry(order: nextOrder, colleague: colleague)
        nextOrder += 1
    }

    public func unregister(_ colleague: Colleague) {
        let key = ObjectIdentifier(colleague)
        if entries[key]?.colleague === colleague { entries[key] = nil }
    }

    public var colleagues: [Colleague] {
        entries = entries.filter { $0.value.colleague != nil }
        return entries.values.sorted { $0.order < $1.order }.compactMap(\.colleague)
    }

    public func send(_ message: String, from sender: Colleague) {
        queue.append((message, sender))
        if delivering { return }
        delivering = true
        // Each message leaves the queue as it goes out: its sender is held no longer than that.
        while !queue.isEmpty {
            let (text, from) = queue.removeFirst()
            let audience = colleagues.filter { $0 !== from }
            audience.forEach { $0.receive(text, from: from) }
        }
        delivering = false
    }
}
