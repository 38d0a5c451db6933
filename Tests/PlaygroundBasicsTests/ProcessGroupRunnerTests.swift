import Foundation
import Testing

@testable import PlaygroundBasics

@Suite struct ProcessGroupRunnerTests {
    @Test func waitStatusesDecode() {
        #expect(ProcessGroupRunner.ending(fromWaitStatus: 0) == .exited(0))
        #expect(ProcessGroupRunner.ending(fromWaitStatus: 1 << 8) == .exited(1))
        #expect(ProcessGroupRunner.ending(fromWaitStatus: 9) == .signalled(9))
    }

    @Test("A tool that is not there ends as the shell says (127), naming it")
    func aMissingToolIsNamed() throws {
        let outcome = try ProcessGroupRunner().run(ToolInvocation(["/nonexistent/tool"], in: URL(fileURLWithPath: "/tmp")))
        #expect(outcome.ending == .exited(127))
        #expect(outcome.output.contains("/nonexistent/tool"))
    }

    @Test("An atomic write into a folder that does not exist names the path")
    func atomicWriteFailureNamesThePath() {
        do {
            try AtomicFile.write(Data("x".utf8), to: URL(fileURLWithPath: "/nonexistent-folder/file.json"))
            Issue.record("the write succeeded")
        } catch {
            #expect(error.message.contains("/nonexistent-folder/file.json"))
        }
    }
}
