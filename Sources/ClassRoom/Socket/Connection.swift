import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One accepted client: bytes in with a deadline, bytes out, closed once. Every read is bounded
/// in size and time, so a client that sends forever or nothing at all costs a few seconds.
final class Connection {
    let descriptor: Int32
    /// When the whole request must have arrived (a client dribbling one byte at a time is cut off).
    let deadline: ContinuousClock.Instant
    private var isClosed = false

    init(descriptor: Int32, timeout: Duration) {
        self.descriptor = descriptor
        deadline = .now + timeout
        SocketCalls.setTimeouts(descriptor, seconds: max(1, Int(timeout.components.seconds)))
    }

    enum ReadEnd: Error { case closed, timedOut }

    /// Up to `limit` more bytes (at least one), or why none came.
    func read(upTo limit: Int) throws(ReadEnd) -> Data {
        guard ContinuousClock.now < deadline else { throw .timedOut }
        var buffer = [UInt8](repeating: 0, count: max(1, min(limit, 16_384)))
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count > 0 { return Data(buffer[0..<count]) }
        if count == 0 { throw .closed }
        throw errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? .timedOut : .closed
    }

    /// Sends the answer and closes: every connection carries one request.
    func finish(with data: Data) {
        guard !isClosed else { return }
        write(data)
        isClosed = true
        shutdown(descriptor, Int32(SHUT_RDWR))
        SocketCalls.close(descriptor)
    }

    /// Sends everything, or stops quietly when the client has gone.
    private func write(_ data: Data) {
        var sent = 0
        data.withUnsafeBytes { bytes in
            while sent < bytes.count {
                let count = send(descriptor, bytes.baseAddress?.advanced(by: sent), bytes.count - sent, SocketCalls.sendFlags)
                if count <= 0 { return }
                sent += count
            }
        }
    }

    /// A connection dropped without an answer is still closed.
    deinit { if !isClosed { SocketCalls.close(descriptor) } }
}
