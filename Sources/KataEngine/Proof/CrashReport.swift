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

    /// The modules whose code is the kata's, as their names are mangled (`$s10MutantKata…`).
    static let kataModules = ["MutantKataTests", "MutantKata"]
    /// The module on trial.
    static let mediatorModule = "MutantKata"
    /// A function of the mediator's this many times on one crashed stack is a recursion without
    /// end (a correct delivery re-enters `send` once at most).
    static let recursionDepth = 8

    /// The test process's own report in `folder`, or `nil` when the runtime wrote none. An exit
    /// test's child process (`#expect(processExitsWith:)`) crashes on purpose and writes its
    /// report beside it: those are not the run's crash.
    static func ofTestProcess(in folder: URL) -> CrashReport? {
        let manager = FileManager.default
        let names = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
        return names.lazy.compactMap { manager.contents(atPath: folder.appendingPathComponent($0).path).flatMap(CrashReport.init(json:)) }
            .first { !$0.inExitTest }
    }

    private struct Report: Decodable {
        let threads: [Thread]
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
        // A mediator that re-entered itself without end overflowed the stack: where the stack ran
        // out (its code or a colleague's the tests wrote) is chance, the recursion is the mediator's.
        let mediatorSymbols = thread.frames.compactMap(\.symbol).filter { Self.kataModule(ofMangled: $0) == Self.mediatorModule }
        if let recursing = Dictionary(grouping: mediatorSymbols, by: { $0 }).first(where: { $0.value.count >= Self.recursionDepth })?.key,
            let frame = thread.frames.first(where: { $0.symbol == recursing })
        {
            innermostModule = Self.mediatorModule
            innermostPlace = Self.place(of: frame)
            return
        }
        for frame in thread.frames {
            guard let symbol = frame.symbol, let module = Self.kataModule(ofMangled: symbol) else { continue }
            innermostModule = module
            innermostPlace = Self.place(of: frame)
            return
        }
        (innermostModule, innermostPlace) = (nil, nil)
    }

    /// `Mediator.swift:40`.
    private static func place(of frame: Frame) -> String? {
        frame.sourceLocation.flatMap { location in
            location.file.map { "\(URL(fileURLWithPath: $0).lastPathComponent):\(location.line ?? 0)" }
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
