import Foundation

/// How many columns the terminal on standard output has: from the terminal itself when there
/// is one, else from `COLUMNS`; `nil` when output goes to a file or a pipe with neither.
public enum TerminalWidth {
    public static func columns(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int? {
        TerminalSize.reported(environment: environment).columns
    }

    /// The width prose is wrapped to: the terminal's, 80 when unknown, never under 60 (a
    /// narrower window gets lines it can still read rather than a word a line).
    public static var forProse: Int { max(60, columns() ?? 80) }
}
