import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Posts one report to the room with Foundation's URL loading, with a short timeout: a check
/// never waits on the network (a background sender does), and `make join` says at once
/// whether the room answered.
public struct RoomPoster: Sendable {
    public enum Outcome: Equatable, Sendable {
        case kept
        case retry(afterSeconds: Int)
        case refused(status: Int, message: String)
        case unreachable(String)
    }

    public let membership: RoomMembership
    public let timeout: TimeInterval

    public init(membership: RoomMembership, timeout: TimeInterval = 5) { (self.membership, self.timeout) = (membership, timeout) }

    public func post(_ report: Data) -> Outcome {
        var request = URLRequest(url: membership.url.appendingPathComponent("handin"), timeoutInterval: timeout)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue(membership.code, forHTTPHeaderField: Room.codeHeader)
        request.httpBody = report
        let answer = Answer()
        let done = DispatchSemaphore(value: 0)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        let session = URLSession(configuration: configuration)
        session.dataTask(with: request) { data, response, error in
            answer.set(Self.outcome(data: data, response: response, error: error))
            done.signal()
        }.resume()
        if done.wait(timeout: .now() + timeout + 1) == .timedOut { answer.set(.unreachable("no answer in \(Int(timeout)) s")) }
        session.finishTasksAndInvalidate()
        return answer.value
    }

    static func outcome(data: Data?, response: URLResponse?, error: Error?) -> Outcome {
        if let error { return .unreachable(error.localizedDescription) }
        guard let http = response as? HTTPURLResponse else { return .unreachable("not an HTTP answer") }
        let message = data.flatMap { String(data: $0, encoding: .utf8) }?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        switch http.statusCode {
        case 200..<300: return .kept
        case 429, 503:
            let wait = (http.value(forHTTPHeaderField: "Retry-After")).flatMap(Int.init) ?? 2
            return .retry(afterSeconds: min(max(wait, 1), 30))
        default: return .refused(status: http.statusCode, message: String(message.prefix(200)))
        }
    }

    /// The answer handed from the session's thread to the waiting one.
    private final class Answer: Sendable {
        private let stored = Mutex(Outcome.unreachable("no answer"))
        func set(_ outcome: Outcome) { stored.withLock { $0 = outcome } }
        var value: Outcome { stored.withLock { $0 } }
    }
}
