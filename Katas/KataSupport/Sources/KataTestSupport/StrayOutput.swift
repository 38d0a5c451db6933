import KataSupport
import Testing

/// Output that bypasses a kata module's `print`, which the tests never see: the module's
/// `print` goes to the running ``Trace``, so a leftover `debugPrint`, `dump` or `Swift.print` (or
/// a write through `FileHandle.standardOutput`, `fputs` or `write(1, …)`) adds lines to the real
/// trace while every trace test still passes. Caught by what reaches standard output, not by a
/// list of names: a kata test runs its scenario in a child process with an exit test, through
/// ``run(_:)``, and hands the result to ``expectNone(in:during:sourceLocation:)``:
///
/// ```swift
/// let child = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
///     StrayOutput.run { mainScenario() }
/// }
/// StrayOutput.expectNone(in: child, during: "the client's full run")
/// ```
///
/// The exit test's macro stays at the call site: its body runs in the child, which can call the
/// kata's own functions but not a closure handed over from here.
public enum StrayOutput {
    /// How many stray lines a failure quotes, and how many characters of each.
    static let quotedLines = 5
    static let quotedCharacters = 200

    /// Runs `scenario` with the module's prints captured, as every kata test runs it: in the
    /// child, whatever still reaches standard output came another way.
    public static func run(_ scenario: () throws -> Void) rethrows {
        _ = try Trace.capture(scenario)
    }

    /// Records an issue quoting the first lines the child wrote to its standard output, if it
    /// wrote any. A child that could not run (`nil`) has failed its exit test already.
    public static func expectNone(
        in result: ExitTest.Result?, during scenario: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let result, let message = message(for: result.standardOutputContent, during: scenario) else { return }
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    /// What a failure says about `output`, or `nil` when there is none: the first lines, each
    /// cut short, and how many there were in all.
    static func message(for output: [UInt8], during scenario: String) -> String? {
        guard !output.isEmpty else { return nil }
        let text = String(decoding: output, as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        let quoted = lines.prefix(quotedLines).map { line in
            let shown = line.count > quotedCharacters ? line.prefix(quotedCharacters) + "…" : line
            return "    " + (shown.isEmpty ? "(blank line)" : String(shown))
        }
        let more = lines.count > quotedLines ? "\n    … \(lines.count - quotedLines) more line(s)" : ""
        return """
            \(scenario) wrote \(lines.count) line(s) to standard output besides the module's `print`, which the tests never see \
            and the real trace shows; print only with the module's `print` (no `debugPrint`, `dump`, `Swift.print` or write of \
            your own). The first:
            \(quoted.joined(separator: "\n"))\(more)
            """
    }
}
