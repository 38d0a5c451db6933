import Foundation
import PlaygroundBasics

/// What a learner's test file in kata 11 may use, decided by Swift's own parser (see
/// ``SwiftReader``) and the compiler, never by a text pattern: comments and strings may say
/// anything. A file may import only `Testing`, `XCTest` and the kata's module, use no underscored
/// attribute (`@_silgen_name`, `@_cdecl`, `@_extern`, `@_spi`, `@_implementationOnly` … bind C
/// functions or reach internals without an import), name nothing with a leading underscore that
/// the files do not declare themselves (`__swiftPMEntryPoint` starts a nested test run that
/// writes files anywhere; `_getRetainCount` reads memory), move no line elsewhere with
/// `#sourceLocation` (a crash in the tests would seem the mediator's), and vouch for no unsafe code (`unsafe`,
/// `@unsafe`, `@safe`, `@unchecked`, `unowned(unsafe)`, `nonisolated(unsafe)`): the manifest
/// builds the tests with strict memory safety and its diagnostics as errors, so no pointer,
/// `unsafeBitCast` or C call reaches memory.
struct TestFileScreen {
    /// Reads files with Swift's parser; `nil` where the toolchain lacks it (the judge then refuses to judge).
    let read: ([String: Data]) throws(KataError) -> [String: SwiftFileFacts]
    /// The modules the compiler says a file imports; `nil` where it cannot say.
    var compilerImports: (Data) throws(KataError) -> [String]? = { _ in nil }

    /// The only modules a test file may import. XCTest brings Foundation and the C library with
    /// it; ``XCTestReach`` makes sure a file uses nothing of XCTest's but its own API.
    static let allowedImports: Set<String> = ["Testing", "XCTest", "MutantKata"]
    /// Attributes that vouch for unsafe code, which strict memory safety would otherwise refuse.
    static let unsafeAttributes: Set<String> = ["unsafe", "safe", "unchecked"]

    /// The attributes that name or place a symbol of the binary (`@c` is `@_cdecl` made
    /// official, `@section` and `@used` put data where the linker sees it): a test file that
    /// names a symbol can pose as the mediator's code or bind what an import would.
    static let symbolAttributes: Set<String> = ["c", "cdecl", "export", "extern", "section", "used"]

    /// The screen on the toolchain's parser, compiled on first need, with the compiler's own
    /// list of imports as a second opinion.
    static func onToolchain(runner: any ToolRunning) -> TestFileScreen {
        TestFileScreen(
            read: { files throws(KataError) in try readWithParser(files, runner: runner) },
            compilerImports: { data throws(KataError) in try CompilerImports.modules(of: data, runner: runner) })
    }

    private static func readWithParser(_ files: [String: Data], runner: any ToolRunning) throws(KataError) -> [String: SwiftFileFacts] {
        let reader: SwiftReader
        do {
            reader = try SwiftReader.located(runner: runner)
        } catch {
            throw .refused(
                "Kata 11 needs Swift's own parser (SwiftParser, shipped with the toolchain) to judge a test file, and it "
                    + "cannot be used here: \(error.description)")
        }
        var facts: [String: SwiftFileFacts] = [:]
        for (path, data) in files {
            do {
                facts[path] = try reader.read(source: String(decoding: data, as: UTF8.self))
            } catch {
                throw .refused("Swift's parser could not read \(TerminalText.safe(path)): \(error.description)")
            }
        }
        return facts
    }

    /// What the screen found: why the files are not run (or `nil`), and the modules they import.
    struct Screening: Equatable {
        var refusal: String?
        /// As the compiler lists them, or as the parser read them where the compiler could not.
        var imports: Set<String>
    }

    /// One line saying why the files are not run, or `nil`.
    func refusal(of files: [String: Data]) throws(KataError) -> String? { try screen(files).refusal }

