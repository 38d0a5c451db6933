import Foundation

/// Reads `path/File.swift:3:5: error: message` lines (or `warning:`) from build output, once
/// each, with paths shown inside the kata.
enum CompilerDiagnostics {
    static func parse(_ severity: String, in output: String, kataFolder: String) -> [KataCheckResult.Diagnostic] {
        var seen: Set<String> = []
        var found: [KataCheckResult.Diagnostic] = []
        let marker = ": \(severity): "
        for line in output.split(separator: "\n") where line.contains(marker) {
            guard let match = line.firstMatch(of: #/^(.+?\.swift):(\d+):(\d+): (?:error|warning): (.*)$/#),
                match.output.0.contains(marker)
            else { continue }
            let key = "\(match.1):\(match.2):\(match.3):\(match.4)"
            guard seen.insert(key).inserted else { continue }
            var file = String(match.1)
            let (number, column) = (Int(match.2) ?? 0, Int(match.3))
            let source = sourceLine(number, of: file.hasPrefix("/") ? file : kataFolder + "/" + file)
            if file.hasPrefix(kataFolder + "/") { file.removeFirst(kataFolder.count + 1) }
            found.append(.init(file: file, line: number, text: String(match.4), column: column, source: source))
        }
        return found
    }

    /// A source file larger than this is not read for its line: no kata file comes near it.
    static let largestSourceRead = 1024 * 1024

    /// Line `number` (from 1) of the file, read right after the compiler named it, so the line
    /// shown is the one it compiled; `nil` for a missing, unreadable or huge file.
    static func sourceLine(_ number: Int, of path: String) -> String? {
        guard number > 0, let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: largestSourceRead + 1), data.count <= largestSourceRead else { return nil }
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard number <= lines.count else { return nil }
        var line = lines[lines.index(lines.startIndex, offsetBy: number - 1)]
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        return String(decoding: line, as: UTF8.self)
    }

    /// The runtime's own crash line: `File.swift:12: Fatal error: boom`, a failed
    /// precondition, or a runtime failure such as an index out of range, placed at the kata's
    /// own line that crashed. The runtime names the line where the trap sits, which is a line of
    /// a macro's expansion (`#expect(x!)`: "T.swift:1") or of the standard library ("Index out of
    /// range" in ContiguousArrayBuffer.swift); the backtrace's first frame in a file of the kata
    /// names the learner's line, so that is the place shown when there is one.
    static func crashLine(in output: String, kataFolder: String) -> String? {
        let markers = ["Fatal error", "Precondition failed", "Assertion failed", "Swift runtime failure"]
        guard
            let line = output.split(separator: "\n").first(where: { line in markers.contains { line.contains($0) } })
                .map({ String($0).trimmingCharacters(in: .whitespaces) })
        else { return nil }
        guard let place = firstKataFrame(in: output, kataFolder: kataFolder) else { return line }
        let message = line.firstMatch(of: #/^\S*?\.swift:\d+: (.*)$/#).map { String($0.1) } ?? line
        return "\(place.file):\(place.line): \(message)"
    }

    /// The first backtrace frame (`… at /path/File.swift:12:5`) in a file of the kata, outside
    /// its `.build` and the compiler's generated macro expansions, with its path inside the kata.
    static func firstKataFrame(in output: String, kataFolder: String) -> (file: String, line: Int)? {
        let folders = Set([kataFolder, URL(fileURLWithPath: kataFolder).resolvingSymlinksInPath().path]).map { $0 + "/" }
        for line in output.split(separator: "\n") {
            guard let match = line.firstMatch(of: #/ at (/.+?\.swift):(\d+)(?::\d+)?$/#), let number = Int(match.2) else { continue }
            let path = String(match.1)
            guard let folder = folders.first(where: { path.hasPrefix($0) }) else { continue }
            let inside = String(path.dropFirst(folder.count))
            guard !inside.hasPrefix(".build/") else { continue }
            return (inside, number)
        }
        return nil
    }
}
