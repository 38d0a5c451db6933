import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Talks to the room with Foundation's URL loading, with a timeout: a check never waits on the
/// network (a background sender does), and `make join` says whether the room kept its report.
/// The room answers only once the report is on its disk, and a disk busy with a room's worth of
/// builds can take seconds to flush, so the default allows 15 s. Only a 2xx means kept;
/// everything else says why not.
public struct RoomPoster: Sendable {
    public enum Outcome: Equatable, Sendable {
        case kept
        /// The room asked to slow down (429, or 503 while busy, with the `Retry-After` that says
        /// waiting helps): the report waits. `message`: the room's own words.
        case retry(afterSeconds: Int, message: String = "")
        /// The room answered but did not keep it (a failed write on its disk): the report waits.
        case notKept(status: Int, message: String)
        /// Refused for good (a wrong code, an unknown secret, a report it will never take).
        case refused(status: Int, message: String)
        case unreachable(String)
    }

    /// What joining gave: the secret to keep, or why not.
    public enum JoinOutcome: Equatable, Sendable {
        case joined(secret: String)
        case failed(Outcome)
    }

    public let membership: RoomMembership
    public let timeout: TimeInterval
    /// How many seconds `join` waits in all when the room says it is busy or asks it to slow
    /// down, before it gives up: a join at the moment a room is flooded still gets in.
    public var joinPatienceSeconds = 60
    /// Waits that many seconds before `join` asks again, told the room's words (a test moves a
    /// clock instead; `make join` says both).
    public var waitBeforeAskingAgain: @Sendable (Int, String) -> Void = { seconds, _ in Thread.sleep(forTimeInterval: TimeInterval(seconds))
    }

    public init(membership: RoomMembership, timeout: TimeInterval = 15) { (self.membership, self.timeout) = (membership, timeout) }

    /// Hands `pending` in with this machine's secret and the report's sequence number.
    public func post(_ pending: RoomOutbox.Pending) -> Outcome {
        var headers = [Room.sequenceHeader: "\(pending.sequence)"]
        if let secret = membership.secret { headers[Room.secretHeader] = secret }
        return Self.outcome(exchange(path: "handin", body: pending.report, headers: headers))
    }

    /// Joins with a first report; `previousSecret` is this machine's secret from an earlier join
    /// of the same room, so the room keeps or retires that row instead of refusing the name.
    /// `sequence`: the machine's last sequence number, where its hand-ins go on from.
    /// `attempt`: the join's own token (``PendingJoin``: the same one again for a join whose
    /// answer was lost). `machineKey`: the key that proves the report's machine id
    /// (``MachineIdentity``), `nil` for an id no key proves. `word`: the learner's join word
    /// (``JoinWord``), when the class list gives them one.
    public func join(
        _ report: Data, previousSecret: String?, sequence: Int = 0, attempt: String = RoomSecret.make(), machineKey: String? = nil,
        word: String? = nil
    ) -> JoinOutcome {
        var headers = [Room.sequenceHeader: "\(max(0, sequence))", Room.attemptHeader: attempt]
        if let word { headers[Room.wordHeader] = word }
        if let previousSecret { headers[Room.secretHeader] = previousSecret }
        if let machineKey { headers[Room.machineKeyHeader] = machineKey }
        // No answer at all (a dropped connection, a busy room) may hide a join the room kept: the
        // same bytes sent again get the same secret, where a new join would find the name taken.
        var answer = exchange(path: "join", body: report, headers: headers)
        for _ in 0..<Self.joinResends {
            guard case .failed = answer else { break }
            answer = exchange(path: "join", body: report, headers: headers)
        }
        // Busy, or asked to slow down: the same join again once the room says, within the patience.
        var waited = 0
        while case .retry(let seconds, let message) = Self.outcome(answer), waited + seconds <= joinPatienceSeconds {
            waitBeforeAskingAgain(seconds, message)
            waited += seconds
            answer = exchange(path: "join", body: report, headers: headers)
        }
        let outcome = Self.outcome(answer)
        guard outcome == .kept else { return .failed(outcome) }
        guard case .answered(_, _, let data) = answer, let decoded = try? JSONDecoder().decode(JoinAnswer.self, from: data),
            RoomSecret.isWellFormed(decoded.secret)
        else { return .failed(.refused(status: 200, message: "the room's answer carries no secret (is it an older room?)")) }
        return .joined(secret: decoded.secret)
    }

    /// Times a join that got no answer is sent again, unchanged.
    static let joinResends = 2

    enum Answer: Sendable {
        case answered(status: Int, retryAfter: Int?, body: Data)
        case failed(String)
    }

    private func exchange(path: String, body: Data, headers: [String: String]) -> Answer {
        var headers = headers
        headers[Room.codeHeader] = membership.code
        headers["Content-Type"] = "application/json"
        return Self.post(body, to: membership.url.appendingPathComponent(path), headers: headers, timeout: timeout)
    }

    /// POSTs `body` to `url` with `headers`, waiting `timeout` at most; redirects are refused.
    static func post(_ body: Data, to url: URL, headers: [String: String], timeout: TimeInterval) -> Answer {
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.httpMethod = "POST"
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        request.httpBody = body
        let answer = Box()
        let done = DispatchSemaphore(value: 0)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        let session = URLSession(configuration: configuration, delegate: NoRedirects(), delegateQueue: nil)
        session.dataTask(with: request) { data, response, error in
            if let error {
                answer.set(.failed(error.localizedDescription))
            } else if let http = response as? HTTPURLResponse {
                let retry = http.value(forHTTPHeaderField: "Retry-After").flatMap { Int($0) }
                answer.set(.answered(status: http.statusCode, retryAfter: retry, body: data ?? Data()))
            } else {
                answer.set(.failed("not an HTTP answer"))
            }
            done.signal()
        }.resume()
        if done.wait(timeout: .now() + timeout + 1) == .timedOut { answer.set(.failed("no answer in \(Int(timeout)) s")) }
        session.finishTasksAndInvalidate()
        return answer.value
    }

    static func outcome(_ answer: Answer) -> Outcome {
        switch answer {
        case .failed(let reason): return .unreachable(reason)
        case .answered(let status, let retryAfter, let body):
            let message = String(decoding: body.prefix(400), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            switch status {
            case 200..<300: return .kept
            // The room says when waiting helps (`Retry-After`); a refusal without it, such as a
            // 429 for the learners one address may seat, is the same however often it is asked.
            case 429 where retryAfter != nil, 503 where retryAfter != nil:
                return .retry(afterSeconds: min(max(retryAfter ?? 2, 1), 30), message: String(message.prefix(200)))
            case 500..<600: return .notKept(status: status, message: String(message.prefix(200)))
            default: return .refused(status: status, message: String(message.prefix(200)))
            }
        }
    }

    /// Refuses every redirect: a redirect would carry the room's code and this machine's secret
    /// to another address. The 3xx itself is the answer (refused, with its status).
    private final class NoRedirects: NSObject, URLSessionTaskDelegate, Sendable {
        func urlSession(
            _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
        ) {
            completionHandler(nil)
        }
    }

    /// The answer handed from the session's thread to the waiting one.
    private final class Box: Sendable {
        private let stored = Mutex(Answer.failed("no answer"))
        func set(_ answer: Answer) { stored.withLock { $0 = answer } }
        var value: Answer { stored.withLock { $0 } }
    }
}
