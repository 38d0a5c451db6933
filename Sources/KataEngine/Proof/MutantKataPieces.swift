import Foundation

extension KataProver {
    /// What kata 11 must ship besides the usual pieces: the kept files the judge builds
    /// (`.meta/Pristine`, which in CI the learner must see unchanged) and a file for every
    /// mutant of the pool, with no folder the metadata does not list.
    func pristineProblems(of kata: KataInfo, in folder: URL) -> [String] {
        let manager = FileManager.default
        let pristine = TrialFiles.files(
            under: folder.appendingPathComponent(TrialFiles.pristineFolder), roots: ["Package.swift", "Sources", "Tests"])
        var problems =
            pristine[TrialFiles.mediatorFile] == nil ? ["\(TrialFiles.pristineFolder)/\(TrialFiles.mediatorFile) is missing"] : []
        let layout = KataLayout(folder: folder)
        for mutant in kata.pool {
            let file = layout.poolMutant(named: mutant.name, file: TrialFiles.mediatorFile)
            if !manager.fileExists(atPath: file.path) { problems.append("pool mutant \(mutant.name) has no \(file.path)") }
        }
        let listed = Set(kata.pool.map(\.name))
        for name in (try? manager.contentsOfDirectory(atPath: folder.appendingPathComponent(".meta/Pool").path)) ?? []
        where !listed.contains(name) {
            problems.append(".meta/Pool/\(name) is not listed in the kata's pool")
        }
        guard isCI else { return problems }
        for (path, data) in pristine.sorted(by: { $0.key < $1.key })
        where manager.contents(atPath: folder.appendingPathComponent(path).path) != data {
            problems.append("\(path) differs from \(TrialFiles.pristineFolder)/\(path), which the judge builds")
        }
        return problems
    }
}
