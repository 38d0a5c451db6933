import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One accepted client: bytes in with deadlines, bytes out, closed once. Every read is bounded
/// in size and time: the head must arrive by a short deadline, the whole request by a longer
/// one, so a client that sends forever or nothing at all costs a few seconds. The answer is
/// sent within a deadline too, through a bounded send buffer, and whether it may go on is asked
/// (``ConnectionRegistry/mayStall(_:at:)``) each time the client stops taking it for the stall
/// grace or takes only part of what was offered: one that asks and never reads, or reads a
/// trickle, holds its slot for a moment, not for the whole deadline.
final class Connection {
    let descriptor: Int32
    /// The client's IP address.
    let client: String
    /// When the request head must have arrived (a client dribbling one byte at a time is cut off).
    private(set) var deadline: ContinuousClock.Instant
    private let requestDeadline: ContinuousClock.Instant
    /// Told when the first byte arrives and when the head is complete.
    private let onPhase: (ConnectionRegistry.Phase) -> Void
    /// The time to send the whole answer, and the longest the client may take nothing of it
    /// before `mayStall` is asked whether to wait on.
    private let writeTimeout: Duration, stallGrace: Duration
    /// Told each time the client takes bytes of the answer, and how many (none when it starts).
    private let onProgress: (Int) -> Void
    /// Asked when the client has taken nothing for the stall grace, or only part of what was
    /// offered: `false` closes the connection.
    private let mayStall: () -> Bool
    private var phase = ConnectionRegistry.Phase.idle
    private var isClosed = false

    init(
        descriptor: Int32, client: String = "local", headTimeout: Duration, requestTimeout: Duration,
        writeTimeout: Duration = .seconds(10), stallGrace: Duration = .milliseconds(500),
        onPhase: @escaping (ConnectionRegistry.Phase) -> Void = { _ in }, onProgress: @escaping (Int) -> Void = { _ in },
        mayStall: @escaping () -> Bool = { true }
    ) {
        (self.descriptor, self.client, self.onPhase) = (descriptor, client, onPhase)
        (self.writeTimeout, self.stallGrace, self.onProgress, self.mayStall) = (writeTimeout, stallGrace, onProgress, mayStall)
        let now = ContinuousClock.now
        requestDeadline = now + requestTimeout
        deadline = min(now + headTimeout, requestDeadline)
        // Each send waits at most the stall grace; what the kernel holds for a client that does
        // not read is bounded (a 600 KB page is not parked in its buffers).
        SocketCalls.setSendTimeout(descriptor, stallGrace)
        SocketCalls.set(descriptor, SOL_SOCKET, SO_SNDBUF, Self.sendBuffer)
    }

    /// Bytes the kernel may hold for one client's answer: a page to a reading client still
    /// streams at full speed on a LAN.
    static let sendBuffer: Int32 = 65_536

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

    /// Sends everything, or stops quietly when the client has gone, the write deadline has
    /// passed, or the client has stalled (or read too slowly) longer than it may.
    private func write(_ data: Data) {
        let writeDeadline = ContinuousClock.now + writeTimeout
        var sent = 0
        onProgress(0)
        data.withUnsafeBytes { bytes in
            while sent < bytes.count {
                let count = send(descriptor, bytes.baseAddress?.advanced(by: sent), bytes.count - sent, SocketCalls.sendFlags)
                if count > 0 {
                    sent += count
                    onProgress(count)
                    // A send that took part only waited the stall grace for the rest: the client
                    // reads slowly, if at all.
                    guard sent == bytes.count || mayStall() else { return }
                    continue
                }
                let error = errno
                guard count < 0, error == EAGAIN || error == EWOULDBLOCK || error == EINTR, ContinuousClock.now < writeDeadline,
                    error == EINTR || mayStall()
                else { return }
            }
        }
    }

    /// A connection dropped without an answer is still closed.
    deinit { if !isClosed { SocketCalls.close(descriptor) } }
}
