import Foundation
import PlaygroundTestSupport
import Testing

@testable import KataEngine

/// A catalogued mistake is the reference plus its declared change; a reference that moves
/// under it makes `kata verify` fail, naming the mistake and both sizes.
@Suite struct MistakeDriftTests {

    @Test("A mistake whose diff matches its declared size passes; a drifted or identical one is named")
    func declaredSizeIsChecked() throws {
        let temporary = try TemporaryFolder("drift")
        let folder = temporary.url
        try temporary.write(".meta/Solution/Work.swift", "func a() -> Int {\n    1\n}\n")
        try temporary.write(".meta/Mistakes/off-by-one/Work.swift", "func a() -> Int {\n    2\n}\n")
        try temporary.write(".meta/Mistakes/same/Work.swift", "func a() -> Int {\n    1\n}\n")
        let mistake = KataInfo.Mistake(name: "off-by-one", description: "d", changedLines: 2)
        #expect(MistakeDrift.size(of: mistake, in: folder) == 2)
        #expect(MistakeDrift.problem(of: mistake, in: folder) == nil)
        let drifted = MistakeDrift.problem(of: KataInfo.Mistake(name: "off-by-one", description: "d", changedLines: 1), in: folder)
        #expect(drifted?.contains("differs from the reference by 2 changed lines, katas.json declares 1") == true)
        #expect(
            MistakeDrift.problem(of: KataInfo.Mistake(name: "same", description: "d", changedLines: 0), in: folder)?.contains("identical")
                == true)
        #expect(
            MistakeDrift.problem(of: KataInfo.Mistake(name: "off-by-one", description: "d"), in: folder)?.contains(
                "declares no changedLines") == true)
    }

    @Test("A named mutant of kata 11 is checked the same way, against the mediator it breaks")
    func namedMutantsAreCheckedToo() throws {
        let temporary = try TemporaryFolder("drift")
        try temporary.write(MutantTrial.mediatorFile, "func a() -> Int {\n    1\n}\n")
        try temporary.write(".meta/Mutants/off-by-one/Mediator.swift", "func a() -> Int {\n    2\n}\n")
        #expect(MistakeDrift.problem(of: KataInfo.Mutant(name: "off-by-one", description: "d", changedLines: 2), in: temporary.url) == nil)
        let drifted = MistakeDrift.problem(of: KataInfo.Mutant(name: "off-by-one", description: "d", changedLines: 4), in: temporary.url)
        #expect(drifted?.contains("mutant off-by-one differs from the reference by 2 changed lines, katas.json declares 4") == true)
    }
}
