import Foundation
import PlaygroundBasics

/// What an XCTest file of kata 11 can reach, decided by the compiler. `import XCTest` brings
/// Foundation and the C library with it (on Linux `ProcessInfo`, `FileManager` and `getpid`
/// type-check after it alone), which the judge keeps away from the tests: with them a test could
/// read the files or the environment of the run and tell the implementations apart. So a file
/// that imports XCTest is type-checked once more, against a stand-in XCTest that declares
/// XCTest's own API (``standIn``: `XCTestCase`, the `XCTAssert…` family, `XCTFail`, `XCTUnwrap`,
/// `XCTSkip…`, expectations) and nothing else; what does not type-check there reaches beyond it, and the
/// file is refused with the compiler's words.
struct XCTestReach {
    let runner: any ToolRunning

    /// `nil` when the files use nothing of XCTest's but its own API; else the refusal.
    /// `buildFlags`: the real build's flags that decide what the compiler reads of a file
    /// (``compilationConditions(of:)``), so an `#if` takes the same branch in both.
    func refusal(tests: [String: Data], helpers: [String: Data], mediator: Data, buildFlags: [String]) throws(KataError) -> String? {
        let scratch: URL
        do {
            scratch = try ScratchFolders.shared.make(prefix: "kata-xctest-reach")
        } catch {
            throw .fileOperation(operation: "make a scratch folder in", path: NSTemporaryDirectory(), reason: error.localizedDescription)
        }
        defer { ScratchFolders.shared.remove(scratch) }
        let modules = scratch.appendingPathComponent("Modules")
        try MutantTrial.put(Data(Self.standIn.utf8), at: scratch.appendingPathComponent("XCTest.swift"))
        try MutantTrial.put(mediator, at: scratch.appendingPathComponent("MutantKata.swift"))
        for (module, file) in [("XCTest", "XCTest.swift"), ("MutantKata", "MutantKata.swift")] {
            let built = try swiftc(
                // Testable, as the real build is: an Xcode test file's `@testable import MutantKata` is honest.
                [
                    "-emit-module", "-parse-as-library", "-enable-testing", "-module-name", module, file,
                    "-o", "Modules/\(module).swiftmodule",
                ], in: scratch)
            guard built.succeeded else {
                throw .refused(
                    "Kata 11's judge could not build its stand-in \(module) module: \(KataChecker.tail(of: built.output, lines: 5))")
            }
        }
        var files: [String] = []
        var originals: [String: String] = [:]
        for (index, (path, data)) in tests.merging(helpers, uniquingKeysWith: { own, _ in own }).sorted(by: { $0.key < $1.key })
            .enumerated()
        {
            let name = "\(index)-\(URL(fileURLWithPath: path).lastPathComponent)"
            try MutantTrial.put(data, at: scratch.appendingPathComponent("Tests").appendingPathComponent(name))
            files.append("Tests/\(name)")
            originals[name] = URL(fileURLWithPath: path).lastPathComponent
        }
        let checked = try swiftc(["-typecheck", "-module-name", "MutantKataTests", "-I", modules.path] + buildFlags + files, in: scratch)
        guard !checked.succeeded else { return nil }
        let error = CompilerDiagnostics.parse("error", in: checked.output, kataFolder: scratch.path).first
        let first = error?.text ?? "it does not type-check"
        // Where, as the learner named the file: what `import XCTest` brings in one file (Foundation's
        // extensions) reaches every file of the tests, so the line may be in a file that never imports it.
        let place =
            error.flatMap { error in
                originals[URL(fileURLWithPath: error.file).lastPathComponent].map { name in "\(name):\(error.line): " }
            } ?? ""
        return "Refused: your tests reach beyond XCTest's own API (Foundation and the C library come with `import XCTest`, "
            + "to every test file): \(TerminalText.safe(place))\(TerminalText.safe(first)), says the compiler against XCTest's API alone. "
            + "Tests here judge the mediator by what it does: use XCTestCase and the XCTAssert functions (or Swift Testing), "
            + "nothing else XCTest brings."
    }

