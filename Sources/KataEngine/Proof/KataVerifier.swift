import Foundation
import PlaygroundBasics
import Synchronization

/// `kata verify`: proves every kata's contract (see ``KataProver``) in temporary copies, two
/// katas at a time. The learner's files are only read, never written.
public struct KataVerifier: Sendable {
    public let catalog: KataCatalog
    public let checker: KataChecker
    public let isCI: Bool
    public let mutants: MutantSelection

    /// One `swift build` leaves a core idle for much of its run (manifest, linking), so two
    /// katas at once nearly halve the wall time on 2 cores.
    public static let parallelKatas = 2

    public init(catalog: KataCatalog, checker: KataChecker, isCI: Bool, mutants: MutantSelection = .none) {
        (self.catalog, self.checker, self.isCI, self.mutants) = (catalog, checker, isCI, mutants)
    }

    public struct Summary: Sendable {
        public let proofs: [KataProver.Proof]
        /// Problems with the catalog as a whole (a kata folder nobody lists).
        public let catalogProblems: [String]
        public let seconds: Double

        public var passed: Bool { catalogProblems.isEmpty && proofs.allSatisfy(\.passed) }
    }

    /// Proves `katas`, handing each proof to `onProof` (on the calling thread) as it finishes.
    public func verify(_ katas: [KataInfo], onProof: (KataProver.Proof) -> Void) throws -> Summary {
        let started = Date()
        let scratch = try ScratchFolders.shared.make(prefix: "kata-verify")
        defer { ScratchFolders.shared.remove(scratch) }
        let workspace = scratch.appendingPathComponent("Katas")
        try FolderCopy.copy(catalog.directory.appendingPathComponent("KataSupport"), to: workspace.appendingPathComponent("KataSupport"))
        let prover = KataProver(catalog: catalog, checker: checker, isCI: isCI, mutants: mutants)
        // The longest proofs first, so the two threads end together rather than one proving a
        // long kata alone after the others are done. Reports still come in the order proofs finish.
        let queue = ProofQueue(Self.longestFirst(katas))
        let support = workspace.appendingPathComponent("KataSupport")
        for number in 1...max(1, min(Self.parallelKatas, katas.count)) {
            let lane = ProofLane(folder: workspace.appendingPathComponent("lane-\(number)"), sharedPackage: support)
            Thread.detachNewThread {
                while let kata = queue.take() { queue.finish(prover.prove(kata, in: lane)) }
            }
        }
        var proofs: [KataProver.Proof] = []
        for _ in katas {
            let proof = queue.waitForNext()
            proofs.append(proof)
            onProof(proof)
        }
        return Summary(proofs: proofs, catalogProblems: unlistedKataFolders(), seconds: Date().timeIntervalSince(started))
    }

    /// `katas` by their measured proof time, longest first (a kata never measured first of all:
    /// it may be long), in catalog order where equal.
    static func longestFirst(_ katas: [KataInfo]) -> [KataInfo] {
        katas.enumerated().sorted { left, right in
            let (one, other) = (left.element.proofSeconds ?? .infinity, right.element.proofSeconds ?? .infinity)
            return one != other ? one > other : left.offset < right.offset
        }.map(\.element)
    }

    /// `Katas/NN-…` folders that the metadata does not mention.
    private func unlistedKataFolders() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: catalog.directory.path)) ?? []
        let listed = Set(catalog.katas.map(\.slug))
        return names.filter { $0.first?.isNumber == true && !listed.contains($0) }.sorted()
            .map { "folder Katas/\($0) is not listed in \(catalog.directory.path)/katas.json" }
    }
}

/// Hands katas to the proving threads and their proofs back to the reporting thread.
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
