import Foundation
import KataEngine
import Testing

@testable import ClassRoom

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The instructor's requests answer only to loopback's names and the room's own address: this
/// machine's name and `<name>.local` (which anyone on the Wi-Fi can answer multicast DNS for,
/// and so re-point at a page of theirs) get 421 for them, while learners may still use them.
@Suite struct RoomInstructorHostTests {
    static var machineName: String {
        var buffer = [CChar](repeating: 0, count: 256)
        _ = gethostname(&buffer, buffer.count - 1)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self).lowercased()
    }

    @Test(
        "Admin actions and keyed pages by <machine>.local or the machine's name: 421, nothing done; by 127.0.0.1 or localhost: answered; a learner's join by <machine>.local still answered"
    )
    func instructorsAnswerOnlyToTheRoomsAddress() throws {
        let fixture = try RoomFixture(clock: ManualClock().roomClock)
        let room = fixture.room
        #expect(room.admit(RoomFixture.report("ada")).status == 200)
        let port = fixture.server.port
        let key = room.instructorKey
        let name = Self.machineName
        try #require(!name.isEmpty)
        for host in ["\(name).local:\(port)", "\(name.uppercased()).LOCAL:\(port)", "\(name).local.:\(port)", "\(name):\(port)"] {
            let close = fixture.raw(
                Data("POST /admin/close HTTP/1.1\r\nHost: \(host)\r\nX-Room-Key: \(key)\r\nContent-Length: 0\r\n\r\n".utf8))
            #expect(close.status == 421 && !room.isClosed, "\(host): \(close)")
            let table = fixture.raw(Data("GET /table HTTP/1.1\r\nHost: \(host)\r\nX-Room-Key: \(key)\r\n\r\n".utf8))
            #expect(table.status == 421 && !table.contains("ada"), "\(host)")
            let page = fixture.raw(Data("GET /?key=\(key) HTTP/1.1\r\nHost: \(host)\r\n\r\n".utf8))
            #expect(page.status == 421, "\(host)")
        }
        // A learner's join by that name is no instructor's request: answered as before.
        let join = RoomFixture.report("bea", machine: "b001").encoded()
        var head = "POST /join HTTP/1.1\r\nHost: \(name).local:\(port)\r\nX-Room-Code: \(RoomFixture.code.text)\r\n"
        head += "Content-Type: application/json\r\nContent-Length: \(join.count)\r\n\r\n"
        #expect(fixture.raw(Data(head.utf8) + join, from: "127.0.0.93").status == 200)
        for host in ["127.0.0.1:\(port)", "localhost:\(port)"] {
            let close = fixture.raw(
                Data("POST /admin/close HTTP/1.1\r\nHost: \(host)\r\nX-Room-Key: \(key)\r\nContent-Length: 0\r\n\r\n".utf8))
            #expect(close.status == 200 && room.isClosed, "\(host): \(close)")
            #expect(fixture.raw(Data("GET /table HTTP/1.1\r\nHost: \(host)\r\nX-Room-Key: \(key)\r\n\r\n".utf8)).status == 200)
        }
    }
}
