import Foundation
import PlaygroundTestSupport
import Synchronization
import Testing

@testable import ClassRoom

/// A room holds a class: 20 learners hand in through the real client while the projector's page
/// is read, nothing is lost and both stay fast. Prints the latencies it measured.
@Suite struct RoomLoadTests {
    static let learners = 20
    static let rounds = 12

    @Test(
        "20 learners posting 12 times each while the page refreshes: every last report arrives, the page always answers (latencies printed)"
    )
    func aRoomOfTwenty() throws {
        let fixture = try RoomFixture()
        // A process's first post also starts Foundation's URL loading; it is counted apart.
        let latencies = Mutex<(first: [Duration], posts: [Duration], pages: [Duration], failures: [String])>(([], [], [], []))
        let done = DispatchGroup()
        for learner in 0..<Self.learners {
            let outboxFolder = try TemporaryFolder("outbox")
            let membership = fixture.member("learner\(learner)", machine: "m\(learner)")
            let sender = RoomSender(outbox: RoomOutbox(katas: outboxFolder.url), poster: RoomPoster(membership: membership))
            done.enter()
            Thread {
                for round in 0..<Self.rounds {
                    let report = RoomFixture.report(membership.learner, machine: "m\(learner)", passed: round)
                    sender.outbox.put(report.encoded())
                    let started = ContinuousClock.now
                    let outcome = sender.run()
                    let took = ContinuousClock.now - started
                    latencies.withLock { state in
                        if round == 0 { state.first.append(took) } else { state.posts.append(took) }
                        if outcome != .kept || sender.outbox.pending != nil {
                            state.failures.append("\(membership.learner): \(String(describing: outcome))")
                        }
                    }
                    Thread.sleep(forTimeInterval: 0.25)
                }
                _ = outboxFolder
                done.leave()
            }.start()
        }
        let reading = Atomic(true)
        let reader = DispatchGroup()
        reader.enter()
        Thread {
            while reading.load(ordering: .relaxed) {
                let started = ContinuousClock.now
                let page = fixture.raw(Data("GET / HTTP/1.1\r\nHost: room\r\n\r\n".utf8))
                let took = ContinuousClock.now - started
                latencies.withLock { state in
                    state.pages.append(took)
                    if page.status != 200 { state.failures.append("page: \(page.prefix(40))") }
                }
                Thread.sleep(forTimeInterval: 0.1)
            }
            reader.leave()
        }.start()
        done.wait()
        reading.store(false, ordering: .relaxed)
        reader.wait()

        let (first, posts, pages, failures) = latencies.withLock { $0 }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
        #expect(first.count + posts.count == Self.learners * Self.rounds)
        let kept = fixture.room.learners
        #expect(kept.count == Self.learners)
        #expect(kept.allSatisfy { $0.katas.first?.testsPassed == Self.rounds - 1 }, "a learner's last report is missing")
        let page = fixture.room.table().html(live: true)
        #expect((0..<Self.learners).allSatisfy { page.contains(">learner\($0)<") })
        let postP99 = Self.percentile(posts, 0.99)
        let pageP99 = Self.percentile(pages, 0.99)
        print(
            "room load: \(Self.learners) learners, \(first.count + posts.count) posts, \(pages.count) page reads; "
                + "first post of each learner (starts URL loading) p50 \(Self.milliseconds(Self.percentile(first, 0.5))) ms; later posts p50 "
                + "\(Self.milliseconds(Self.percentile(posts, 0.5))) ms p99 \(Self.milliseconds(postP99)) ms; page p50 "
                + "\(Self.milliseconds(Self.percentile(pages, 0.5))) ms p99 \(Self.milliseconds(pageP99)) ms")
        // No bound on time: CI runs this beside builds on two cores, and a test that times a busy
        // machine flakes. The figures printed above are the measurement; `make bench-room` compares.
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
