import Foundation
import PlaygroundBasics

/// Rebuilds a kata's test binary after an edit by starting again the compiler jobs SwiftPM's
/// build ran, without SwiftPM. Planning alone costs SwiftPM about half a second even when
/// nothing changed: more than compiling and linking one kata file.
///
/// It only takes the cases it can do exactly: edits to existing Swift files of the kata's own
/// modules. The changed files are compiled with the jobs and flags SwiftPM's driver used; when
/// that changes a module's interface (`.swiftmodule`: a function added, a signature changed),
/// the module's other files and every module that reads it are compiled too, as a build from
/// scratch would — unless all that changed are `private` or `fileprivate` declarations, which
/// the compiler's access control hides from every other file, and functions at file level whose
/// names no other file's text holds, which nothing else finds (``DeclarationEdit``); then the
/// binary is linked again. Anything else (a new or removed file, a
/// manifest, a shared package, a plan SwiftPM has since rewritten) answers "needs SwiftPM",
/// and the check builds through SwiftPM as before. So it can be skipped, never be wrong.
struct QuickRebuild: Sendable {
    enum Outcome: Equatable, Sendable {
        case upToDate
        /// `onlyChangedFiles`: no other file, of the module or of its readers, was compiled.
        case rebuilt(onlyChangedFiles: Bool)
        /// The learner's code does not compile: every error is in a file of the kata.
        case doesNotCompile([KataCheckResult.Diagnostic])
        case needsSwiftPM(String)
    }

    /// What the last good build was made from, and the jobs recorded so far.
    struct State: Codable, Equatable, Sendable {
        static let currentVersion = 4
        var version = currentVersion
        var planDigest: String
        var sources: SourceSnapshot
        var jobs: [String: [DriverJob]] = [:]
        var link: [DriverJob]?
        var warnings: [KataCheckResult.Diagnostic] = []
        /// Set before objects may change and cleared once the binary is linked from them: a
        /// run stopped in between (Ctrl-C) leaves new objects behind an old binary, and the
        /// next run, finding the same objects, must still link.
        var linkPending = false
        /// Sources whose objects this path compiled since SwiftPM last built: SwiftPM judges
        /// them by what it recorded, so before it builds they are made newer than that.
        var quickCompiled: [String] = []
        /// Per module, the digest of its interface (`.swiftmodule`) that its other files and its
        /// readers were last compiled against: what tells whether an edit changed it.
        var interfaces: [String: String] = [:]
    }

    let folder: URL
    let runner: any ToolRunning
    let timeout: TimeInterval
    /// Swift's parser, to tell an edit of private declarations only; `nil` where the toolchain
    /// lacks it, and then the module's readers are compiled again, as a build from scratch would.
    let swiftReader: @Sendable () -> SwiftReader?

    init(
        folder: URL, runner: any ToolRunning, timeout: TimeInterval,
        swiftReader: @escaping @Sendable () -> SwiftReader? = { try? SwiftReader.located() }
    ) {
        (self.folder, self.runner, self.timeout, self.swiftReader) = (folder.resolvingSymlinksInPath(), runner, timeout, swiftReader)
    }

    private var layout: KataLayout { KataLayout(folder: folder) }
    var stateFile: URL { layout.quickBuildState }
    /// One lock for every build of the kata, this path's and SwiftPM's, and the test run after
    /// it: a `watch` and a `check` in another terminal take turns. ``KataChecker`` holds it.
    var lockFile: URL { layout.buildLock }
    private var planFile: URL { layout.buildPlan }
    /// What the build reads: the kata's own files, the packages its manifest names, and every
    /// package the build plan compiles sources from — the plan is SwiftPM's own account, so a
    /// dependency the manifest spells in a way no pattern reads is still watched.
    private var roots: [URL] {
        let plan = FileManager.default.contents(atPath: planFile.path).flatMap {
            SwiftPMBuildPlan.parse(String(decoding: $0, as: UTF8.self))
        }
        return SourceSnapshot.roots(of: folder, plan: plan)
    }

    /// The sources as they are now; take it before a build starts, so an edit saved during the
    /// build counts as a change next time.
    func snapshot() -> SourceSnapshot { SourceSnapshot.take(of: roots) }

