import Foundation
import Synchronization
import Testing

@testable import ClassRoom

#if canImport(Glibc)
    import Glibc
#endif

/// A closed listening socket never acts on its old number: tests and rooms share one process,
/// and the number is soon another socket's.
@Suite struct ListeningSocketTests {
    @Test("Once closed, accept takes nothing, even when a new listening socket has the old number")
    func acceptAfterCloseTakesNothing() throws {
        let old = try ListeningSocket(address: "127.0.0.1", port: 0)
        old.close()
        let new = try ListeningSocket(address: "127.0.0.1", port: 0)
        defer { new.close() }
        let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(client) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = new.port.bigEndian
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(connected == 0)
        // When the system gave the new socket the old number (it gives the lowest free one), an
        // accept on the old object that still used it would take the new socket's connection.
        let stolen = old.accept()
        #expect(stolen == nil)
        if let stolen { close(stolen.descriptor) }
        // Asked without waiting, so a connection taken wrongly fails the test instead of hanging it.
        var waiting = pollfd(fd: new.descriptor, events: Int16(POLLIN), revents: 0)
        try #require(poll(&waiting, 1, 0) == 1, "the connection waits for its own socket")
        let taken = try #require(new.accept())
        close(taken.descriptor)
    }

    @Test("Closing while a thread waits in accept wakes it with nothing")
    func closeWakesAccept() throws {
        let listening = try ListeningSocket(address: "127.0.0.1", port: 0)
        let woke = DispatchSemaphore(value: 0)
        let result = Mutex<Bool?>(nil)
        Thread {
            let accepted = listening.accept()
            result.withLock { $0 = accepted == nil }
            woke.signal()
        }.start()
        listening.close()
        woke.wait()
        #expect(result.withLock { $0 } == true)
    }
}
