/// The instructor's requests (every `/admin/…` action, and any request carrying the
/// instructor's key, in its header or the projector's `?key=`) are answered only when their
/// `Host` is loopback's (`localhost`, `127.0.0.1`) or the very address the room is bound to (the
/// one `make room` prints; with `BIND=0.0.0.0`, any address of this machine). This machine's
/// name and `<name>.local`, which learners may still reach the room by, are refused for them:
/// anyone on the room's network can answer multicast DNS for `<name>.local`, so a page of theirs
/// re-pointed at the room (DNS rebinding) would be the room's origin in the instructor's browser.
enum RoomInstructorHosts {
    /// 421 for an instructor's request whose `Host` is not one of those; `nil` otherwise (or
    /// without a `Host`, which no browser omits).
    static func refusal(of head: HTTPRequest, hosts: RoomHosts) -> HTTPResponse? {
        let instructors = head.path.hasPrefix("/admin/") || head.headers[Room.keyHeader.lowercased()] != nil || head.query["key"] != nil
        guard instructors, let host = head.headers["host"] else { return nil }
        if let name = hosts.name(in: host) {
            if hosts.instructorNames.contains(name) { return nil }
            if hosts.everyAddress, LocalAddresses.ipv4().contains(name) { return nil }
        }
        return .text(
            421,
            "The instructor's page and actions answer only to the address make room printed (or localhost), not to a host name\n")
    }
}
