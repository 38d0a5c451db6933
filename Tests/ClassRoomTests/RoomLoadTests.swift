import Foundation
import PlaygroundTestSupport
import Synchronization
import Testing

@testable import ClassRoom

/// A room holds a class: 200 learners, each from an address of its own as on a workshop's
/// network, join and hand in over loopback while the projector's page is read; nothing is lost.
/// Prints the latencies it measured and asserts none: CI runs this beside builds on two cores.
@Suite struct RoomLoadTests {
    static let learners = 200
    static let rounds = 4

    static func address(of learner: Int) -> String { "127.0.\(1 + learner / 200).\(1 + learner % 200)" }

    @Test(
        "200 learners posting 4 times each while the page refreshes: every last report arrives, the page always answers (p50/p99 printed)")
    func aRoomOfTwoHundred() throws {
        let fixture = try RoomFixture()
        let latencies = Mutex<(posts: [Duration], pages: [Duration], failures: [String], retries: Int)>(([], [], [], 0))
        let done = DispatchGroup()
        // Everyone joins first (a herd the room answers with 503 and Retry-After where it must),
        // then the posts are measured.
        let joined = DispatchGroup()
        for _ in 0..<Self.learners { joined.enter() }
        for learner in 0..<Self.learners {
            done.enter()
            Thread {
                defer { done.leave() }
                let source = Self.address(of: learner)
                // One join, sent again as it was when no answer came (the room may have kept it
                // and lost only the answer, on a machine loaded far past its cores).
                let join = RoomFixture.post(
                    RoomFixture.report("learner\(learner)", machine: RoomFixture.machine("a", learner), passed: 0).encoded(), path: "/join",
                    attempt: RoomSecret.make())
                let joining = Self.patiently(unanswered: true) { fixture.raw(join, from: source) }
                joined.leave()
                guard let secret = RoomFixture.secret(in: joining.answer) else {
                    latencies.withLock {
                        $0.failures.append("learner\(learner): not joined: \(joining.answer.prefix(12)) … \(joining.answer.suffix(80))")
                    }
                    return
                }
                joined.wait()
                // Learners check at their own moments, not all in one instant.
                Thread.sleep(forTimeInterval: Double(learner % 25) * 0.012)
                for round in 1...Self.rounds {
                    let report = RoomFixture.report("learner\(learner)", machine: RoomFixture.machine("a", learner), passed: round)
                    let started = ContinuousClock.now
                    let (answer, retries) = Self.patiently(unanswered: true) {
                        fixture.raw(RoomFixture.handIn(report, secret: secret, sequence: round), from: source)
                    }
                    let took = ContinuousClock.now - started
                    latencies.withLock { state in
                        state.posts.append(took)
                        state.retries += retries
                        // The status line and the room's reason, which ends the answer.
                        if answer.status != 200 { state.failures.append("learner\(learner): \(answer.prefix(20)) … \(answer.suffix(100))") }
                    }
                    // A learner checks every few seconds, not in a loop.
                    Thread.sleep(forTimeInterval: 0.3)
                }
            }.start()
        }
        let reading = Atomic(true)
        let reader = DispatchGroup()
        reader.enter()
        Thread {
            while reading.load(ordering: .relaxed) {
                let started = ContinuousClock.now
                let (page, retries) = Self.patiently(unanswered: true) { fixture.page(from: "127.0.9.9") }
                let took = ContinuousClock.now - started
                latencies.withLock { state in
                    state.pages.append(took)
                    state.retries += retries
                    if page.status != 200 { state.failures.append("page: \(page.prefix(40))") }
                }
            }
            reader.leave()
        }.start()
        done.wait()
        reading.store(false, ordering: .relaxed)
        reader.wait()

        let (posts, pages, failures, retries) = latencies.withLock { $0 }
        #expect(
            failures.isEmpty,
            "\(failures.count) failures: \(failures.prefix(5)); the room said: \(fixture.events.withLock { $0.filter { $0.contains("could not") } })"
        )
        #expect(posts.count == Self.learners * Self.rounds)
        let kept = fixture.room.learners
        #expect(kept.count == Self.learners)
        #expect(kept.allSatisfy { $0.katas.first?.testsPassed == Self.rounds }, "a learner's last report is missing")
        let page = fixture.room.table().html(live: true)
        #expect((0..<Self.learners).allSatisfy { page.contains(ClassTable.nameMarkup("learner\($0)")) })
        print(
            "room load: \(Self.learners) learners, \(posts.count) posts (requests sent again as the client does, after 429/503 or no answer: \(retries)), \(pages.count) page reads; posts p50 "
                + "\(Self.milliseconds(Self.percentile(posts, 0.5))) ms p99 \(Self.milliseconds(Self.percentile(posts, 0.99))) ms; "
                + "page p50 \(Self.milliseconds(Self.percentile(pages, 0.5))) ms p99 \(Self.milliseconds(Self.percentile(pages, 0.99))) ms")
        // No bound on time: the figures printed above are the measurement; `make bench-room` compares.
    }

    /// Sends as the real client does: told to wait (429, or 503 with Retry-After), it waits that
    /// long and tries again, up to 600 times (a machine loaded far past its cores can keep the
    /// room's seats busy for minutes; a room that never answers fails the test all the same). With `unanswered` also when no answer came at all (the
    /// room closed a connection that had sent nothing for too long, as it does to hold its seats,
    /// and a client thread on a machine this busy can go unscheduled for seconds): the real
    /// client keeps the report and its next check sends it again, a moment later here. A hand-in
    /// sent twice is answered 200 either way. Tests of who gets a seat leave `unanswered` off.
    static func patiently(unanswered: Bool = false, _ send: () -> String) -> (answer: String, retries: Int) {
        var answer = send()
        var retries = 0
        while retries < 600, let wait = Self.retryAfter(answer, unanswered: unanswered) {
            Thread.sleep(forTimeInterval: wait)
            retries += 1
            answer = send()
        }
        return (answer, retries)
    }

    /// How long the client waits before sending again, or `nil` when this answer is final.
    static func retryAfter(_ answer: String, unanswered: Bool) -> Double? {
        guard let status = answer.status else { return unanswered ? 0.5 : nil }
        guard [429, 503].contains(status),
            let wait = answer.split(separator: "\r\n").first(where: { $0.hasPrefix("Retry-After: ") }).flatMap({ Int($0.dropFirst(13)) })
        else { return nil }
        return Double(min(wait, 2))
    }

    static func percentile(_ values: [Duration], _ fraction: Double) -> Duration {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .zero }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction))]
    }

    static func milliseconds(_ duration: Duration) -> String {
        String(format: "%.1f", Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1000)
    }
}
