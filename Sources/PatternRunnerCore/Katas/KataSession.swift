import Foundation

/// The learner-facing kata commands, sharing the catalog and the progress file.
struct KataSession {
    let catalog: KataCatalog
    let console: Console
    let environment: RunnerEnvironment

    private var progress: KataProgress { KataProgress.load(from: catalog.directory) }

    private func update(_ change: (inout KataProgress) -> Void) {
        var progress = self.progress
        change(&progress)
        do {
            try progress.save(to: catalog.directory)
        } catch {
            console.err.line("PatternRunner: progress not saved: \(error.localizedDescription)")
        }
    }

    func list() -> ExitStatus {
        let progress = self.progress
        let next = catalog.katas.first { progress.status(of: $0.slug) != .done }
        let width = (catalog.katas.map(\.slug.count).max() ?? 0) + 2
        for kata in catalog.katas {
            let status = progress.status(of: kata.slug).rawValue
            let mark = kata.slug == next?.slug ? "→" : " "
            console.out.line(
                "\(mark) \(kata.slug.padding(toLength: width, withPad: " ", startingAt: 0))"
                    + "\(status.padding(toLength: 13, withPad: " ", startingAt: 0))\(kata.title)  [doc \(kata.document)]")
        }
        if let next {
            console.out.line("\nNext: \(next.slug). Read Katas/\(next.slug)/README.md, then: make kata NAME=\(next.number)")
        } else {
            console.out.line("\nAll katas done.")
        }
        return .success
    }

    func check(_ kata: KataInfo, json: Bool) throws(KataError) -> ExitStatus {
        if !json {
            let how = kata.kind == .mutants ? "your tests against the mediator and \(kata.mutants.count) mutants" : "swift test"
            console.err.line("Checking \(kata.slug) (\(how))…")
        }
        let result = try KataChecker.check(kata, folder: catalog.folder(of: kata))
        update { progress in
            if result.status == .passed {
                progress.entries[kata.slug, default: .init()].status = .done
            } else if progress.status(of: kata.slug) != .done {
                progress.markStarted(kata.slug)
            }
        }
        console.out.write(json ? KataReport.json(for: kata, result: result) : KataReport.text(for: kata, result: result))
        switch result.status {
        case .passed: return .success
        case .failed, .compileError: return .failure
        case .toolError: return .environment
        }
    }

    func hint(_ kata: KataInfo, all: Bool) -> ExitStatus {
        let shown = progress.entries[kata.slug]?.hintsShown ?? 0
        let count = kata.hints.count
        guard count > 0 else {
            console.out.line("Kata \(kata.slug) has no hints.")
            return .success
        }
        let upTo = all ? count : min(shown + 1, count)
        let range = all ? 0..<count : (upTo - 1)..<upTo
        for index in range {
            console.out.line("Hint \(index + 1) of \(count) for \(kata.slug):\n  \(kata.hints[index])\n")
        }
        if !all && shown >= count {
            console.out.line("That was the last hint. `make solution NAME=\(kata.number)` shows the reference once done.")
        }
        update { progress in
            progress.markStarted(kata.slug)
            progress.entries[kata.slug, default: .init()].hintsShown = max(shown, upTo)
        }
        return .success
    }

    func watch(_ kata: KataInfo) throws(KataError) -> ExitStatus {
        let folder = catalog.folder(of: kata)
        // The learner's files decide what to watch: Sources for most katas, Tests for kata 11.
        let roots = Set(kata.files.compactMap { $0.split(separator: "/").first.map(String.init) }).sorted()
        let watcher = FolderWatcher(roots: roots.map { folder.appendingPathComponent($0) })
        console.err.line("Watching \(kata.slug)/{\(roots.joined(separator: ","))} — save a file to re-check; Ctrl-C to stop.")
        var snapshot = watcher.snapshot()
        while true {
            _ = try check(kata, json: false)
            console.err.line("\n… waiting for changes")
            snapshot = watcher.waitForChange(after: snapshot)
        }
    }

    func reset(_ kata: KataInfo, confirmed: Bool) throws -> ExitStatus {
        let folder = catalog.folder(of: kata)
        if !confirmed {
            console.out.write(
                "Reset \(kata.slug)? Your files (\(kata.files.joined(separator: ", "))) are backed up to "
                    + "Katas/.backups/ first. [y/N] ")
            let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
            guard answer == "y" || answer == "yes" else {
                console.out.line("\nNot reset.")
                return .failure
            }
        }
        let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "-")
        let backup = catalog.directory.appendingPathComponent(".backups/\(kata.slug)/\(stamp)")
        let manager = FileManager.default
        for file in kata.files {
            let learnerFile = folder.appendingPathComponent(file)
            let starter = folder.appendingPathComponent(".meta/Starter/\(learnerFile.lastPathComponent)")
            if manager.fileExists(atPath: learnerFile.path) {
                let saved = backup.appendingPathComponent(file)
                try manager.createDirectory(at: saved.deletingLastPathComponent(), withIntermediateDirectories: true)
                try manager.copyItem(at: learnerFile, to: saved)
                try manager.removeItem(at: learnerFile)
            }
            try manager.copyItem(at: starter, to: learnerFile)
        }
        update { $0.entries[kata.slug] = nil }
        console.out.line("Reset \(kata.slug) to its starter. Your previous files are in \(backup.path)")
        return .success
    }

    func solution(_ kata: KataInfo, force: Bool) throws -> ExitStatus {
        let done = progress.status(of: kata.slug) == .done
        guard done || force else {
            console.err.line(
                "PatternRunner: the solution to \(kata.slug) opens once the kata is done "
                    + "(make kata NAME=\(kata.number)); use --force to look now.")
            return .failure
        }
        if !done {
            console.err.line("Warning: showing the reference before the kata is done. Try the hints first next time.")
        }
        let folder = catalog.folder(of: kata).appendingPathComponent(".meta/Solution")
        for file in kata.files {
            let name = URL(fileURLWithPath: file).lastPathComponent
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            console.out.line("// ===== \(file) (reference) =====")
            console.out.write(text.hasSuffix("\n") ? text : text + "\n")
        }
        return .success
    }
}
