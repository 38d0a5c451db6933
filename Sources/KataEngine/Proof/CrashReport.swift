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
        for frame in thread.frames {
            guard let symbol = frame.symbol, let module = Self.kataModule(ofMangled: symbol) else { continue }
            innermostModule = module
            innermostPlace = frame.sourceLocation.flatMap { location in
                location.file.map { "\(URL(fileURLWithPath: $0).lastPathComponent):\(location.line ?? 0)" }
            }
            return
        }
        (innermostModule, innermostPlace) = (nil, nil)
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
