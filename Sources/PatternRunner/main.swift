import Foundation
import PatternRunnerCore

// Thin shell: all behaviour lives in PatternRunnerCore so tests can drive it in-process.
InterruptHandler.install()
let status = PatternRunnerCommand.main(Array(CommandLine.arguments.dropFirst()), console: .standard)
// After Ctrl-C the handler is cleaning up and exits with 130; finishing first would cut it short.
while InterruptHandler.isInterrupted { sleep(1) }
exit(status.rawValue)
