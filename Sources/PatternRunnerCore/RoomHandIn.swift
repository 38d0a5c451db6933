import ClassRoom
import Foundation
import KataEngine

/// After a check (or a hint) of a learner who joined a room: the whole progress goes in the
/// outbox and a background `PatternRunner room send` posts it, so the check never waits on the
/// network and never fails because of it. Offline, the report waits for the next check.
struct RoomHandIn {
    let catalog: KataCatalog
    let environment: RunnerEnvironment
    let console: Console

    func send() {
        guard let membership = RoomMembership.load(from: catalog.directory) else { return }
        let outbox = RoomOutbox(katas: catalog.directory)
        if let notice = outbox.takeNotice() { console.err.line("PatternRunner: room: \(notice)") }
        outbox.put(LearnerReport.current(learner: membership.learner, catalog: catalog, room: membership.origin).report.encoded())
        guard let runner = environment.runnerExecutable else { return }
        let sender = Process()
        sender.executableURL = runner
        sender.arguments = ["room", "send"]
        sender.environment = ProcessInfo.processInfo.environment.merging(
            ["MEDIATOR_PLAYGROUND_ROOT": environment.packageRoot.path]) { _, new in new }
        sender.standardInput = FileHandle.nullDevice
        sender.standardOutput = FileHandle.nullDevice
        sender.standardError = FileHandle.nullDevice
        // Not started: the report stays in the outbox and the next check sends it.
        try? sender.run()
    }
}