    /// Foundation's modules (and Dispatch, which it brings) as Swift's mangling spells a module:
    /// its name's length, then the name. A symbol that contains one belongs to that module.
    static let foundationModules = [
        "10Foundation", "20FoundationEssentials", "28FoundationInternationalization", "19FoundationNetworking", "11FoundationXML",
        "8Dispatch",
    ]

    /// After the real build, what the learner's compiled test files take from the C library or
    /// Foundation, by the symbols their object files leave for the linker: a use the stand-in check cannot see (an
    /// overload of the tests' own, `String(contentsOfFile:)` say, that only the stand-in resolves
    /// to, while the real build prefers Foundation's). `objects`: those files' `.o`, nothing older.
    /// `nil` when they use none, or when no symbol lister (`llvm-nm`, `nm`) is there to ask.
    func linkedRefusal(objects: [URL], in folder: URL) -> String? {
        guard !objects.isEmpty else { return nil }
        for lister in ["llvm-nm", "nm"] {
            guard let listed = try? runner.run(ToolInvocation([lister, "-u"] + objects.map(\.path), in: folder, timeout: 120)),
                listed.succeeded
            else { continue }
            let symbols = Self.undefinedSymbols(listed: listed.output)
            if let function = symbols.first(where: Self.isCLibraryFunction) {
                let name = TerminalText.safe(Self.withoutDarwinUnderscore(function))
                return "Refused: your tests call \(name), which comes from the C library (with `import XCTest`), says the linker of the "
                    + "real build. Tests here judge the mediator by what it does: use XCTestCase and the XCTAssert functions (or Swift "
                    + "Testing), nothing else XCTest brings."
            }
            guard let used = symbols.first(where: { symbol in Self.foundationModules.contains { symbol.contains($0) } }) else { return nil }
            let demangled = (try? runner.run(ToolInvocation(["swift", "demangle", "--simplified", used], in: folder, timeout: 60)))
                .flatMap { $0.succeeded ? $0.output.trimmingCharacters(in: .whitespacesAndNewlines) : nil }
            let shown = demangled.map { $0.components(separatedBy: " ---> ").last ?? $0 } ?? used
            return "Refused: your tests use \(TerminalText.safe(shown)), which comes from Foundation (with `import XCTest`), says "
                + "the linker of the real build. Tests here judge the mediator by what it does: use XCTestCase and the XCTAssert "
                + "functions (or Swift Testing), nothing else XCTest brings."
        }
        return nil
    }

    /// The symbols a listing of `nm -u` names: its `U name` lines (weak ones too). Listing several
    /// files, the lister heads each one's with `path:`, which names no symbol.
    static func undefinedSymbols(listed output: String) -> [String] {
        output.split(whereSeparator: \.isNewline).compactMap { line -> String? in
            let fields = line.split(separator: " ")
            return fields.count >= 2 && ["U", "w", "v"].contains(fields[fields.count - 2]) ? fields.last.map(String.init) : nil
        }
    }

    /// True for a symbol a test file's object leaves for the linker that is no Swift symbol and
    /// none the compiler itself calls for Swift code (its runtime's `swift_…` entry points, the
    /// memory copies and allocations it emits (a class with a `weak var` calls `malloc` and
    /// `free` for its side table; no test can call them itself, as strict memory safety refuses
    /// pointers), the stack guard, unwinding, the Objective-C runtime on Apple's systems): a C
    /// library function the test calls (`exit`, `getenv`, `fopen` …), which an overload of the
    /// tests' own can hide from the stand-in check.
    static func isCLibraryFunction(_ symbol: String) -> Bool {
        let name = withoutDarwinUnderscore(symbol)
        if name.hasPrefix("$s") || name.hasPrefix("$S") || name.hasPrefix("swift_") || name.hasPrefix("_swift_") { return false }
        let compilerEmitted = [
            "memcpy", "memmove", "memset", "bzero", "malloc", "calloc", "realloc", "free", "__stack_chk_fail", "__stack_chk_guard",
            "__chkstk_darwin",
        ]
        if compilerEmitted.contains(name) { return false }
        return !["_Unwind_", "__cxa_", "__swift", "objc_", "_objc_", "OBJC_", "_OBJC_", "__objc_", "__CF", "_dyld_"].contains {
            name.hasPrefix($0)
        }
    }

