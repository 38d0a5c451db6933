import Foundation
import KataEngine
import Synchronization

/// Each learner's row as last rendered, with what it was rendered from: a change re-renders
/// the one row it touched, and the table is the rows joined in their order. The page's cost
/// under a class handing in is then one row, not two hundred.
final class RenderedRows: Sendable {
    struct Entry {
        let report: LearnerReport
        let minute: Int
        /// The machine label beside the name (``MachineLabel``): a namesake joining may lengthen it.
        let label: String?
        /// The cut that tells the name from a namesake's different name (``ClassTable/distinctCuts(labels:)``).
        let cut: NameCut?
        /// The row's id (``Room/State/rowIDs()``), which the page's remove button names.
        let id: String
        let html: String
    }

    private let entries = Mutex<[String: Entry]>([:])
    /// Rows rendered since the start (a cached row does not count).
    let renders = Atomic(0)

    /// The row for `report` at `minute`, rendered by `render` only if it changed since last time.
    func row(
        for report: LearnerReport, key: String, minute: Int, label: String?, cut: NameCut? = nil, id: String, render: () -> String
    ) -> String {
        if let cached = entries.withLock({ $0[key] }), cached.minute == minute, cached.label == label, cached.cut == cut, cached.id == id,
            cached.report == report
        {
            return cached.html
        }
        let html = render()
        renders.add(1, ordering: .relaxed)
        entries.withLock { $0[key] = Entry(report: report, minute: minute, label: label, cut: cut, id: id, html: html) }
        return html
    }

    /// Forgets rows no longer in the room (removed, retired), so the cache holds the room at most.
    func keep(only keys: Set<String>) { entries.withLock { $0 = $0.filter { keys.contains($0.key) } } }
}