    /// How the sources stand on disk, to tell whether one was written during a build.
    func stamps() -> SourceStamps { SourceStamps.take(of: roots) }

    /// Files written while a build read them: what was compiled may be neither their recorded
    /// text nor their text now, so the next build compiles them again even when their content
    /// matches the record (a save undone), and SwiftPM is made to as well
    /// (``filesSwiftPMMayMisjudge(_:)`` returns them). The caller holds ``lockFile``.
    func distrust(_ paths: [String]) {
        guard var state = load() else { return }
        for path in paths where state.sources.files[path] != nil { state.sources.files[path] = "written during a build" }
        save(state)
    }

    /// Brings the test binary up to date with `now`, or says why SwiftPM has to. The
    /// warnings are the ones the last builds of each module printed. The caller holds ``lockFile``.
    func attempt(_ now: SourceSnapshot) throws(KataError) -> (outcome: Outcome, warnings: [KataCheckResult.Diagnostic]) {
        guard var state = load() else { return (.needsSwiftPM("no record of an earlier build"), []) }
        guard let planData = FileManager.default.contents(atPath: planFile.path), ContentDigest.of(planData) == state.planDigest,
            let plan = SwiftPMBuildPlan.parse(String(decoding: planData, as: UTF8.self))
        else { return (.needsSwiftPM("SwiftPM planned again since the last build"), []) }
        guard let binary = layout.testExecutable else { return (.needsSwiftPM("no test binary"), []) }
        let changed = now.changedPaths(since: state.sources)
        if changed.isEmpty { return (.upToDate, state.warnings) }
        // Twin names (one key for two files, ``CanonicalTwins``) do not say which twin changed.
        if changed.contains(where: { now.files[$0].map(CanonicalTwins.isCombined) ?? false }) {
            return (.needsSwiftPM("two files whose names differ only by Unicode normalisation"), [])
        }

        let modules = plan.modules
        guard let affected = affectedModules(changed, in: modules, now: now) else {
            return (.needsSwiftPM("a change outside the kata's own Swift files"), [])
        }
        // A module outside the kata (SwiftPM's test discovery) that reads an edited module would
        // have to be compiled again, which only SwiftPM can: an edit beyond bodies and private
        // declarations hands over before anything is compiled, not after.
        for module in affected {
            guard let outsider = modules.first(where: { !isOwn($0) && $0.reads.contains(module.interface) }) else { continue }
            if !changesReachNoOtherFile(in: Set(changed).intersection(module.sources), since: state.sources, now: now) {
                return (.needsSwiftPM("\(outsider.name), outside the kata, reads \(module.name), whose declarations changed"), [])
            }
        }
        let linkWasPending = state.linkPending
        state.linkPending = true
        save(state)
        var objectsChanged = false
        var onlyChangedFiles = true
        // A module whose interface changed (a function added, a signature changed) is compiled
        // whole, and so is every module that reads it: what a from-scratch build would do for
        // them, without SwiftPM's planning. Only the kata's own modules qualify.
        var wholly: Set<String> = []
        var settledInterfaces: [String: String?] = [:]
        let affectedNames = Set(affected.map(\.name))
        for module in modules where affectedNames.contains(module.name) || wholly.contains(module.name) {
            guard isOwn(module) else { return (.needsSwiftPM("\(module.name), outside the kata, reads a changed interface"), []) }
            // Without recorded jobs the driver compiles the whole module the first time.
            let whole = wholly.contains(module.name) || state.jobs[module.name] == nil
            onlyChangedFiles = onlyChangedFiles && !whole
            var toCompile = whole ? Set(module.sources) : Set(changed).intersection(module.sources)
            // The interface is emitted once per module and run: its sources do not change between rounds.
            // A module compiled whole only because one it reads changed, whose interface no module
            // compiles against (a tests module: Swift Testing's discovery imports nothing), need not
            // emit it: its files are all compiled, and the emission only tells its own files and readers apart.
            var emitInterface =
                !wholly.contains(module.name) || state.jobs[module.name] == nil || !Set(changed).isDisjoint(with: module.sources)
                || interfaceIsRead(module, in: modules)
            while true {
                // Recorded before compiling: a run stopped halfway still leaves the mark.
                let compiled = state.jobs[module.name] == nil ? module.sources : Array(toCompile)
                state.quickCompiled = Array(Set(state.quickCompiled).union(compiled)).sorted()
                save(state)
                switch try rebuild(module, changed: toCompile, emitInterface: emitInterface, state: &state) {
                case .failed(let reason): return (.needsSwiftPM(reason), [])
                case .doesNotCompile(let errors, let warnings): return (.doesNotCompile(errors), warnings)
                case .built(let changedObjects, let interfaceChanged):
                    objectsChanged = objectsChanged || changedObjects
                    guard interfaceChanged else { break }
                    // Declarations access control hides from every other file cannot matter to one, nor
                    // can a function at file level whose name no other file writes.
                    let others = modules.flatMap(\.sources).filter { !toCompile.contains($0) }
                    if !whole, emitInterface, changesReachNoOtherFile(in: toCompile, since: state.sources, now: now, otherFiles: others) {
                        break
                    }
                    for reader in modules where reader.reads.contains(module.interface) { wholly.insert(reader.name) }
                    let rest = Set(module.sources).subtracting(toCompile)
                    guard !rest.isEmpty else { break }
                    // The module's other files were compiled against its old interface.
                    toCompile = rest
                    onlyChangedFiles = false
                    emitInterface = false
                    continue
                }
                break
            }
            // Every file that could see the interface is now compiled against it, or cannot see
            // the change; kept once the whole attempt succeeds (a reader may still fail to compile).
            settledInterfaces[module.name] = Self.interfaceDigest(of: module)
        }
        if let link = plan.testLink, linkWasPending || objectsChanged || Self.isOlder(binary, thanAnyOf: link.inputs) {
            if let reason = try relink(link, state: &state) { return (.needsSwiftPM(reason), []) }
        }
        state.linkPending = false
        state.sources = now
        for (name, digest) in settledInterfaces { state.interfaces[name] = digest }
        save(state)
        builtSources.keep(now, under: folder)
        return (.rebuilt(onlyChangedFiles: onlyChangedFiles), state.warnings)
    }

