import Synchronization

/// Records what kata code prints, per task, so parallel tests never see each other's lines.
///
/// Kata modules import `KataSupport` and call `print` as usual; ``print(_:separator:terminator:)``
/// below shadows the standard library's and writes here while a capture is running. (The
/// playground's `ExampleSupport` does the same; katas are standalone packages, so they carry
/// their own copy rather than depend on the playground.)
public final class Trace: Sendable {
    @TaskLocal static var current: Trace?

    private let buffer = Mutex("")

    func append(_ text: String) {
        buffer.withLock { $0 += text }
    }

    /// Runs `body` and returns everything it printed.
    public static func capture(_ body: () throws -> Void) rethrows -> String {
        let trace = Trace()
        try $current.withValue(trace) { try body() }
        return trace.buffer.withLock { $0 }
    }
}

/// Same formatting as `Swift.print`; goes to the active ``Trace`` when there is one.
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    printToTrace(items, separator: separator, terminator: terminator)
}

/// What ``print(_:separator:terminator:)`` does, for a kata module's own `print`: a module that
/// declares one sends every file's lines here, even a file without `import KataSupport`.
public func printToTrace(_ items: [Any], separator: String, terminator: String) {
    let text = items.map { String(describing: $0) }.joined(separator: separator) + terminator
    if let trace = Trace.current {
        trace.append(text)
    } else {
        Swift.print(text, terminator: "")
    }
}