    /// Apple's linkers write every C symbol with a leading underscore (`_exit`, `_$s…`); ELF does not.
    static func withoutDarwinUnderscore(_ symbol: String) -> String {
        #if canImport(Darwin)
            symbol.hasPrefix("_") ? String(symbol.dropFirst()) : symbol
        #else
            symbol
        #endif
    }

    /// The object files of the learner's test files in a build of the trial, by their names:
    /// a file the learner deleted leaves an older object behind, which says nothing now.
    static func objects(of testFiles: [String], in trial: URL) -> [URL] {
        let build = trial.appendingPathComponent(".build")
        let platforms = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
        let names = Set(testFiles.map { URL(fileURLWithPath: $0).lastPathComponent + ".o" })
        return platforms.sorted().flatMap { platform -> [URL] in
            let folder = build.appendingPathComponent(platform).appendingPathComponent("debug/\(MutantTrial.testsModule).build")
            return names.sorted().map { folder.appendingPathComponent($0) }.filter { FileManager.default.fileExists(atPath: $0.path) }
        }
    }

    /// SwiftPM's defaults for a debug build, for when its plan cannot be read.
    static let swiftPMDefaults = ["-D", "SWIFT_PACKAGE", "-D", "DEBUG", "-swift-version", "6"]

    /// The flags of a compile command that decide what the compiler reads of a file: the
    /// compilation conditions an `#if` tests (`-D`), the language mode (`#if swift(…)`), and the
    /// features `#if hasFeature(…)` tests. Without them a branch under `#if SWIFT_PACKAGE` or
    /// `#if DEBUG` would be left out here and compiled in the real build, unchecked.
    static func compilationConditions(of arguments: [String]) -> [String] {
        var kept: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            let takesValue = ["-D", "-swift-version", "-enable-upcoming-feature", "-enable-experimental-feature"].contains(argument)
            if takesValue {
                if index + 1 < arguments.endIndex { kept += [argument, arguments[index + 1]] }
                index += 2
                continue
            }
            if argument.hasPrefix("-D") || argument == "-strict-memory-safety" || argument.hasPrefix("-strict-concurrency=") {
                kept.append(argument)
            }
            index += 1
        }
        return kept
    }

    private func swiftc(_ arguments: [String], in folder: URL) throws(KataError) -> ToolOutcome {
        try KataError.from { () throws(PlumbingError) in
            try runner.run(ToolInvocation(["swiftc"] + arguments, in: folder, timeout: 300))
        }
    }

    /// XCTest's own API as corelibs-xctest and Xcode's XCTest declare it, bodies left out:
    /// enough to type-check an honest test file, and nothing that leads to Foundation.
    static let standIn = """
        open class XCTest {
            public init() {}
            open var name: String { "" }
        }

        open class XCTestCase: XCTest {
            public required override init() {}
            open var continueAfterFailure: Bool { get { true } set {} }
            open func setUp() {}
            open func tearDown() {}
            open func setUpWithError() throws {}
            open func tearDownWithError() throws {}
            open func setUp() async throws {}
            open func tearDown() async throws {}
            open class func setUp() {}
            open class func tearDown() {}
            open func addTeardownBlock(_ block: @escaping () -> Void) {}
            open func measure(_ block: () -> Void) {}
            open func expectation(description: String, file: StaticString = #filePath, line: Int = #line) -> XCTestExpectation {
                XCTestExpectation(description: description)
            }
            open func wait(
                for expectations: [XCTestExpectation], timeout: Double = .infinity, enforceOrder: Bool = false,
                file: StaticString = #filePath, line: Int = #line
            ) {}
            open func fulfillment(
                of expectations: [XCTestExpectation], timeout: Double = .infinity, enforceOrder: Bool = false,
                file: StaticString = #filePath, line: Int = #line
            ) async {}
            open func waitForExpectations(
                timeout: Double, file: StaticString = #filePath, line: Int = #line, handler: (((any Error)?) -> Void)? = nil
            ) {}
        }

        open class XCTestExpectation {
            public init(description: String = "") {}
            open var expectationDescription: String { get { "" } set {} }
            open var expectedFulfillmentCount: Int { get { 1 } set {} }
            open var isInverted: Bool { get { false } set {} }
            open var assertForOverFulfill: Bool { get { true } set {} }
            open func fulfill(file: StaticString = #filePath, line: Int = #line) {}
        }

        public struct XCTSkip: Error {
            public init(_ message: String? = nil, file: StaticString = #filePath, line: UInt = #line) {}
        }

        public func XCTSkipIf(
            _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String? = nil,
            file: StaticString = #filePath, line: UInt = #line
        ) throws {}
        public func XCTSkipUnless(
            _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String? = nil,
            file: StaticString = #filePath, line: UInt = #line
        ) throws {}
        public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {}
        public func XCTUnwrap<T>(
            _ expression: @autoclosure () throws -> T?, _ message: @autoclosure () -> String = "",
            file: StaticString = #filePath, line: UInt = #line
        ) throws -> T { fatalError() }
        public func XCTAssert(
            _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
            file: StaticString = #filePath, line: UInt = #line
        ) {}
        public func XCTAssertTrue(
            _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
            file: StaticString = #filePath, line: UInt = #line
        ) {}
        public func XCTAssertFalse(
            _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
            file: StaticString = #filePath, line: UInt = #line
        ) {}
        public func XCTAssertNil(
            _ expression: @autoclosure () throws -> Any?, _ message: @autoclosure () -> String = "",
            file: StaticString = #filePath, line: UInt = #line
        ) {}
        public func XCTAssertNotNil(
            _ expression: @autoclosure () throws -> Any?, _ message: @autoclosure () -> String = "",
            file: StaticString = #filePath, line: UInt = #line
        ) {}
        public func XCTAssertIdentical(
            _ expression1: @autoclosure () throws -> AnyObject?, _ expression2: @autoclosure () throws -> AnyObject?,
            _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
        ) {}
        public func XCTAssertNotIdentical(
            _ expression1: @autoclosure () throws -> AnyObject?, _ expression2: @autoclosure () throws -> AnyObject?,
            _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
        ) {}
        public func XCTAssertEqual<T: Equatable>(
            _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
            _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
        ) {}
        public func XCTAssertNotEqual<T: Equatable>(
            _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
            _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
        ) {}
        public func XCTAssertEqual<T: FloatingPoint>(
            _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T, accuracy: T,
            _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
        ) {}
        public func XCTAssertGreaterThan<T: Comparable>(
            _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
            _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
        ) {}
        public func XCTAssertGreaterThanOrEqual<T: Comparable>(
            _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
            _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
        ) {}
        public func XCTAssertLessThan<T: Comparable>(
            _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
            _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
        ) {}
        public func XCTAssertLessThanOrEqual<T: Comparable>(
            _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
            _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
        ) {}
        public func XCTAssertThrowsError<T>(
            _ expression: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "",
            file: StaticString = #filePath, line: UInt = #line, _ errorHandler: (_ error: any Error) -> Void = { _ in }
        ) {}
        public func XCTAssertNoThrow<T>(
            _ expression: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "",
            file: StaticString = #filePath, line: UInt = #line
        ) {}

        """
}
