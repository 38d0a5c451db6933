import Foundation
import KataEngine

/// `kata prepare`: builds each kata once, one line per kata as it is ready, so a workshop
/// room does not wait on twenty cold builds at the first check. A kata whose code does not
/// compile yet (a learner's work in progress) is reported, not counted as a failure: its
/// support modules and tests are built all the same.
struct KataPrepare {
    let catalog: KataCatalog
    let checker: KataChecker
    let console: Console
    let style: Style

    func run(_ katas: [KataInfo]) throws(KataError) -> ExitStatus {
        let started = Date()
        var broken = 0
        for kata in katas {
            let began = Date()
            let failure = try checker.prepare(catalog.folder(of: kata))
            let seconds = "(\(Int(Date().timeIntervalSince(began).rounded())) s)"
            switch failure?.status {
            case nil:
                console.out.line("\(style.pass("ready"))  \(kata.slug) \(seconds)")
            case .compileError?:
                let first = failure?.compilerErrors.first.map { " — \($0.place): \($0.text)" } ?? ""
                console.out.line("\(style.bold("built, your code does not compile yet"))  \(kata.slug) \(seconds)\(first)")
            default:
                broken += 1
                let why = failure.map { ($0.notes + [$0.outputTail ?? ""]).joined(separator: "\n") } ?? ""
                console.out.line("\(style.fail("not built"))  \(kata.slug) \(seconds)\n\(why)")
            }
        }
        console.out.line(
            "prepared \(katas.count - broken) of \(katas.count) katas in \(Int(Date().timeIntervalSince(started).rounded())) s")
        return broken == 0 ? .success : .toolFailure
    }
}
