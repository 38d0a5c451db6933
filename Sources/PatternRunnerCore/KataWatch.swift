import Foundation
import KataEngine
import PlaygroundBasics

/// `kata watch`: re-checks on every save, with a clear screen and a progress bar, and offers
/// the next kata once this one passes. Ctrl-C ends it (see ``InterruptHandler``).
///
/// The screen never shows a verdict for code that is not on disk: a save during a check starts
/// the check again before any verdict is shown, a save while the question waits is checked at
/// once, and each verdict names the save it judged (its time and content digest).
struct KataWatch {
    let session: KataSession
    let catalog: KataCatalog
    let console: Console
    let environment: RunnerEnvironment
    var inputs: any WatchInputs = TerminalWatchInputs()
    /// Asked before every redraw: the terminal may have been resized.
    var terminalSize: () -> TerminalSize = { TerminalSize.current() }

    private var style: Style { Style(enabled: environment.colour) }

    func run(from first: KataInfo) throws(KataError) -> ExitStatus {
        var kata = first
        // A kata moved on to is checked once the learner saves in it, not before: until then
        // its progress stays as it was ("not started" stays not started).
        var checkAtOnce = true
        while true {
            // Everything the check builds from, not only the learner's files: a save in the tests
            // or the manifest changes the verdict too.
            let roots = Set(kata.learnerRoots + ["Package.swift", "Sources", "Tests"]).sorted().map {
                catalog.folder(of: kata).appendingPathComponent($0)
            }
            if !checkAtOnce {
                console.err.line(style.dim("… watching \(kata.slug): save a file there to check it, Ctrl-C to stop."))
                guard inputs.next(roots: roots, since: inputs.snapshot(of: roots), answering: false) == .saved else { return .success }
            }
            checking: while true {
                let (passed, judged) = try checkWhatIsOnDisk(kata, roots: roots)
                if !passed {
                    console.err.line(
                        style.dim(
                            "\n… watching \(kata.slug)/{\(kata.learnerRoots.joined(separator: ","))}; save to re-check, Ctrl-C to stop."))
                    guard inputs.next(roots: roots, since: judged, answering: false) == .saved else { return .success }
                    continue checking
                }
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
                switch inputs.next(roots: roots, since: judged, answering: true) {
                case .saved:
                    // Saved while the question waited: that save is what the screen must judge.
                    console.out.line()
                    continue checking
                case .answer(nil):
                    return .success
                case .answer(let line?):
                    let answer = line.trimmingCharacters(in: .whitespaces).lowercased()
                    if answer.isEmpty || answer == "y" || answer == "yes" {
                        (kata, checkAtOnce) = (next, false)
                        break checking
                    }
                    // "n" keeps watching this kata (a learner may want to polish it); Ctrl-C ends.
                    console.err.line(style.dim("… still watching \(kata.slug); save to re-check, Ctrl-C to stop."))
                    guard inputs.next(roots: roots, since: judged, answering: false) == .saved else { return .success }
                }
            }
        }
    }

    /// Clears the screen and checks the kata, again and again while saves arrive during the
    /// check, and shows the verdict of the files as they are on disk, fitted to the terminal:
    /// whether it passed, and the snapshot it judged.
    private func checkWhatIsOnDisk(_ kata: KataInfo, roots: [URL]) throws(KataError) -> (passed: Bool, judged: FolderSnapshot) {
        while true {
            let before = inputs.snapshot(of: roots)
            console.out.write(style.clearScreen)
            let outcome: (status: ExitStatus, result: KataCheckResult, text: String)?
            do {
                // A save stops a long check (kata 11's judge) at once, and any check's verdict.
                let saved = StopCondition { FolderSnapshot.taking(roots) != before }
                outcome = try session.checkAndRecord(kata, json: false, abandonWhen: saved)
            } catch .learnerFile(_, let file, _, .missing) {
                // An editor that saves by deleting and writing leaves the file missing for a moment:
                // wait for it to come back (or for the learner to restore it), then check it.
                console.err.line(style.dim("… \(TerminalText.safe(file)) is missing; waiting for it to come back (Ctrl-C to stop)."))
                guard inputs.next(roots: roots, since: before, answering: false) == .saved else { return (false, before) }
                continue
            }
            guard let checked = outcome
            else {
                console.err.line(style.dim("… you saved during the check; checking your latest save instead."))
                continue
            }
            let screen = ScreenFit(size: terminalSize(), reserved: Self.linesBelowReport)
            console.out.write(screen.fitted(checked.text, whole: "make kata NAME=\(kata.number)"))
            console.out.write(screen.fitted(progressBar() + "\n" + style.dim(Self.judgedLine(before)), whole: ""))
            return (checked.result.status == .passed, before)
        }
    }

    /// The "Checking…" line above the report; the progress bar, the judged save, a blank line,
    /// the watching line or the question below it.
    static let linesBelowReport = 5

    /// "Judged the files as saved at 14:02:31 (content 3fa2b1c0)." The time is the newest
    /// file's, which for files never edited is when they were checked out: not "your save".
    static func judgedLine(_ snapshot: FolderSnapshot) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "HH:mm:ss"
        let time = snapshot.latestSave.map { " as saved at \(formatter.string(from: $0))" } ?? ""
        return "Judged the files\(time) (content \(snapshot.contentDigest))."
    }

    /// `[#####------] 5 of 11 done`, and which done katas fail now.
    private func progressBar() -> String {
        let progress = ProgressStore(directory: catalog.directory).load().progress
        let done = catalog.katas.filter { progress.status(of: $0.slug) == .done }
        let failing = done.filter { progress.label(of: $0.slug) != KataStatus.done.rawValue }.map(\.number)
        let bar = String(repeating: "#", count: done.count) + String(repeating: "-", count: catalog.katas.count - done.count)
        let warning = failing.isEmpty ? "" : " (\(failing.joined(separator: ", ")) done, now failing)"
        return "[\(bar)] \(done.count) of \(catalog.katas.count) done\(warning)"
    }
}
