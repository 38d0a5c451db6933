import Foundation
import PatternRunnerCore

// Thin shell: all behaviour lives in PatternRunnerCore so tests can drive it in-process.
InterruptHandler.install()
let status = PatternRunnerCommand.main(Array(CommandLine.arguments.dropFirst()), console: .standard)
exit(status.rawValue)