    /// After SwiftPM built successfully from `sources`: the starting point for the next quick
    /// rebuild. Jobs recorded from an older plan are dropped. The caller holds ``lockFile``.
    func remember(_ sources: SourceSnapshot, warnings: [KataCheckResult.Diagnostic]) {
        guard let planData = FileManager.default.contents(atPath: planFile.path) else { return }
        let digest = ContentDigest.of(planData)
        var state = load().flatMap { $0.planDigest == digest ? $0 : nil } ?? State(planDigest: digest, sources: sources)
        state.sources = Self.withDerivedSources(of: snapshot(), in: sources, isDerived: isBuildOutput)
        state.warnings = warnings
        state.linkPending = false
        state.quickCompiled = []
        state.interfaces = [:]
        for module in SwiftPMBuildPlan.parse(String(decoding: planData, as: UTF8.self))?.modules ?? [] {
            state.interfaces[module.name] = Self.interfaceDigest(of: module)
        }
        save(state)
        builtSources.keep(sources, under: folder)
    }

    /// `sources` with the sources SwiftPM derives (its test discovery, under `.build/`) as the
    /// build left them in `after`: SwiftPM writes them during the build, after `sources` was
    /// taken, so recording them as they were then would make them look changed at the next check.
    static func withDerivedSources(of after: SourceSnapshot, in sources: SourceSnapshot, isDerived: (String) -> Bool) -> SourceSnapshot {
        var recorded = sources
        recorded.files = recorded.files.filter { !isDerived($0.key) }.merging(after.files.filter { isDerived($0.key) }) { own, _ in own }
        return recorded
    }

    /// Whether `path` lies under the kata's `.build`: SwiftPM's own writes (its derived
    /// sources), never a file of the learner's.
    func isBuildOutput(_ path: String) -> Bool { path.hasPrefix(layout.buildFolder.path + "/") }

    /// Whether `path` is one of the kata's own files: inside its folder, not under `.build`.
    func isOwnFile(_ path: String) -> Bool { path.hasPrefix(folder.path + "/") && !isBuildOutput(path) }

