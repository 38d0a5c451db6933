import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Asks a server on this machine for one page as fast as a few clients can, one request per
/// connection (as the room answers), and counts the whole answers: the instrument of the page
/// benchmark, pointed in turn at the room and at a reference server serving the same bytes.
public enum PageHammer {
    public struct Result: Sendable {
        public let answers: Int
        public let failures: Int
        public let seconds: Double
        public var perSecond: Double { seconds > 0 ? Double(answers) / seconds : 0 }
    }

    /// GETs `target` (path and query) on 127.0.0.1:`port` from `clients` threads for `duration`;
    /// an answer counts when it is a 200 of at least `minimumBytes`.
    public static func run(port: UInt16, target: String, clients: Int, duration: Duration, minimumBytes: Int) -> Result {
        let counts = Mutex((answers: 0, failures: 0))
        let request = Data("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
        let started = ContinuousClock.now
        let end = started + duration
        let group = DispatchGroup()
        for _ in 0..<clients {
            group.enter()
            Thread {
                var (answers, failures) = (0, 0)
                while ContinuousClock.now < end {
                    if fetch(port: port, request: request, minimumBytes: minimumBytes) { answers += 1 } else { failures += 1 }
                }
                counts.withLock {
                    $0.answers += answers; $0.failures += failures
                }
                group.leave()
            }.start()
        }
        group.wait()
        let elapsed = (ContinuousClock.now - started).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        return counts.withLock { Result(answers: $0.answers, failures: $0.failures, seconds: seconds) }
    }

    /// One request on a connection of its own; true for a 200 of at least `minimumBytes`.
    static func fetch(port: UInt16, request: Data, minimumBytes: Int) -> Bool {
        let descriptor = socket(AF_INET, SocketCalls.stream, 0)
        guard descriptor >= 0 else { return false }
        defer { SocketCalls.close(descriptor) }
        SocketCalls.setReceiveTimeout(descriptor, .seconds(10))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return false }
        let sent = request.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, SocketCalls.sendFlags) }
        guard sent == request.count else { return false }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var total = 0
        var head = [UInt8]()
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            if head.count < 12 { head += buffer[0..<min(count, 12 - head.count)] }
            total += count
        }
        return String(decoding: head, as: UTF8.self).hasPrefix("HTTP/1.") && head.count >= 12 && head[9...11] == [50, 48, 48]
            && total >= minimumBytes
    }
}
