import Foundation
import PlaygroundBasics
import Synchronization

@testable import KataEngine

/// Runs tools for real and remembers what it ran, to tell a quick rebuild from a SwiftPM one.
final class WatchedRunner: ToolRunning {
    private let real = ProcessGroupRunner()
    let ran = Mutex<[[String]]>([])
    /// Stops the run when it comes to linking, as Ctrl-C would between compiling and linking.
    let stopsAtTheLink = Mutex(false)

    func run(_ invocation: ToolInvocation, onOutput: (@Sendable (String) -> Void)?) throws(PlumbingError) -> ToolOutcome {
        ran.withLock { $0.append(invocation.arguments) }
        let tool = invocation.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? ""
        let links = invocation.arguments.contains("-emit-executable") || tool == "clang" || tool == "ld" || tool.hasPrefix("ld.")
        if links, stopsAtTheLink.withLock({ $0 }) { throw .interrupted }
        return try real.run(invocation, onOutput: onOutput)
    }

    /// Whether the compiler (a frontend job, or the driver for a module's first time) was
    /// started for `module` since the last call.
    func compiled(module: String) -> Bool {
        ran.withLock { runs in
            defer { runs.removeAll() }
            return runs.contains { $0.contains("-module-name") && $0.contains(module) }
        }
    }

    /// The same, keeping the record for ``askedSwiftPM()`` to read next.
    func compiledKeepingRecord(module: String) -> Bool {
        ran.withLock { runs in runs.contains { $0.contains("-module-name") && $0.contains(module) } }
    }

    /// Whether SwiftPM was asked to build since the last call.
    func askedSwiftPM() -> Bool {
        ran.withLock { runs in
            defer { runs.removeAll() }
            return runs.contains { $0.starts(with: ["swift", "build"]) }
        }
    }
}
