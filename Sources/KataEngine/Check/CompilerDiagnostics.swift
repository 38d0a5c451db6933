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
            if file.hasPrefix(kataFolder + "/") { file.removeFirst(kataFolder.count + 1) }
            found.append(.init(file: file, line: Int(match.2) ?? 0, text: String(match.4)))
        }
        return found
    }

    /// The runtime's own crash line: `File.swift:12: Fatal error: boom`, a failed
    /// precondition, or a runtime failure such as an index out of range.
    static func crashLine(in output: String) -> String? {
        let markers = ["Fatal error", "Precondition failed", "Assertion failed", "Swift runtime failure"]
        return output.split(separator: "\n").first { line in markers.contains { line.contains($0) } }
            .map { String($0).trimmingCharacters(in: .whitespaces) }
    }
}
