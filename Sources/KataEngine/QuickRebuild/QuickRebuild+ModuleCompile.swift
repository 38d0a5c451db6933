import Foundation
import PlaygroundBasics

/// Compiling one module of the kata again with the jobs SwiftPM's driver ran, and linking the
/// test binary again: the part of ``QuickRebuild`` that starts compilers.
extension QuickRebuild {
    /// What compiling one module came to.
    enum ModuleBuild {
        case built(objectsChanged: Bool, interfaceChanged: Bool)
        case doesNotCompile(errors: [KataCheckResult.Diagnostic], warnings: [KataCheckResult.Diagnostic])
        /// Why SwiftPM must take over.
        case failed(String)
    }

    /// Compiles the changed files of one module and emits its interface again. Files that did
    /// not change keep their objects: what they see of the others is the module's interface,
    /// and when that changes SwiftPM rebuilds.
    func rebuild(
        _ module: SwiftPMBuildPlan.Module, changed: Set<String>, emitInterface: Bool, state: inout State
    ) throws(KataError) -> ModuleBuild {
        let printed: String
        var objectsChanged = true
        if let jobs = state.jobs[module.name], changed.count >= Self.filesForABatch, Set(module.sources) == changed {
            // The whole module, as SwiftPM would: the driver batches the files into a job per
            // core, which reads the module's declarations once per batch, not once per file
            // (measured on kata 05's tests: 3.3 CPU-seconds against 3.8 for a job per file).
            let objects = jobs.filter { $0.kind == "compile" }.compactMap(\.objectFile)
            let before = objects.map { FileManager.default.contents(atPath: $0) }
            let driver = try runDriver(for: module, batched: true, emitInterface: emitInterface)
            guard driver.succeeded else { return compileFailure(of: module, printed: driver.printed) }
            objectsChanged = objects.map { FileManager.default.contents(atPath: $0) } != before
            printed = driver.printed
        } else if let jobs = state.jobs[module.name] {
            let needed = jobs.filter {
                ($0.kind == "emit-module" && emitInterface) || ($0.kind == "compile" && !changed.isDisjoint(with: $0.primaryFiles))
            }
            // The compiler leaves an object it would write unchanged alone (a comment edit):
            // then nothing needs linking.
            let objects = needed.compactMap(\.objectFile)
            let before = objects.map { FileManager.default.contents(atPath: $0) }
            let batch = try JobBatch(runner: runner, folder: folder, timeout: timeout).run(needed)
            guard batch.succeeded else { return compileFailure(of: module, printed: batch.printed) }
            objectsChanged = objects.map { FileManager.default.contents(atPath: $0) } != before
            printed = batch.printed
        } else {
            // The first time, the driver itself compiles the module and says which jobs it
            // ran: all of them (not incrementally), one file per job (batches read a map the
            // driver deletes afterwards).
            let driver = try runDriver(for: module, batched: false)
            guard driver.succeeded else { return compileFailure(of: module, printed: driver.printed) }
            guard let jobs = driver.jobs, replayable(jobs) else {
                return .failed("the driver's jobs for \(module.name) cannot be replayed")
            }
            state.jobs[module.name] = jobs
            printed = driver.printed
        }
        // Against the interface of the last good build, not the one on disk: a round that did not
        // compile may already have written the new interface, and the other files' objects were
        // compiled against the old one (a private field added before another moves what they read).
        let interfaceChanged = emitInterface && Self.interfaceDigest(of: module) != state.interfaces[module.name]
        let sources = Set(module.sources)
        let own = folder.path + "/"
        state.warnings.removeAll { sources.contains(own + $0.file) }
        state.warnings += CompilerDiagnostics.parse("warning", in: printed, kataFolder: folder.path)
        return .built(objectsChanged: objectsChanged, interfaceChanged: interfaceChanged)
    }