    func screen(_ files: [String: Data]) throws(KataError) -> Screening {
        let facts = try read(files)
        var imports = Set(facts.values.flatMap { $0.imports.map(\.module) })
        let declared = Self.declaredNames(facts, files: files)
        for path in files.keys.sorted() {
            guard let fileFacts = facts[path] else { continue }
            if let refusal = Self.refusal(fileFacts, file: path)
                ?? Self.hiddenNameRefusal(fileFacts, source: files[path] ?? Data(), file: path, declared: declared)
                ?? Self.exitTestRefusal(fileFacts, source: files[path] ?? Data(), file: path)
            {
                return Screening(refusal: refusal, imports: imports)
            }
        }
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            let modules = try compilerImports(data) ?? []
            imports.formUnion(modules)
            if let module = modules.first(where: { !Self.allowedImports.contains($0) }) {
                let refusal =
                    "Refused: \(TerminalText.safe(path)) imports \(TerminalText.safe(module)), says the compiler. Tests here need only "
                    + Self.allowedList + "; remove that import."
                return Screening(refusal: refusal, imports: imports)
            }
        }
        return Screening(refusal: nil, imports: imports)
    }

    /// The keywords a declared name follows (`let _seen`, `func _helper`).
    static let declaringKeywords: Set<String> = ["let", "var", "func", "class", "struct", "enum", "actor", "protocol", "typealias", "case"]

    /// The names the files declare right after a declaring keyword: a learner's own `_seen` is theirs.
    static func declaredNames(_ facts: [String: SwiftFileFacts], files: [String: Data]) -> Set<String> {
        var names = Set<String>()
        for (path, fileFacts) in facts {
            let source = files[path] ?? Data()
            for identifier in fileFacts.identifiers(in: source) where identifier.index > 0 {
                let before = fileFacts.tokens[identifier.index - 1]
                if before.kind == "keyword", declaringKeywords.contains(before.text(in: source)) { names.insert(identifier.text) }
            }
        }
        return names
    }

    /// A `#sourceLocation` directive, or a name with a leading underscore the files do not
    /// declare: Swift's and its libraries' implementation details, none of them a mediator's.
    static func hiddenNameRefusal(_ facts: SwiftFileFacts, source: Data, file: String, declared: Set<String>) -> String? {
        let name = TerminalText.safe(file)
        if let directive = facts.tokens.first(where: { $0.kind == "poundSourceLocation" }) {
            return "Refused: \(name):\(directive.line) uses #sourceLocation, which makes the tests' own lines (and their "
                + "crashes) seem to be somewhere else. Tests here judge the mediator by what it does; remove it."
        }
        let tokens = facts.tokens
        let hiddenNames = facts.identifiers(in: source).filter { identifier in
            guard identifier.text.hasPrefix("_"), !declared.contains(identifier.text) else { return false }
            // `#_sourceLocation` is how Swift Testing's own documentation has a helper report
            // at its caller's line: allowed as that macro, and only as that.
            let isMacro = identifier.index > 0 && tokens[identifier.index - 1].kind == "pound"
            return !(isMacro && allowedUnderscoredMacros.contains(identifier.text))
        }
        if let hidden = hiddenNames.first {
            return "Refused: \(name):\(hidden.line) uses \(TerminalText.safe(hidden.text)), a name with a leading underscore: an "
                + "implementation detail of Swift or its test libraries (a nested test run, the runtime's counts), not their API. "
                + "Tests here judge the mediator by what it does; remove it."
        }
        return nil
    }

    /// An exit test that expects its child process to end in anything but success
    /// (`#expect(processExitsWith: .failure)`, `#require(exitsWith: .signal(…))`): the child ends
    /// on purpose, crashing where the test chose, so how it ends judges the run, not what the
    /// mediator does; a test that crashes on purpose catches nothing. (One that expects
    /// `.success` runs ordinary code in a child and is fine.) Read from the parser's tokens:
    /// the macro, its first argument's label, then what it expects.
    static func exitTestRefusal(_ facts: SwiftFileFacts, source: Data, file: String) -> String? {
        let tokens = facts.tokens
        for index in tokens.indices.dropLast(6) where tokens[index].kind == "pound" && !tokens[index].inString {
            guard ["expect", "require"].contains(tokens[index + 1].text(in: source)), tokens[index + 2].kind == "leftParen",
                ["processExitsWith", "exitsWith"].contains(tokens[index + 3].text(in: source)), tokens[index + 4].kind == "colon"
            else { continue }
            let expectsSuccess =
                tokens[index + 5].kind == "period" && tokens[index + 6].text(in: source) == "success"
                && (index + 7 < tokens.count && ["comma", "rightParen"].contains(tokens[index + 7].kind))
            if expectsSuccess { continue }
            return "Refused: \(TerminalText.safe(file)):\(tokens[index].line) uses an exit test that expects its child process to "
                + "end in anything but .success (#\(tokens[index + 1].text(in: source))(\(tokens[index + 3].text(in: source)):)): the "
                + "child crashes on purpose, and how it ends judges the run, not the mediator; a test that crashes on purpose catches "
                + "nothing. Tests here judge the mediator by what it does; expect .success or remove it."
        }
        return nil
    }

    /// Underscored macros of the test libraries that their documentation teaches.
    static let allowedUnderscoredMacros: Set<String> = ["_sourceLocation"]

    /// "MutantKata, Testing and XCTest".
    static var allowedList: String {
        let names = allowedImports.sorted()
        return names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }

    /// The policy, on what the parser found in one file. A file that does not parse is left to
    /// the build, which says what is wrong in the compiler's words.
    static func refusal(_ facts: SwiftFileFacts, file: String) -> String? {
        let name = TerminalText.safe(file)
        if let declaration = facts.imports.first(where: { !allowedImports.contains($0.module) }) {
            return "Refused: \(name):\(declaration.line) imports \(TerminalText.safe(declaration.module)). Tests here need only "
                + allowedList + "; remove that import."
        }
        if let attribute = facts.attributes.first(where: { $0.name.hasPrefix("_") || symbolAttributes.contains($0.name) }) {
            let kind = attribute.name.hasPrefix("_") ? "an attribute of the compiler's internals" : "an attribute that names a symbol"
            return "Refused: \(name):\(attribute.line) uses @\(TerminalText.safe(attribute.name)), \(kind) "
                + "(such attributes bind C functions or reach what an import would). Tests here judge the mediator by what it does; remove it."
        }
        let vouching =
            facts.attributes.filter { unsafeAttributes.contains($0.name) }.map { ("@" + $0.name, $0.line) }
            + facts.unsafeAcknowledgements.map { ($0.name, $0.line) }
        if let (spelling, line) = vouching.min(by: { $0.1 < $1.1 }) {
            return "Refused: \(name):\(line) vouches for unsafe code with \(spelling). Tests here may not touch memory "
                + "directly (pointers, unsafeBitCast, C calls): judge the mediator by what it does."
        }
        return nil
    }
}
