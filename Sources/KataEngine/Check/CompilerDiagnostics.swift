import Foundation

/// Reads `path/File.swift:3:5: error: message` lines (or `warning:`) from build output, once
/// each, with paths shown inside the kata. One inside a macro's expansion
/// (`macro expansion #Predicate:1:22: error: …`) is placed where the compiler says the expanded
/// code originates (the next line's note), and says which macro: the learner's code can break
/// an expansion in a file it never touched (a function named like a module the expansion names).
enum CompilerDiagnostics {
    static func parse(_ severity: String, in output: String, kataFolder: String) -> [KataCheckResult.Diagnostic] {
        var seen: Set<String> = []
        var found: [KataCheckResult.Diagnostic] = []
        let marker = ": \(severity): "
        let lines = output.split(separator: "\n")
        for (index, line) in lines.enumerated() where line.contains(marker) {
            guard let place = location(of: line, marker: marker, following: lines[(index + 1)...].prefix(3)) else { continue }
            let key = "\(place.file):\(place.line):\(place.column ?? 0):\(place.text)"
            guard seen.insert(key).inserted else { continue }
            var file = place.file
            let source = sourceLine(place.line, of: file.hasPrefix("/") ? file : kataFolder + "/" + file)
            if file.hasPrefix(kataFolder + "/") { file.removeFirst(kataFolder.count + 1) }
            found.append(.init(file: file, line: place.line, text: place.text, column: place.column, source: source))
        }
        return found
    }

    /// Where a diagnostic line points and what it says: its own file, or for one inside a macro's
    /// expansion the place the next lines' note gives (`… File.swift:5:43: note: expanded code
    /// originates here`), its text led by the macro's name; `nil` for any other line.
    private static func location(of line: Substring, marker: String, following: some Sequence<Substring>)
        -> (file: String, line: Int, column: Int?, text: String)?
    {
        if let match = line.firstMatch(of: #/^(.+?\.swift):(\d+):(\d+): (?:error|warning): (.*)$/#), match.output.0.contains(marker) {
            return (String(match.1), Int(match.2) ?? 0, Int(match.3), String(match.4))
        }
        guard let match = line.firstMatch(of: #/^macro expansion (\S+?):\d+:\d+: (?:error|warning): (.*)$/#) else { return nil }
        for next in following {
            guard let origin = next.firstMatch(of: #/(/.+?\.swift):(\d+):(\d+): note: expanded code originates here/#) else { continue }
            return (String(origin.1), Int(origin.2) ?? 0, Int(origin.3), "in the expansion of \(match.1): \(match.2)")
        }
        return nil
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
