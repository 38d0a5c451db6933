import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal's size in characters: what a screen that is cleared and redrawn must fit in.
public struct TerminalSize: Equatable, Sendable {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) { (self.columns, self.rows) = (max(columns, 20), max(rows, 5)) }

    /// The terminal on standard output, else `COLUMNS` and `LINES`, else 80×24.
    public static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> TerminalSize {
        let reported = reported(environment: environment)
        return TerminalSize(columns: reported.columns ?? 80, rows: reported.rows ?? 24)
    }

    /// What the terminal itself says, else `COLUMNS` and `LINES`; `nil` where neither says.
    static func reported(environment: [String: String]) -> (columns: Int?, rows: Int?) {
        var size = winsize()
        if isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return (Int(size.ws_col), size.ws_row > 0 ? Int(size.ws_row) : number("LINES", in: environment))
        }
        return (number("COLUMNS", in: environment), number("LINES", in: environment))
    }

    private static func number(_ name: String, in environment: [String: String]) -> Int? {
        environment[name].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
    }
}
