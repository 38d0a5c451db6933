import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One accepted client: bytes in with deadlines, bytes out, closed once. Every read is bounded
/// in size and time: the head must arrive by a short deadline, the whole request by a longer
/// one, so a client that sends forever or nothing at all costs a few seconds.
final class Connection {
    let descriptor: Int32
    /// The client's IP address.
    let client: String
    /// When the request head must have arrived (a client dribbling one byte at a time is cut off).
    private(set) var deadline: ContinuousClock.Instant
    private let requestDeadline: ContinuousClock.Instant
    /// Told when the first byte arrives and when the head is complete.
    private let onPhase: (ConnectionRegistry.Phase) -> Void
    private var phase = ConnectionRegistry.Phase.idle
    private var isClosed = false

    init(
        descriptor: Int32, client: String = "local", headTimeout: Duration, requestTimeout: Duration,
        onPhase: @escaping (ConnectionRegistry.Phase) -> Void = { _ in }
    ) {
        (self.descriptor, self.client, self.onPhase) = (descriptor, client, onPhase)
        let now = ContinuousClock.now
        requestDeadline = now + requestTimeout
        deadline = min(now + headTimeout, requestDeadline)
        SocketCalls.setSendTimeout(descriptor, requestTimeout)
    }

    enum ReadEnd: Error { case closed, timedOut }

    /// The head is in and passed its screening: the body may take until the request deadline.
    func headReceived() {
        deadline = requestDeadline
        move(to: .body)
    }

    /// The whole request is in: it is being answered.
    func requestReceived() { move(to: .answering) }

    /// Reads and drops what the client sends within `grace`, up to `limit` bytes: a request
    /// refused at its head is answered after the body an honest client sent with it, so closing
    /// does not reset the connection before the client reads why (a socket closed with unread
    /// bytes sends a reset, which can discard the answer).
    func discard(upTo limit: Int, within grace: Duration) {
        deadline = min(deadline, ContinuousClock.now + grace)
        var left = limit
        while left > 0, let bytes = try? read(upTo: left) { left -= bytes.count }
    }

    /// Up to `limit` more bytes (at least one), or why none came.
    func read(upTo limit: Int) throws(ReadEnd) -> Data {
        let remaining = deadline - ContinuousClock.now
        guard remaining > .zero else { throw .timedOut }
        SocketCalls.setReceiveTimeout(descriptor, remaining)
        var buffer = [UInt8](repeating: 0, count: max(1, min(limit, 16_384)))
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count > 0 {
            if phase == .idle { move(to: .reading) }
            return Data(buffer[0..<count])
        }
        if count == 0 { throw .closed }
        throw errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? .timedOut : .closed
    }

    private func move(to next: ConnectionRegistry.Phase) {
        phase = next
        onPhase(next)
    }

    /// Sends the answer and closes: every connection carries one request. `beforeClose` gives
    /// the connection's slot back while the descriptor is still its own (nothing else shuts it
    /// down once it is out of the registry).
    func finish(with data: Data, beforeClose: () -> Void = {}) {
        guard !isClosed else { return }
        write(data)
        isClosed = true
        // The slot is given back before the client can see the end: a client that connects
        // again at once must not find its old connection still counted.
        beforeClose()
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
