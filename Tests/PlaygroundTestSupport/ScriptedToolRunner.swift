import Foundation
import KataEngine
import PlaygroundBasics
import Synchronization

/// Answers each tool run with the next scripted outcome and remembers what it was asked to
/// run: how tests check the engine's decisions without building anything.
public final class ScriptedToolRunner: ToolRunning {
    private let script: Mutex<[ToolOutcome]>
    private let asked = Mutex<[ToolInvocation]>([])

    public init(_ outcomes: [ToolOutcome]) { script = Mutex(outcomes) }

    /// Every invocation so far, in order.
    public var invocations: [ToolInvocation] { asked.withLock { $0 } }

    public func run(_ invocation: ToolInvocation, onOutput: (@Sendable (String) -> Void)?) throws(PlumbingError) -> ToolOutcome {
        asked.withLock { $0.append(invocation) }
        let next = script.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        guard let next else {
            throw .toolNotStarted(
                command: invocation.arguments.joined(separator: " "), folder: invocation.directory.path, reason: "the script ran out")
        }
        onOutput?(next.output)
        return next
    }
}
