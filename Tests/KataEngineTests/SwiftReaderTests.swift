import Foundation
import Testing

@testable import KataEngine

/// The reader answers as Swift's parser does, whatever comments and strings look like: the
/// forms a text pattern missed (issue 28) are each read right.
@Suite struct SwiftReaderTests {
    private func facts(_ source: String) throws -> SwiftFileFacts { try SwiftReader.located().read(source: source) }

    @Test("Imports: access modifiers, backticks, @testable, split lines, scoped imports, #if, a comment before")
    func importsAsTheParserSeesThem() throws {
        let source = """
            internal import Glibc
            import `Foundation`
            @testable import MutantKata
            import
                Dispatch
            import struct Synchronization.Mutex
            /* a comment */ import Testing; import os
            #if canImport(Darwin)
            import Darwin
            #endif
            // import NotAModule
            let text = "import AlsoNotAModule"
            """
        let imports = try facts(source).imports
        #expect(imports.map(\.module) == ["Glibc", "Foundation", "MutantKata", "Dispatch", "Synchronization", "Testing", "os", "Darwin"])
        #expect(imports[0].modifiers == ["internal"])
        #expect(imports[2].attributes == ["testable"])
        #expect(imports[3].line == 4)
        #expect(imports[4].kind == "struct" && imports[4].path == ["Synchronization", "Mutex"])
    }

    @Test("Attributes are found after comments and strings that fool a text mask, never inside them")
    func attributesAfterTrickyTrivia() throws {
        let source = #"""
            // a comment that ends with """
            @_silgen_name("getpid") func one() -> Int32
            /* a " inside a block comment */
            @_cdecl("two") func two() {}
            let raw = #"\"#
            @MainActor func three() {}
            let notCode = "@_extern(c) in a string"
            /// @_silgen_name in a doc comment
            """#
        let attributes = try facts(source).attributes
        #expect(attributes.map(\.name) == ["_silgen_name", "_cdecl", "MainActor"])
        #expect(attributes.map(\.line) == [2, 4, 6])
    }

    @Test("A file with a syntax error is reported as not parsing; a good one as parsing")
    func parseErrors() throws {
        #expect(try facts("func f( {").parsesWithoutErrors == false)
        #expect(try facts("func f() {}\n").parsesWithoutErrors == true)
    }

    @Test("Mutation points lie in code only: an operator in a comment or string makes none")
    func mutationPointsOnlyInCode() throws {
        let source = #"""
            // if a == b { return """
            func f(a: Int, b: Int) -> Bool {
                let text = "a == b && true"
                return a == b
            }
            """#
        let points = try facts(source).mutationPoints
        #expect(points.map(\.change) == ["== to !=", "return true", "return false"], "the extended operators add the return values")
        #expect(points.allSatisfy { $0.line == 4 })
    }
}

/// Where the toolchain lacks the parser, the error says what is missing and where.
@Suite struct SwiftParserLibrariesTests {
    @Test("No swiftc on PATH: the error says where it looked")
    func noCompiler() {
        #expect(throws: SwiftReaderError.toolchainNotFound(searched: "PATH=/nonexistent")) {
            try SwiftParserLibraries.locate(environment: ["PATH": "/nonexistent"])
        }
    }

    @Test("A toolchain without SwiftParser: the error names the missing modules and the folder")
    func librariesMissing() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fake-toolchain-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let bin = root.appendingPathComponent("usr/bin"), host = root.appendingPathComponent("usr/lib/swift/host")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: host, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: host.appendingPathComponent("SwiftSyntax.swiftmodule"), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: host.appendingPathComponent("libSwiftSyntax.so").path, contents: Data())
        _ = FileManager.default.createFile(
            atPath: bin.appendingPathComponent("swiftc").path, contents: Data(), attributes: [.posixPermissions: 0o755])
        #expect(throws: SwiftReaderError.librariesMissing(folder: host.path, missing: ["SwiftParser", "SwiftOperators"])) {
            try SwiftParserLibraries.locate(environment: ["PATH": bin.path])
        }
    }

    @Test("The toolchain's identity changes when its compiler does, without starting it")
    func identityFollowsTheCompiler() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fake-toolchain-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let bin = root.appendingPathComponent("usr/bin"), host = root.appendingPathComponent("usr/lib/swift/host")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        for module in SwiftParserLibraries.modules {
            try FileManager.default.createDirectory(
                at: host.appendingPathComponent("\(module).swiftmodule"), withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: host.appendingPathComponent("lib\(module).so").path, contents: Data("lib".utf8))
        }
        let compiler = bin.appendingPathComponent("swiftc")
        _ = FileManager.default.createFile(atPath: compiler.path, contents: Data("one".utf8), attributes: [.posixPermissions: 0o755])
        let located = try SwiftParserLibraries.locate(environment: ["PATH": bin.path])
        #expect(located.folder.path == host.path)
        let before = located.identity
        #expect(try SwiftParserLibraries.locate(environment: ["PATH": bin.path]).identity == before, "the same toolchain")
        try Data("a newer compiler".utf8).write(to: compiler)
        #expect(try SwiftParserLibraries.locate(environment: ["PATH": bin.path]).identity != before, "a reinstalled one")
    }
}
