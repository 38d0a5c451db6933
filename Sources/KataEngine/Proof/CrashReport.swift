import Foundation

/// The Swift runtime's own crash report (`SWIFT_BACKTRACE=format=json,output-to=<folder>`):
/// which module's code the crashed thread was in. The backtracer is another process that
/// writes into a folder the tests cannot write, so a test cannot forge one by printing.
struct CrashReport: Equatable {
    /// The module of the innermost frame that is the kata's own code (`MutantKata`,
    /// `MutantKataTests`), skipping the standard library's and the system's frames.
    let innermostModule: String?
    /// That frame's file name and line (`Mediator.swift:40`).
    let innermostPlace: String?
    /// The crash happened in an exit test's child process.
    var inExitTest = false
    /// The stack overflowed (a fault, not a trap) with a function of the tests' own on it more
    /// than once: the recursion runs through the tests' code. Behind the facade a mediator that
    /// re-enters itself traps at ``TrialVariants/deepestCalls`` long before the stack runs out,
    /// so such an overflow is a chain the tests built (a fresh mediator at each level), whichever
    /// module's frame the stack ran out in (``TrialRun`` then judges it as a death in the test).
    var overflowedThroughTheTests = false

    /// The modules whose code is the kata's, as their names are mangled (`$s10MutantKata…`).
    static let kataModules = ["MutantKataTests", "MutantKata"]
    /// The module of the learner's tests.
    static let testsModule = "MutantKataTests"
    /// The module on trial.
    static let mediatorModule = "MutantKata"
    /// A function of the mediator's this many times on one crashed stack is a recursion without
    /// end (a correct delivery re-enters `send` once at most).
    static let recursionDepth = 8

    /// The test process's own report in `folder`, or `nil` when the runtime wrote none. An exit
    /// test's child process (`#expect(processExitsWith:)`) crashes on purpose and writes its
    /// report beside it: those are not the run's crash.
    static func ofTestProcess(in folder: URL) -> CrashReport? { all(in: folder).first { !$0.inExitTest } }

    /// The reports in `folder` of a run whose test process reported the end of its run (one
    /// stopped in the tests' own code crashed on purpose one process down, which catches
    /// nothing, as in the test process): that process did
    /// not crash, so every report there is a child's (an exit test's), whatever its frames show.
    /// A child whose stack overflowed has a report cut to its innermost frames, in which the
    /// exit test's own frame, at the bottom of the stack, is no longer to be seen.
    static func ofChildrenOfAReportedRun(in folder: URL) -> [CrashReport] { all(in: folder) }

    /// Every crash report in `folder`, by file name.
    private static func all(in folder: URL) -> [CrashReport] {
        let manager = FileManager.default
        let names = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
        return names.compactMap { manager.contents(atPath: folder.appendingPathComponent($0).path).flatMap(CrashReport.init(json:)) }
    }

    private struct Report: Decodable {
        /// What the backtracer says happened: `Illegal instruction` for a trap (a
        /// `fatalError`), `Bad pointer dereference` for a fault, as a stack overflow is.
        let description: String?
        let threads: [Thread]
    }

    /// A fault rather than a trap: how a stack overflow is reported.
    static func isFault(_ description: String?) -> Bool {
        guard let description else { return false }
        return ["Bad pointer dereference", "Segmentation", "stack overflow"].contains { description.contains($0) }
    }

    private struct Thread: Decodable {
        let crashed: Bool?
        let frames: [Frame]
    }

    private struct Frame: Decodable {
        let symbol: String?
        let sourceLocation: Location?
    }

    private struct Location: Decodable {
        let file: String?
        let line: Int?
    }

    /// `nil` when the data is not a crash report.
    init?(json data: Data) {
        guard let report = try? JSONDecoder().decode(Report.self, from: data),
            let thread = report.threads.first(where: { $0.crashed == true })
        else { return nil }
        inExitTest = thread.frames.contains { $0.symbol?.contains("7Testing8ExitTest") == true }
        let testsSymbols = thread.frames.filter { Self.module(of: $0) == Self.testsModule }.compactMap(\.symbol)
        overflowedThroughTheTests =
            Self.isFault(report.description) && Self.repeated(testsSymbols, atLeast: 2) != nil
            && thread.frames.contains { Self.module(of: $0) == Self.mediatorModule }
        // A mediator that re-entered itself without end overflowed the stack: where the stack ran
        // out (its code or a colleague's the tests wrote) is chance, the recursion is the mediator's.
        let mediatorSymbols = thread.frames.filter { Self.module(of: $0) == Self.mediatorModule }.compactMap(\.symbol)
        if let recursing = Self.repeated(mediatorSymbols, atLeast: Self.recursionDepth),
            let frame = thread.frames.first(where: { $0.symbol == recursing })
        {
            innermostModule = Self.mediatorModule
            innermostPlace = Self.place(of: frame)
            return
        }
        for frame in thread.frames {
            guard let module = Self.module(of: frame) else { continue }
            innermostModule = module
            innermostPlace = Self.place(of: frame)
            return
        }
        (innermostModule, innermostPlace) = (nil, nil)
    }

    /// The kata module a frame's code belongs to: by its source file where the report names one
    /// (a function the tests declare in an extension of `Mediator` or `Colleague` is mangled in
    /// the extended type's module, `$s10MutantKata8MediatorC…E…`, but written in a test file), else
    /// by its mangled name.
    private static func module(of frame: Frame) -> String? {
        // The last `Sources` or `Tests` of the path is the package's own (the checkout may sit in
        // a folder of either name).
        if let file = frame.sourceLocation?.file {
            let components = URL(fileURLWithPath: file).pathComponents
            if let root = components.lastIndex(where: { $0 == "Sources" || $0 == "Tests" }), root + 1 < components.count {
                if components[root] == "Tests" { return testsModule }
                if components[root + 1] == mediatorModule { return mediatorModule }
            }
        }
        return frame.symbol.flatMap(kataModule(ofMangled:))
    }

    /// A symbol that stands at least `times` times in `symbols` (a function recurring on one stack).
    private static func repeated(_ symbols: [String], atLeast times: Int) -> String? {
        Dictionary(grouping: symbols, by: { $0 }).first { $0.value.count >= times }?.key
    }

    /// `Mediator.swift:40`.
    /// `File.swift:12`; where the report gives no line (line 0: code the compiler wrote, such as
    /// the unwrap of an implicitly unwrapped optional), the file and what that means.
    private static func place(of frame: Frame) -> String? {
        frame.sourceLocation.flatMap { location in
            location.file.map { path in
                let file = URL(fileURLWithPath: path).lastPathComponent
                guard let line = location.line, line > 0 else {
                    return "\(file), in code the compiler wrote there (no line of yours: an implicitly unwrapped optional's unwrap, say)"
                }
                return "\(file):\(line)"
            }
        }
    }

    init(innermostModule: String?, innermostPlace: String?) {
        (self.innermostModule, self.innermostPlace) = (innermostModule, innermostPlace)
    }

    /// The kata module a Swift symbol is declared in, read from its mangled name's first
    /// component (`$s10MutantKata8MediatorC…` is `MutantKata`); `nil` for any other module.
    static func kataModule(ofMangled symbol: String) -> String? {
        kataModules.first { symbol.hasPrefix("$s\($0.utf8.count)\($0)") }
    }
}
