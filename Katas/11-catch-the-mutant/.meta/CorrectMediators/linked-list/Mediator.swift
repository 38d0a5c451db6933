// A correct mediator that stores its colleagues in a linked list of weak nodes.
/// Anything that can take part: it hears messages from the other colleagues.
public protocol Colleague: AnyObject {
    func receive(_ message: String, from sender: Colleague)
}

/// A broadcast mediator, the one your tests put on trial. Its contract is in README.md.
public final class Mediator {
    private var first: Node?
    private var waiting: [(String, Colleague)] = []
    private var busy = false

    public init() {}

    public func register(_ colleague: Colleague) {
        prune()
        guard first == nil else {
            var last = first
            while let node = last {
                if node.colleague === colleague { return }
                guard let next = node.next else { break }
                last = next
            }
            last?.next = Node(colleague)
            return
        }
        first = Node(colleague)
    }

    public func unregister(_ colleague: Colleague) {
        prune()
        while let node = first, node.colleague === colleague { first = node.next }
        var current = first
        while let node = current {
            while let next = node.next, next.colleague === colleague { node.next = next.next }
            current = node.next
        }
    }

    public var colleagues: [Colleague] {
        prune()
        var live: [Colleague] = []
        var current = first
        while let node = current {
            if let colleague = node.colleague { live.append(colleague) }
            current = node.next
        }
        return live
    }

    public func send(_ message: String, from sender: Colleague) {
        waiting.append((message, sender))
        guard !busy else { return }
        busy = true
        while !waiting.isEmpty {
            let (text, from) = waiting.removeFirst()
            for receiver in colleagues where receiver !== from { receiver.receive(text, from: from) }
        }
        busy = false
    }

    /// Unlinks the nodes whose colleague is gone.
    private func prune() {
        while let node = first, node.colleague == nil { first = node.next }
        var current = first
        while let node = current {
            while let next = node.next, next.colleague == nil { node.next = next.next }
            current = node.next
        }
    }
}

private final class Node {
    weak var colleague: Colleague?
    var next: Node?

    init(_ colleague: Colleague) { self.colleague = colleague }
}
