import Foundation
import Synchronization

/// `kata verify`: proves every kata's contract (see ``KataProver``) in temporary copies, two
/// katas at a time, and reports. The learner's files are only read, never written.
struct KataVerifier {
    let catalog: KataCatalog
    let console: Console
    let environment: RunnerEnvironment

    /// How many katas are proven at the same time: one `swift build` leaves a core idle for
    /// much of its run (manifest, linking), so two at once nearly halve the wall time on 2 cores.
    static let parallelKatas = 2

    func verify(_ katas: [KataInfo]) throws -> ExitStatus {
        let started = Date()
        let manager = FileManager.default
        let workspace = manager.temporaryDirectory.appendingPathComponent("kata-verify-\(UUID().uuidString)/Katas")
        defer { try? manager.removeItem(at: workspace.deletingLastPathComponent()) }
        try FolderCopy.copy(
            catalog.directory.appendingPathComponent("KataSupport"), to: workspace.appendingPathComponent("KataSupport"))

        var passed = 0, failed = 0
        let unlisted = unlistedKataFolders().map { "folder Katas/\($0) is not listed in Katas/katas.json" }
        if !unlisted.isEmpty {
            failed += 1
            console.out.line("FAIL metadata: " + unlisted.joined(separator: "; "))
        }
        let prover = KataProver(catalog: catalog, environment: environment, workspace: workspace)
        let queue = ProofQueue(katas)
        for _ in 0..<min(Self.parallelKatas, katas.count) {
            DispatchQueue.global().async {
                while let kata = queue.take() { queue.finish(prover.prove(kata)) }
            }
        }
        // Reports are printed here, on the calling thread, in the order the katas finish.
        for _ in katas {
            let proof = queue.waitForNext()
            proof.passed ? (passed += 1) : (failed += 1)
            console.out.write(proof.report)
        }
        console.out.line(String(format: "(%.0f s in all)", Date().timeIntervalSince(started)))
        console.out.line("kata-verify: \(passed) passed, \(failed) failed")
        return failed == 0 ? .success : .failure
    }

    /// `Katas/NN-…` folders that the metadata does not mention.
    private func unlistedKataFolders() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: catalog.directory.path)) ?? []
        let listed = Set(catalog.katas.map(\.slug))
        return names.filter { $0.first?.isNumber == true && !listed.contains($0) }.sorted()
    }
}

/// Hands katas to the proving threads and their proofs back to the printing thread.
private final class ProofQueue: Sendable {
    private let state: Mutex<(waiting: [KataInfo], finished: [KataProver.Proof])>
    private let finishedSignal = DispatchSemaphore(value: 0)

    init(_ katas: [KataInfo]) { state = Mutex((katas, [])) }

    func take() -> KataInfo? {
        state.withLock { $0.waiting.isEmpty ? nil : $0.waiting.removeFirst() }
    }

    func finish(_ proof: KataProver.Proof) {
        state.withLock { $0.finished.append(proof) }
        finishedSignal.signal()
    }

    /// Blocks until a proof that has not been handed out yet is there.
    func waitForNext() -> KataProver.Proof {
        finishedSignal.wait()
        return state.withLock { $0.finished.removeFirst() }
    }
}
