import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How many columns the terminal on standard output has: from the terminal itself when there
/// is one, else from `COLUMNS`; `nil` when output goes to a file or a pipe with neither.
public enum TerminalWidth {
    public static func columns(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int? {
        var size = winsize()
        if isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
    }
}
