import Foundation
import KataEngine
import Synchronization

/// `room bench`, second part: the projector's table while the class works. 200 learners in the
/// room, 30 of them handing in once a second (each hand-in written to the disk, as in class),
/// and readers asking for the table with the instructor's key over loopback as fast as they
/// can: the table's answer time, p50 and p90, and how often it was rendered. Also the time one
/// rendering of 200 learners takes.
public struct TableLatencyBenchmark: Sendable {
    public let catalog: KataCatalog
    public var learners = 200
    public var posting = 30
    public var readers = 2
    public var duration: Duration = .seconds(8)

    public init(catalog: KataCatalog) { self.catalog = catalog }

    public struct Figures: Sendable {
        public let p50: Duration
        public let p90: Duration
        public let requests: Int
        public let posts: Int
        public let renders: Int
        public let renderTime: Duration
    }

    public func run(say: (String) -> Void) throws(RoomError) -> Figures {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("room-latency-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let room = try Room(code: JoinCode.random(), catalog: catalog, folder: folder, postsPerSecond: 2, burst: 10)
        room.fillWithSampleLearners(learners - posting)
        // The posting learners join as learners do, each from an address of its own.
        var secrets: [String] = []
        for index in 0..<posting {
            let report = Self.report(catalog: catalog, index: index, passed: 0)
            let request = HTTPRequest(
                method: "POST", path: "/join", headers: [Room.codeHeader.lowercased(): room.code.text], body: report.encoded(),
                client: "10.0.\(index / 200).\(index % 200)")
            let answer = room.respond(to: request)
            guard let secret = try? JSONDecoder().decode(JoinAnswer.self, from: answer.body).secret else {
                throw .refused(
                    status: answer.status, message: "a benchmark learner could not join: " + String(decoding: answer.body, as: UTF8.self))
            }
            secrets.append(secret)
        }
        let started = ContinuousClock.now
        let rendering = room.table(now: Date()).fragment()
        let renderTime = ContinuousClock.now - started
        let server = try RoomServer(room: room, address: "127.0.0.1", port: 0)
        server.start()
        defer { server.stop() }
        let rendersBefore = room.renders.load(ordering: .relaxed)
        say(
            "The table while \(posting) of \(learners) learners hand in once a second (\(rendering.utf8.count) bytes; one rendering "
                + "took \(Self.milliseconds(renderTime)) ms), \(readers) readers asking as fast as they can:")
        let end = ContinuousClock.now + duration
        let samples = Mutex<[Duration]>([])
        let posts = Atomic(0)
        let group = DispatchGroup()
        for (index, secret) in secrets.enumerated() {
            group.enter()
            Thread {
                defer { group.leave() }
                // Spread over the second, as a class's checks are.
                var next = ContinuousClock.now + .milliseconds(index * 1_000 / max(1, posting))
                var sequence = 0
                while next < end {
                    let wait = next - ContinuousClock.now
                    if wait > .zero {
                        Thread.sleep(forTimeInterval: Double(wait.components.attoseconds) / 1e18 + Double(wait.components.seconds))
                    }
                    sequence += 1
                    let report = Self.report(catalog: catalog, index: index, passed: sequence % 8)
                    let request = HTTPRequest(
                        method: "POST", path: "/handin",
                        headers: [
                            Room.codeHeader.lowercased(): room.code.text, Room.secretHeader.lowercased(): secret,
                            Room.sequenceHeader.lowercased(): "\(sequence)",
                        ], body: report.encoded(), client: "10.0.0.\(index)")
                    if room.respond(to: request).status == 200 { posts.add(1, ordering: .relaxed) }
                    next = next + .seconds(1)
                }
            }.start()
        }
        let target = Data("GET /table HTTP/1.1\r\nHost: 127.0.0.1\r\n\(Room.keyHeader): \(room.instructorKey)\r\n\r\n".utf8)
        for _ in 0..<readers {
            group.enter()
            Thread {
                defer { group.leave() }
                var mine: [Duration] = []
                while ContinuousClock.now < end {
                    let asked = ContinuousClock.now
                    if PageHammer.fetch(port: server.port, request: target, minimumBytes: 1_000) {
                        mine.append(ContinuousClock.now - asked)
                    }
                }
                samples.withLock { $0 += mine }
            }.start()
        }
        group.wait()
        let sorted = samples.withLock { $0.sorted() }
        guard !sorted.isEmpty else { throw .refused(status: 0, message: "no table was answered") }
        let figures = Figures(
            p50: sorted[sorted.count / 2], p90: sorted[sorted.count * 9 / 10], requests: sorted.count,
            posts: posts.load(ordering: .relaxed), renders: room.renders.load(ordering: .relaxed) - rendersBefore, renderTime: renderTime)
        say(
            "table: p50 \(Self.milliseconds(figures.p50)) ms, p90 \(Self.milliseconds(figures.p90)) ms over \(figures.requests) requests; "
                + "\(figures.posts) hand-ins kept, \(figures.renders) renderings")
        return figures
    }

    static func milliseconds(_ duration: Duration) -> String {
        String(format: "%.1f", Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15)
    }

    /// A learner somewhere in the catalogue with a long failing test, as the sample room has.
    static func report(catalog: KataCatalog, index: Int, passed: Int) -> LearnerReport {
        let now = Date()
        let katas = catalog.katas.prefix(3).enumerated().map { position, kata -> LearnerReport.Kata in
            .init(
                slug: kata.slug, status: position < 2 ? .done : .inProgress, testsPassed: position < 2 ? 8 : passed,
                testsFailed: position < 2 ? 0 : 8 - passed, lastCheck: now, lastProgress: now, hintsShown: position < 2 ? 0 : 1,
                firstFailingTest: position < 2 ? nil : "Rule 2: the sender never hears its own message, even when it sends twice")
        }
        // An older client's machine id (4 hex digits, no key to prove), apart from the sample learners'.
        return LearnerReport(learner: "Poster \(index)", written: now, katas: Array(katas), machine: String(format: "b%03x", index))
    }
}
