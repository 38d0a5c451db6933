// A correct mediator that holds, besides its weak references, every colleague it was ever given
// `unowned`, and writes each call down in a new object: a colleague let go is gone (its `deinit`
// runs, weak references turn nil) but its memory is never handed out again while the mediator
// lives, and every call allocates. Tests that watch the allocator (a released colleague's
// address given to the next object, a call that should allocate nothing) reject it, as they
// should.
/// Anything that can take part: it hears messages from the other colleagues.
public protocol Colleague: AnyObject {
    func receive(_ message: String, from sender: Colleague)
}

/// A broadcast mediator, the one your tests put on trial. Its contract is in README.md.
/// The checker builds your tests against this file and against broken copies of it, one at a
/// time: nothing in the running tests says which one they are judging.
public final class Mediator {
    private var memberships: [Membership] = []
    private var everyone: [Shell] = []
    private var calls: [Call] = []
    private var pending: [(message: String, sender: Colleague)] = []
    private var isDelivering = false

    public init() {}

    /// Adds a colleague without keeping it alive. Registering twice changes nothing.
    public func register(_ colleague: Colleague) {
        everyone.append(Shell(colleague))
        calls.append(Call("register"))
        guard !memberships.contains(where: { $0.colleague === colleague }) else { return }
        memberships.append(Membership(colleague))
    }

    /// Removes a colleague; it hears nothing more.
    public func unregister(_ colleague: Colleague) {
        calls.append(Call("unregister"))
        memberships.removeAll { $0.colleague === colleague }
    }

    /// The live colleagues, in the order they were registered.
    public var colleagues: [Colleague] {
        calls.append(Call("colleagues"))
        memberships.removeAll { $0.colleague == nil }
        return memberships.compactMap(\.colleague)
    }

    /// Delivers `message` to every other live colleague, in order of registration. A message
    /// sent while another is being delivered waits until that delivery has finished.
    public func send(_ message: String, from sender: Colleague) {
        calls.append(Call("send"))
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

/// A colleague held `unowned`: its memory, never its life.
private final class Shell {
    unowned let colleague: Colleague

    init(_ colleague: Colleague) {
        self.colleague = colleague
    }
}

/// One call, written down.
private final class Call {
    let name: String

    init(_ name: String) {
        self.name = name
    }
}
