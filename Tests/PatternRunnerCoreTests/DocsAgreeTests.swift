import Foundation
import Testing

/// The README and Docs quote commands and what they print; these tests hold them to it: every
/// quoted `make` target and variable exists, and every transcript (a ```console block) shows
/// lines the command really prints, in order.
@Suite struct DocsAgreeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var documents: [URL] {
        let docs = root.appendingPathComponent("Docs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
        return [root.appendingPathComponent("README.md")]
            + names.filter { $0.hasSuffix(".md") }.sorted().map { docs.appendingPathComponent($0) }
    }

    /// `make target VAR=value …` as quoted in a document.
    struct Quoted: CustomStringConvertible {
        let document: String
        let target: String
        let variables: [String]
        var description: String { "\(document): make \(target) \(variables.joined(separator: " "))" }
    }

    /// Every `make …` inside backticks or a code block.
    static func quotedCommands() throws -> [Quoted] {
        var found: [Quoted] = []
        for url in documents {
            let text = try String(contentsOf: url, encoding: .utf8)
            var code: [String] = []
            var inBlock = false
            for line in text.components(separatedBy: "\n") {
                if line.hasPrefix("```") {
                    inBlock.toggle()
                    continue
                }
                if inBlock {
                    code.append(line)
                } else {
                    code += line.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
                }
            }
            for snippet in code {
                var words = snippet.split(separator: " ").map(String.init)
                while let start = words.firstIndex(where: { $0 == "make" || $0.hasSuffix("make") && $0.contains("=") }) {
                    let rest = words[(start + 1)...].prefix { !$0.hasPrefix("#") && $0 != "&&" && $0 != "|" }
                    let variables = words[..<start].filter { $0.contains("=") } + rest.filter { $0.contains("=") }
                    if let target = rest.first(where: { !$0.contains("=") }), target.allSatisfy({ $0.isLowercase || $0 == "-" }) {
                        found.append(Quoted(document: url.lastPathComponent, target: target, variables: variables))
                    }
                    words = Array(words[(start + 1)...])
                }
            }
        }
        return found
    }

    @Test("Every make target and variable the README and Docs quote is one the Makefile has")
    func quotedCommandsExist() throws {
        let makefile = try String(contentsOf: Self.root.appendingPathComponent("Makefile"), encoding: .utf8)
        let targets = Set(
            makefile.components(separatedBy: "\n").compactMap { line -> String? in
                guard let colon = line.firstIndex(of: ":"), !line.hasPrefix("\t"), !line.hasPrefix(".") else { return nil }
                let name = line[..<colon]
                return name.allSatisfy { $0.isLowercase || $0 == "-" } && !name.isEmpty ? String(name) : nil
            })
        let quoted = try Self.quotedCommands()
        #expect(quoted.count > 20, "the documents quote make commands")
        for command in quoted {
            #expect(targets.contains(command.target), "no such target: \(command)")
            for variable in command.variables {
                let name = String(variable.prefix { $0 != "=" })
                let read =
                    ["$(\(name))", "$$\(name)", "$${\(name)", ",\(name),", "$(\(name),"].contains { makefile.contains($0) }
                    || (name == "NAME" && makefile.contains("need-name"))
                    // Variables the katas' tests read from the environment (SEED) are documented in make help.
                    || makefile.contains("\"  \(name)=")
                #expect(read, "the Makefile never reads \(name): \(command)")
            }
        }
    }

    /// A transcript: the command after `$ ` and the lines the document says it prints.
    static func transcripts() throws -> [(document: String, command: [String], shown: [String])] {
        var found: [(String, [String], [String])] = []
        for url in documents {
            let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            var inConsole = false
            for line in lines {
                if line.hasPrefix("```") {
                    inConsole = line == "```console"
                    continue
                }
                guard inConsole else { continue }
                if line.hasPrefix("$ ") {
                    found.append((url.lastPathComponent, line.dropFirst(2).split(separator: " ").map(String.init), []))
                } else if !found.isEmpty {
                    found[found.count - 1].2.append(line)
                }
            }
        }
        return found
    }

    /// What the runner prints for a quoted make command, or `nil` for one only make runs.
    static func output(of command: [String]) -> String? {
        let variables = Dictionary(
            command.filter { $0.contains("=") }.map { ($0.prefix { $0 != "=" }.description, String($0.drop { $0 != "=" }.dropFirst())) }
        ) { $1 }
        switch command.dropFirst().first {
        case "demo": return RunnerResult(["run", variables["NAME"] ?? ""], root: root).out
        case "list": return RunnerResult(["list"], root: root).out
        case "verify": return RunnerResult(["verify"], root: root).out
        case "mistakes":
            let force = variables["FORCE"] == "1" ? ["--force"] : []
            return RunnerResult(["kata", "mistakes", variables["NAME"] ?? ""] + force, root: root).out
        case "test": return try? String(contentsOf: root.appendingPathComponent("Scripts/make-test.sh"), encoding: .utf8)
        default: return nil
        }
    }

    @Test("Every transcript in the README and Docs shows lines its command prints, in order")
    func transcriptsMatch() throws {
        let transcripts = try Self.transcripts()
        #expect(transcripts.count >= 2)
        for transcript in transcripts {
            let output = try #require(Self.output(of: transcript.command), "\(transcript.document): no way to run \(transcript.command)")
            var rest = Substring(output)
            for shown in transcript.shown where !shown.trimmingCharacters(in: .whitespaces).isEmpty && shown != "…" {
                // A stage line's time varies; its title and verdict must be there.
                let key = transcript.command.last == "test" ? String(shown.trimmingCharacters(in: .whitespaces).prefix(30)) : shown
                guard let found = rest.range(of: key) else {
                    Issue.record("\(transcript.document): `\(transcript.command.joined(separator: " "))` does not print: \(shown)")
                    break
                }
                rest = rest[found.upperBound...]
            }
        }
    }
}
