import Foundation
import KataEngine
import PlaygroundBasics

/// `kata watch`: re-checks on every save, with a clear screen and a progress bar, and offers
/// the next kata once this one passes. Ctrl-C ends it (see ``InterruptHandler``).
struct KataWatch {
    let session: KataSession
    let catalog: KataCatalog
    let console: Console
    let environment: RunnerEnvironment

    func run(from first: KataInfo) throws(KataError) -> ExitStatus {
        let style = Style(enabled: environment.colour)
        var kata = first
        // A kata moved on to is checked once the learner saves in it, not before: until then
        // its progress stays as it was ("not started" stays not started).
        var checkAtOnce = true
        while true {
            let folder = catalog.folder(of: kata)
            let watcher = FolderWatcher(roots: kata.learnerRoots.map { folder.appendingPathComponent($0) })
            var snapshot = watcher.snapshot()
            var passed = false
            if !checkAtOnce {
                console.err.line(style.dim("… watching \(kata.slug): save a file there to check it, Ctrl-C to stop."))
                snapshot = watcher.waitForChange(after: snapshot)
            }
            repeat {
                console.out.write(style.clearScreen)
                passed = try session.check(kata, json: false).result.status == .passed
                console.out.line(progressBar())
                if passed { break }
                console.err.line(
                    style.dim("\n… watching \(kata.slug)/{\(kata.learnerRoots.joined(separator: ","))}; save to re-check, Ctrl-C to stop."))
                snapshot = watcher.waitForChange(after: snapshot)
            } while true
            let progress = ProgressStore(directory: catalog.directory).load().progress
            guard let next = catalog.katas.first(where: { progress.status(of: $0.slug) != .done }) else {
                console.out.line(style.pass("All \(catalog.katas.count) katas done. Well played!"))
                return .success
            }
            guard environment.interactive else {
                console.out.line("Next: \(next.slug) (make watch NAME=\(next.number)).")
                return .success
            }
            console.out.write("Move on to \(next.slug)? [Y/n] ")
            guard let line = readLine() else { return .success }
            let answer = line.trimmingCharacters(in: .whitespaces).lowercased()
            // "n" keeps watching this kata (a learner may want to polish it); Ctrl-C ends.
            guard answer.isEmpty || answer == "y" || answer == "yes" else {
                console.err.line(style.dim("… still watching \(kata.slug); save to re-check, Ctrl-C to stop."))
                _ = watcher.waitForChange(after: watcher.snapshot())
                checkAtOnce = true
                continue
            }
            kata = next
            checkAtOnce = false
        }
    }

    /// `[#####------] 5 of 11 done`
    private func progressBar() -> String {
        let progress = ProgressStore(directory: catalog.directory).load().progress
        let done = catalog.katas.filter { progress.status(of: $0.slug) == .done }.count
        let bar = String(repeating: "#", count: done) + String(repeating: "-", count: catalog.katas.count - done)
        return "[\(bar)] \(done) of \(catalog.katas.count) done"
    }
}
