#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The network a client address belongs to, as the fair share counts it: its /24 for IPv4, its
/// /64 for IPv6 (one home or one host hands out a whole /64). Someone with many addresses of
/// one network holds connections as one client when the room is full.
enum AddressPrefix {
    static func of(_ address: String) -> String {
        var v4 = in_addr()
        if inet_pton(AF_INET, address, &v4) == 1 {
            let bytes = withUnsafeBytes(of: v4) { Array($0) }
            return "\(bytes[0]).\(bytes[1]).\(bytes[2]).0/24"
        }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, address, &v6) == 1 {
            let bytes = withUnsafeBytes(of: v6) { Array($0) }
            if bytes[0..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xFF, bytes[11] == 0xFF {
                return "\(bytes[12]).\(bytes[13]).\(bytes[14]).0/24"
            }
            return bytes[0..<8].map { String($0, radix: 16) }.joined(separator: ":") + "::/64"
        }
        return address
    }
}
