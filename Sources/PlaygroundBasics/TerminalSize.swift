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
        var size = winsize()
        if isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
            return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
        }
        func number(_ name: String) -> Int? { environment[name].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } }
        return TerminalSize(columns: number("COLUMNS") ?? 80, rows: number("LINES") ?? 24)
    }
}
