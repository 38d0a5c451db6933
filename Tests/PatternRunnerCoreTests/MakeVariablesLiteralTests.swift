import Foundation
import PlaygroundBasics
import Testing

/// What a user gives make (a learner's name pasted into `make room-remove LEARNER=…`, a folder,
/// a URL) reaches the runner exactly as typed, and runs nothing: GNU make expands a variable
/// given on its command line when it exports it to a recipe, so a name holding `$(shell …)`
/// would run as the instructor. A stub runner writes the arguments it got, one a line.
@Suite struct MakeVariablesLiteralTests {
    static let root = DocsAgreeTests.root

    /// Text a name may hold that make or the shell would read as code, with a file it would create.
    static func hostile(_ sentinel: URL) -> String { "Eve $(shell touch \(sentinel.path)) `touch \(sentinel.path)` $HOME #2 $$X 'q\"" }

    /// The arguments the stub runner got from `make <arguments>` run in `directory`, and whether
    /// the sentinel file appeared.
    static func run(_ arguments: [String], in directory: URL? = nil, sentinel: URL, folder: URL) throws -> (arguments: [String], ran: Bool)
    {
        let stub = folder.appendingPathComponent("runner")
        let got = folder.appendingPathComponent("got")
        try? FileManager.default.removeItem(at: got)
        try Data("#!/bin/sh\nprintf '%s\\n' \"$@\" > \"\(got.path)\"\n".utf8).write(to: stub)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stub.path)
        let outcome = try ProcessGroupRunner().run(
            ToolInvocation(
                ["make", "--no-print-directory"] + arguments + ["RUNNER=\(stub.path)", "SOURCES="], in: directory ?? root,
                environment: KataFolderMakefileTests.outsideMake, timeout: 60))
        #expect(outcome.succeeded, "make \(arguments): \(outcome.output)")
        let text = (try? String(contentsOf: got, encoding: .utf8)) ?? ""
        return (
            text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init),
            FileManager.default.fileExists(atPath: sentinel.path)
        )
    }

    @Test("Every variable a room or kata command takes reaches the runner as typed, and nothing in it runs")
    func userVariablesReachTheRunnerLiterally() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("make-literal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sentinel = folder.appendingPathComponent("ran")
        let text = Self.hostile(sentinel)
        // Each command with the variable that carries the hostile text, and the arguments the runner must get.
        let cases: [(arguments: [String], expected: [String])] = [
            (["room-remove", "LEARNER=\(text)"], ["room", "remove", text]),
            (["room-remove-after", "LEARNER=\(text)", "DIR=\(text)"], ["room", "remove-after", text, "--dir", text]),
            (["room-close", "DIR=\(text)"], ["room", "close", "--dir", text]),
            (["join", "URL=\(text)", "CODE=\(text)", "LEARNER=\(text)"], ["room", "join", text, "--code", text, "--learner", text]),
            (
                ["join", "URL=\(text)", "CODE=\(text)", "LEARNER=\(text)", "WORD=\(text)"],
                ["room", "join", text, "--code", text, "--learner", text, "--word", text]
            ),
            (
                ["room", "BIND=\(text)", "PORT=\(text)", "CODE=\(text)", "DIR=\(text)", "ROSTER=\(text)"],
                ["room", "serve", "--bind", text, "--port", text, "--code", text, "--dir", text, "--roster", text]
            ),
            (["room-roster", "FILE=\(text)", "DIR=\(text)"], ["room", "roster", text, "--dir", text]),
            (["progress", "LEARNER=\(text)"], ["progress", text]),
            (["class", "DIR=\(text)"], ["class", text]),
            (["demo", "NAME=\(text)"], ["run", text]),
            (["demo", "NAME=news", "FLOW=\(text)"], ["run", "news", "--flow=\(text)"]),
            (["hint", "NAME=\(text)", "HINT=\(text)"], ["kata", "hint", text, "--hint", text]),
            (["kata", "NAME=01", "TIMEOUT=\(text)"], ["kata", "check", "01", "--timeout", text]),
            (["restore", "NAME=01", "BACKUP=\(text)"], ["kata", "restore", "01", "--backup", text]),
            (["mutation", "NAME=\(text)"], ["kata", "verify", "--mutants", "all", text]),
        ]
        for (arguments, expected) in cases {
            let (got, ran) = try Self.run(arguments, sentinel: sentinel, folder: folder)
            #expect(got == expected, "make \(arguments.joined(separator: " "))")
            #expect(!ran, "make \(arguments.joined(separator: " ")) ran the name's command")
        }
        // From a kata's folder, whose Makefile forwards to the repository's.
        let kata = try #require(KataFolderMakefileTests.kataFolders.first)
        let number = String(kata.lastPathComponent.prefix(2))
        let (got, ran) = try Self.run(["hint", "HINT=\(text)"], in: kata, sentinel: sentinel, folder: folder)
        #expect(got == ["kata", "hint", number, "--hint", text])
        let (named, ranNamed) = try Self.run(["restore", "NAME=\(text)"], in: kata, sentinel: sentinel, folder: folder)
        #expect(named == ["kata", "restore", text])
        #expect(!ran && !ranNamed, "a kata folder's make ran a variable's command")
    }
}
