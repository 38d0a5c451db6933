#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few places the C socket API differs between Linux and macOS, named once.
enum SocketCalls {
    #if canImport(Glibc)
        static let stream = Int32(SOCK_STREAM.rawValue)
        /// A peer that hung up must not kill the process with SIGPIPE.
        static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
        static let stream = SOCK_STREAM
        static let sendFlags: Int32 = 0
    #endif

    /// Sets an integer socket option; `false` when the system refused it.
    @discardableResult
    static func set(_ descriptor: Int32, _ level: Int32, _ option: Int32, _ value: Int32) -> Bool {
        var value = value
        return setsockopt(descriptor, level, option, &value, socklen_t(MemoryLayout<Int32>.size)) == 0
    }

    /// Reads and writes give up after `seconds`, so a client that stalls cannot hold a worker.
    static func setTimeouts(_ descriptor: Int32, seconds: Int) {
        var limit = timeval(tv_sec: seconds, tv_usec: 0)
        let size = socklen_t(MemoryLayout<timeval>.size)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, size)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, size)
        #if canImport(Darwin)
            set(descriptor, SOL_SOCKET, SO_NOSIGPIPE, 1)
        #endif
    }

    static func close(_ descriptor: Int32) {
        #if canImport(Glibc)
            _ = Glibc.close(descriptor)
        #else
            _ = Darwin.close(descriptor)
        #endif
    }

    /// The text of the last system error (`Address already in use`).
    static var lastError: String { String(cString: strerror(errno)) }
}
