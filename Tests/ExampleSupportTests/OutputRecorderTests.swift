import ExampleSupport
import Testing

@Suite struct OutputRecorderTests {
    @Test func capturesWhatPrintWrites() {
        let text = OutputRecorder.capture {
            print("a", 1, separator: "-")
            print("b", terminator: "")
        }
        #expect(text == "a-1\nb")
    }

    @Test func parallelCapturesStayApart() async {
        let outputs = await withTaskGroup(of: (Int, String).self) { group in
            for index in 0..<64 {
                group.addTask {
                    let text = OutputRecorder.capture {
                        for line in 0..<20 { print("task \(index) line \(line)") }
                    }
                    return (index, text)
                }
            }
            var collected: [Int: String] = [:]
            for await (index, text) in group { collected[index] = text }
            return collected
        }
        #expect(outputs.count == 64)
        for (index, text) in outputs {
            let expected = (0..<20).map { "task \(index) line \($0)\n" }.joined()
            #expect(text == expected)
        }
    }

    @Test func nestedCaptureDoesNotLeakIntoOuter() {
        var inner = ""
        let outer = OutputRecorder.capture {
            print("outer")
            inner = OutputRecorder.capture { print("inner") }
        }
        #expect(outer == "outer\n")
        #expect(inner == "inner\n")
    }
}
