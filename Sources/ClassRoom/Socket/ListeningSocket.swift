import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP socket bound to one IPv4 address and port, listening: the room server's front door.
/// Binding where told is a safety limit: `127.0.0.1` keeps the room on this machine.
final class ListeningSocket: Sendable {
    let descriptor: Int32
    /// The port actually bound (the system's choice when 0 was asked for).
    let port: UInt16

    init(address: String, port: UInt16) throws(RoomError) {
        var socketAddress = sockaddr_in()
        socketAddress.sin_family = sa_family_t(AF_INET)
        socketAddress.sin_port = port.bigEndian
        guard inet_pton(AF_INET, address, &socketAddress.sin_addr) == 1 else {
            throw .badAddress(address, reason: "not an IPv4 address such as 0.0.0.0 or 127.0.0.1")
        }
        let descriptor = socket(AF_INET, SocketCalls.stream, 0)
        guard descriptor >= 0 else { throw .socket(operation: "open a socket", reason: SocketCalls.lastError) }
        SocketCalls.set(descriptor, SOL_SOCKET, SO_REUSEADDR, 1)
        let bound = withUnsafePointer(to: &socketAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 128) == 0 else {
            let reason = SocketCalls.lastError
            SocketCalls.close(descriptor)
            throw .socket(operation: "listen on \(address):\(port)", reason: reason)
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        self.descriptor = descriptor
        self.port = UInt16(bigEndian: actual.sin_port)
    }

    /// The next connection's descriptor and the client's IPv4 address, or `nil` once the socket is closed.
    func accept() -> (descriptor: Int32, client: String)? {
        while true {
            guard state.withLock({ $0.beginAccepting() }) else { return nil }
            // Waits in `poll`, a fifth of a second at a time, and looks again whether it was
            // closed: macOS does not wake an `accept` when its socket is shut down.
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 200) > 0 else {
                guard state.withLock({ $0.endAccepting(descriptor) }) else { return nil }
                continue
            }
            var peer = sockaddr_in()
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let client = withUnsafeMutablePointer(to: &peer) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                    #if canImport(Glibc)
                        Glibc.accept(descriptor, address, &length)
                    #else
                        Darwin.accept(descriptor, address, &length)
                    #endif
                }
            }
            let failure = errno
            // Closed meanwhile: this thread gives the number back, and takes no connection.
            guard state.withLock({ $0.endAccepting(descriptor) }) else {
                if client >= 0 { SocketCalls.close(client) }
                return nil
            }
            if client >= 0 { return (client, Self.text(of: peer.sin_addr)) }
            if failure == EINTR || failure == ECONNABORTED { continue }
            // Out of descriptors or memory for a moment (a crowd of sockets): the connection
            // waits in the backlog until a worker closes one; accepting goes on, never stops.
            if failure == EMFILE || failure == ENFILE || failure == ENOBUFS || failure == ENOMEM {
                usleep(10_000)
                continue
            }
            return nil
        }
    }

    private static func text(of address: in_addr) -> String {
        var address = address
        var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
        guard inet_ntop(AF_INET, &address, &text, socklen_t(INET_ADDRSTRLEN)) != nil else { return "unknown" }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Stops listening and wakes a blocked `accept`, once. The number is given back by whoever
    /// holds it last: here when no thread is in `accept`, else by that thread when it wakes. A
    /// thread that called `accept` on a number closed under it would accept, on another socket
    /// the process opened under that number since, connections meant for someone else.
    func close() {
        state.withLock { state in
            guard !state.isClosed else { return }
            state.isClosed = true
            shutdown(descriptor, Int32(SHUT_RDWR))
            if state.accepting == 0 { state.release(descriptor) }
        }
    }

    deinit { state.withLock { $0.release(descriptor) } }

    private let state = Mutex(Lifecycle())

    /// Whether the socket is closed, how many threads are in `accept`, and whether the number
    /// was given back.
    private struct Lifecycle {
        var isClosed = false
        var accepting = 0
        var isReleased = false

        /// False once closed: no `accept` starts on a number that may be given back.
        mutating func beginAccepting() -> Bool {
            guard !isClosed else { return false }
            accepting += 1
            return true
        }

        /// False when the socket was closed during the `accept`, whose number is then given back.
        mutating func endAccepting(_ descriptor: Int32) -> Bool {
            accepting -= 1
            guard isClosed else { return true }
            if accepting == 0 { release(descriptor) }
            return false
        }

        mutating func release(_ descriptor: Int32) {
            guard !isReleased else { return }
            isReleased = true
            SocketCalls.close(descriptor)
        }
    }
}
