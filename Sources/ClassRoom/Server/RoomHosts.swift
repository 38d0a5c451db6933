#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The names a request's `Host` may carry: the addresses the room listens on (every address of
/// this machine when bound to 0.0.0.0), `localhost`, this machine's host name, and any name the
/// instructor gave. A page on `evil.example` whose name is re-pointed at the room's address
/// (DNS rebinding) is the same origin as the room to the browser, so it could send the room's
/// headers; its requests still say `Host: evil.example`, and are refused before anything counts.
/// A request without `Host` is not from a browser (every browser sends it) and is let through.
struct RoomHosts: Sendable {
    let port: UInt16
    /// Lower-case names and IPv4 addresses, without a port.
    let names: Set<String>
    /// The names the instructor's requests (``RoomInstructorHosts``) may carry: loopback's, the
    /// address the room is bound to and names given to the server, never a name someone else can
    /// answer for (this machine's, `<name>.local`).
    let instructorNames: Set<String>
    /// Bound to every address: this machine's addresses are read again when one is not known
    /// (a laptop that changed networks during the workshop).
    let everyAddress: Bool

    init(address: String, port: UInt16, extraNames: [String] = []) {
        (self.port, everyAddress) = (port, address == "0.0.0.0")
        var names: Set<String> = ["localhost", "127.0.0.1", address.lowercased()]
        if everyAddress { names.formUnion(LocalAddresses.ipv4()) }
        if let host = Self.hostName() { names.formUnion([host, "\(host).local"]) }
        names.formUnion(extraNames.map { $0.lowercased() })
        self.names = names
        // The names the instructor gave too (none from `make room`; a test's own).
        instructorNames = Set(["localhost", "127.0.0.1", address.lowercased()] + extraNames.map { $0.lowercased() })
    }

    /// True when `host` (a `Host` header's value, or `nil` without one) names this room.
    func allows(_ host: String?) -> Bool {
        guard let host else { return true }
        let lowered = host.lowercased()
        var name = Substring(lowered)
        if let colon = lowered.lastIndex(of: ":") {
            guard lowered[lowered.index(after: colon)...] == "\(port)" else { return false }
            name = lowered[..<colon]
        }
        if name.hasSuffix(".") { name = name.dropLast() }
        if names.contains(String(name)) { return true }
        return everyAddress && LocalAddresses.ipv4().contains(String(name))
    }

    /// The `Host` value's name, lower case, without its port and final dot; `nil` for another port.
    func name(in host: String) -> String? {
        let lowered = host.lowercased()
        var name = Substring(lowered)
        if let colon = lowered.lastIndex(of: ":") {
            guard lowered[lowered.index(after: colon)...] == "\(port)" else { return nil }
            name = lowered[..<colon]
        }
        if name.hasSuffix(".") { name = name.dropLast() }
        return String(name)
    }

    private static func hostName() -> String? {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return nil }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self).lowercased()
        return name.isEmpty ? nil : name
    }
}
