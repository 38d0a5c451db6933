import PlaygroundBasics

/// Standard error as a learner reads it: messages wrapped at the terminal's width (continuation
/// lines indented), so an error through make never runs off an 80-column screen. Lines that
/// redraw themselves (`\r`) pass as they are.
public final class WrappingOutput: TextOutput {
    private let destination: TextOutput
    private let width: Int

    public init(_ destination: TextOutput, width: Int) {
        self.destination = destination
        self.width = max(40, width)
    }

    public func write(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard !line.contains("\r"), TextWrap.columns(of: line) > width else { return String(line) }
            return TextWrap.lines(String(line), width: width, rest: "  ").joined(separator: "\n")
        }
        destination.write(lines.joined(separator: "\n"))
    }
}