    var builtSources: BuiltSources { BuiltSources(folder: layout.builtSources) }

    /// The kata's own files SwiftPM could judge wrongly by its records. A `cp -p` back to an
    /// old file, or two saves within the clock's resolution, give a file the modification time
    /// SwiftPM recorded for other content; and objects this path compiled are unknown to the
    /// compiler driver's incremental records, which decide what else SwiftPM recompiles. So
    /// every file of each module that holds a file whose content differs from the last build,
    /// or that this path compiled since SwiftPM last built, is returned, to be made newer than
    /// anything SwiftPM recorded: SwiftPM then compiles those modules whole.
    func filesSwiftPMMayMisjudge(_ now: SourceSnapshot) -> [String] {
        guard let state = load() else { return [] }
        let differing = now.files.keys.filter { state.sources.files[$0] != now.files[$0] }
        let suspects = Set(differing + state.quickCompiled).filter(isOwnFile)
        guard !suspects.isEmpty else { return [] }
        let modules =
            FileManager.default.contents(atPath: planFile.path)
            .flatMap { SwiftPMBuildPlan.parse(String(decoding: $0, as: UTF8.self))?.modules } ?? []
        let covered = modules.filter { module in module.sources.contains(where: suspects.contains) }
        // Files the plan does not know yet (new ones) are among the suspects themselves.
        let files = modules.isEmpty ? Array(now.files.keys) : covered.flatMap(\.sources) + Array(suspects)
        return Set(files).filter { isOwnFile($0) && now.files[$0] != nil }.sorted()
    }

    /// The kata's modules that compile a changed file, in build order; `nil` when a change
    /// is anything but an edit to an existing Swift file of a module inside the kata folder,
    /// or when the plan compiles sources the snapshot does not watch.
    private func affectedModules(_ changed: [String], in modules: [SwiftPMBuildPlan.Module], now: SourceSnapshot) -> [SwiftPMBuildPlan
        .Module]?
    {
        // Read once: `roots` parses the build plan, and a plan lists every source of every module.
        let roots = roots
        let watched = modules.flatMap(\.sources).allSatisfy { isBuildOutput($0) || SourceSnapshot.covers($0, roots: roots) }
        guard watched else { return nil }
        var names: Set<String> = []
        for path in changed {
            guard path.hasSuffix(".swift"), now.files[path] != nil,
                let module = modules.first(where: { $0.sources.contains(path) }),
                isOwn(module)
            else { return nil }
            names.insert(module.name)
        }
        return modules.filter { names.contains($0.name) }
    }

    /// Whether a module compiles against `module`'s interface: one of the kata's own that reads
    /// it, or one of SwiftPM's (its test discovery) whose sources name it. An import spells the
    /// module's name, so sources without those bytes cannot import it; a source that cannot be
    /// read counts as naming it.
    func interfaceIsRead(_ module: SwiftPMBuildPlan.Module, in modules: [SwiftPMBuildPlan.Module]) -> Bool {
        let name = Data(module.name.utf8)
        return modules.contains { reader in
            reader.name != module.name && reader.reads.contains(module.interface)
                && (isOwn(reader)
                    || reader.sources.contains { source in
                        FileManager.default.contents(atPath: source).map { $0.range(of: name) != nil } ?? true
                    })
        }
    }

    /// A module of the kata itself, not of a package it uses (KataSupport).
    func isOwn(_ module: SwiftPMBuildPlan.Module) -> Bool {
        module.sources.allSatisfy(isOwnFile)
    }

    private static func isOlder(_ binary: URL, thanAnyOf inputs: [String]) -> Bool {
        guard let linked = FileTimes.modified(binary) else { return true }
        return inputs.contains { input in FileTimes.modified(URL(fileURLWithPath: input)).map { $0 > linked } ?? true }
    }

    private func load() -> State? {
        guard let data = FileManager.default.contents(atPath: stateFile.path),
            let state = try? JSONDecoder().decode(State.self, from: data), state.version == State.currentVersion
        else { return nil }
        return state
    }

    private func save(_ state: State) {
        try? AtomicFile.write((try? JSONEncoder().encode(state)) ?? Data(), to: stateFile)
    }
}
