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

    /// The next connection's descriptor, or `nil` once the socket is closed.
    func accept() -> Int32? {
        while true {
            #if canImport(Glibc)
                let client = Glibc.accept(descriptor, nil, nil)
            #else
                let client = Darwin.accept(descriptor, nil, nil)
            #endif
            if client >= 0 { return client }
            if errno == EINTR || errno == ECONNABORTED { continue }
            return nil
        }
    }

    /// Wakes a blocked `accept` and releases the port.
    func close() {
        shutdown(descriptor, Int32(SHUT_RDWR))
        SocketCalls.close(descriptor)
    }
}
