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

    /// A receive gives up after `duration` (at least a millisecond), so a stalled client cannot hold a worker.
    static func setReceiveTimeout(_ descriptor: Int32, _ duration: Duration) {
        setTimeout(descriptor, SO_RCVTIMEO, duration)
    }

    /// A send gives up after `duration`; on macOS a peer that hung up raises no SIGPIPE either.
    static func setSendTimeout(_ descriptor: Int32, _ duration: Duration) {
        setTimeout(descriptor, SO_SNDTIMEO, duration)
        #if canImport(Darwin)
            set(descriptor, SOL_SOCKET, SO_NOSIGPIPE, 1)
        #endif
    }

    private static func setTimeout(_ descriptor: Int32, _ option: Int32, _ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        let microseconds = max(seconds > 0 ? 0 : 1_000, Int(attoseconds / 1_000_000_000_000))
        #if canImport(Glibc)
            var limit = timeval(tv_sec: Int(max(0, seconds)), tv_usec: microseconds)
        #else
            var limit = timeval(tv_sec: Int(max(0, seconds)), tv_usec: Int32(microseconds))
        #endif
        setsockopt(descriptor, SOL_SOCKET, option, &limit, socklen_t(MemoryLayout<timeval>.size))
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