    /// Compiles `module` whole with SwiftPM's own driver command, not incrementally: in batches,
    /// one per core, as SwiftPM does, or one file per job, whose jobs can be replayed one by one;
    /// without emitting its interface when nothing reads it. `jobs`: the jobs the driver
    /// reported, `nil` when its output was not its messages.
    private func runDriver(for module: SwiftPMBuildPlan.Module, batched: Bool, emitInterface: Bool = true) throws(KataError) -> (
        succeeded: Bool, printed: String, jobs: [DriverJob]?
    ) {
        var arguments = module.arguments.filter { $0 != "-incremental" }
        if !emitInterface { arguments = Self.withoutInterface(arguments) }
        if !batched { arguments = arguments.filter { $0 != "-enable-batch-mode" } + ["-disable-batch-mode"] }
        if !arguments.contains("-parseable-output") { arguments.append("-parseable-output") }
        let outcome = try KataError.from { () throws(PlumbingError) in
            try runner.run(ToolInvocation(arguments, in: folder, timeout: timeout))
        }
        let messages = DriverMessages.read(outcome.output)
        return (outcome.succeeded, messages?.printed ?? outcome.output, messages?.jobs)
    }

    /// The driver's command without the interface it emits (`-emit-module`, `-emit-module-path P`).
    static func withoutInterface(_ arguments: [String]) -> [String] {
        var kept: [String] = []
        var skipsValue = false
        for argument in arguments {
            if skipsValue {
                skipsValue = false
            } else if argument == "-emit-module-path" {
                skipsValue = true
            } else if argument != "-emit-module" {
                kept.append(argument)
            }
        }
        return kept
    }

    /// From this many files compiled at once, the driver's batches beat a job per file.
    static let filesForABatch = 3

    /// The digest of the module's interface file as it is now; `nil` when there is none.
    static func interfaceDigest(of module: SwiftPMBuildPlan.Module) -> String? {
        FileManager.default.contents(atPath: module.interface).map(ContentDigest.of)
    }

    /// A compile that failed on the learner's code gives its errors, as SwiftPM would have
    /// printed them, without asking SwiftPM; a failure with no error in the kata's own files
    /// (a tool, a moved toolchain) is SwiftPM's to report.
    func compileFailure(of module: SwiftPMBuildPlan.Module, printed: String) -> ModuleBuild {
        let errors = CompilerDiagnostics.parse("error", in: printed, kataFolder: folder.path)
        guard !errors.isEmpty, errors.allSatisfy({ !$0.file.hasPrefix("/") }) else { return .failed("\(module.name) did not compile") }
        return .doesNotCompile(errors: errors, warnings: CompilerDiagnostics.parse("warning", in: printed, kataFolder: folder.path))
    }

    /// Links the test binary again; a reason when SwiftPM must take over.
    func relink(_ link: SwiftPMBuildPlan.Command, state: inout State) throws(KataError) -> String? {
        if let jobs = state.link {
            return try JobBatch(runner: runner, folder: folder, timeout: timeout).run(jobs).succeeded ? nil : "the link failed"
        }
        let outcome = try KataError.from { () throws(PlumbingError) in
            try runner.run(ToolInvocation(link.arguments + ["-parseable-output"], in: folder, timeout: timeout))
        }
        guard outcome.succeeded else { return "the link failed" }
        guard let messages = DriverMessages.read(outcome.output), replayable(messages.jobs) else {
            return "the driver's link jobs cannot be replayed"
        }
        let resolved = try resolvingLinkerDriver(messages.jobs)
        state.link = replayable(resolved) ? resolved : messages.jobs
        return nil
    }

    /// Jobs can only be started again when the temporary files they name (response files,
    /// output maps) are still there; the driver deletes them once it is done.
    func replayable(_ jobs: [DriverJob]) -> Bool {
        let temporary = [FileManager.default.temporaryDirectory.resolvingSymlinksInPath().path + "/", "/tmp/"]
        return !jobs.isEmpty
            && jobs.allSatisfy { job in
                job.arguments.dropFirst().allSatisfy { argument in
                    let isResponseFile = argument.hasPrefix("@")
                    let path = isResponseFile ? String(argument.dropFirst()) : argument
                    let mayVanish = isResponseFile || temporary.contains { path.hasPrefix($0) }
                    return !mayVanish || FileManager.default.fileExists(atPath: path)
                }
            }
    }
}
