import Foundation
import PlaygroundBasics
import Synchronization

/// Where a command writes. The executable uses the real streams; tests capture both.
public struct Console: Sendable {
    public let out: TextOutput
    public let err: TextOutput

    public init(out: TextOutput, err: TextOutput) {
        self.out = out
        self.err = err
    }

    /// The process's standard output and standard error; messages on standard error wrap at
    /// the terminal's width (80 when it is unknown). Standard output is left alone: it carries
    /// the documents' traces exactly.
    /// After Ctrl-C both fall silent (``SilencedOnInterrupt``): the interrupt handler's
    /// "Interrupted" is the last word, not a verdict on tools it has just stopped.
    public static var standard: Console {
        Console(
            out: SilencedOnInterrupt(FileHandleOutput(.standardOutput)),
            err: SilencedOnInterrupt(WrappingOutput(FileHandleOutput(.standardError), width: TerminalWidth.columns() ?? 80)))
    }
}

/// A destination for text.
public protocol TextOutput: AnyObject, Sendable {
    func write(_ text: String)
}

extension TextOutput {
    /// Writes `text` followed by a newline.
    public func line(_ text: String = "") {
        write(text + "\n")
    }
}

/// Writes straight to a file handle, unbuffered, so interleaving with child processes is kept.
public final class FileHandleOutput: TextOutput {
    private let handle: FileHandle

    public init(_ handle: FileHandle) {
        self.handle = handle
    }

    public func write(_ text: String) {
        handle.write(Data(text.utf8))
    }
}

/// Keeps everything written, for tests.
public final class CapturedOutput: TextOutput {
    private let buffer = Mutex("")

    public init() {}

    public var text: String { buffer.withLock { $0 } }

    public func write(_ text: String) {
        buffer.withLock { $0 += text }
    }
}
