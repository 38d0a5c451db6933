import Foundation

/// Reads the JSON Lines file Swift Testing writes with `--event-stream-output-path`
/// (`--event-stream-version 0`): the tests it discovered, and what happened to each.
struct TestEventStream {
    private struct Record: Decodable {
        let kind: String
        let payload: Payload
    }

    private struct Payload: Decodable {
        // A "test" record.
        let id: String?
        let name: String?
        let displayName: String?
        let sourceLocation: Location?
        // An "event" record; `kind` serves both ("function"/"suite" or "testStarted"…).
        let kind: String?
        let testID: String?
        let messages: [Message]?
        let _comments: [String]?
        let issue: EncodedIssue?
        let instant: Instant?
    }

    private struct Instant: Decodable {
        let since1970: Double?
    }

    private struct Location: Decodable {
        let fileID: String?
        let _filePath: String?
        let line: Int
    }

    private struct Message: Decodable {
        let symbol: String
        let text: String
    }

    private struct EncodedIssue: Decodable {
        let sourceLocation: Location?
        /// Recorded inside `withKnownIssue`: Swift Testing does not fail the test for it.
        let isKnown: Bool?
    }

    /// Every test function in source order, with its status and issues.
    var tests: [KataCheckResult.Test] = []
    /// True when the run ended by itself (a `runEnded` event was written).
    var runEnded = false
    /// When the tests began to run (`runStarted`), in seconds since 1970: what came before it
    /// (the tools starting, the tests being found) is not the tests' time.
    var runStartedAt: Double?
    /// The kata the tests ran in: paths in what the run printed are shown inside it.
    let kataFolder: String

    /// Unreadable lines are skipped: a run killed mid-write leaves a partial last line.
    init(jsonLines data: Data, kataFolder: String) {
        self.kataFolder = kataFolder
        var order: [String] = []
        var byID: [String: KataCheckResult.Test] = [:]
        var started: Set<String> = []
        var ended: Set<String> = []
        let decoder = JSONDecoder()
        for line in data.split(separator: UInt8(ascii: "\n")) {
            guard let record = try? decoder.decode(Record.self, from: Data(line)) else { continue }
            let payload = record.payload
            if record.kind == "test" {
                guard payload.kind == "function", let id = payload.id, let name = payload.name else { continue }
                order.append(id)
                byID[id] = .init(
                    name: name, displayName: payload.displayName, line: payload.sourceLocation?.line ?? 0, status: .passed)
                continue
            }
            guard record.kind == "event", let kind = payload.kind else { continue }
            switch kind {
            case "testStarted": if let id = payload.testID { started.insert(id) }
            case "testEnded": if let id = payload.testID { ended.insert(id) }
            case "runEnded": runEnded = true
            case "runStarted": runStartedAt = payload.instant?.since1970
            case "issueRecorded":
                // A known issue is never a failure: the check agrees with Swift Testing's verdict.
                guard let id = payload.testID, byID[id] != nil, payload.issue?.isKnown != true else { continue }
                byID[id]?.issues.append(Self.issue(from: payload, kataFolder: kataFolder))
            default: break
            }
        }
        tests = order.compactMap { id in
            guard var test = byID[id] else { return nil }
            if !test.issues.isEmpty {
                test.status = .failed
            } else if !started.contains(id) {
                test.status = .notRun
            } else if !ended.contains(id) {
                test.status = .interrupted
            }
            return test
        }.sorted { $0.line < $1.line }
    }

    private static func issue(from payload: Payload, kataFolder: String) -> KataCheckResult.Issue {
        let location = payload.issue?.sourceLocation
        var file = location?._filePath ?? location?.fileID ?? "?"
        if file.hasPrefix(kataFolder + "/") { file.removeFirst(kataFolder.count + 1) }
        let headline = payload.messages?.first { $0.symbol == "fail" }?.text
        let expectation = headline.flatMap(cleanExpectation)
        let comments = payload._comments ?? payload.messages?.filter { $0.symbol == "details" }.map(\.text) ?? []
        return .init(file: file, line: location?.line ?? 0, expectation: expectation, comments: comments)
    }

    /// "Expectation failed: (x → 1) == 2" keeps the values; the parts Swift Testing never
    /// evaluated are noise. "Issue recorded" says nothing beyond the comments.
    static func cleanExpectation(_ text: String) -> String? {
        guard text != "Issue recorded" else { return nil }
        var cleaned = text.replacingOccurrences(of: " → <not evaluated>", with: "")
        if cleaned.hasPrefix("Expectation failed: ") { cleaned = "expected " + cleaned.dropFirst("Expectation failed: ".count) }
        return cleaned
    }
}
