import Foundation

@testable import ClassRoom

#if canImport(Glibc)
    import Glibc
#endif

/// The least a server can do to serve one page: a thread per connection reads up to the end of
/// the head and sends fixed bytes. What the room's page speed is compared with in CI, where
/// python3 need not exist (`make bench-room` compares with python3 -m http.server).
final class ReferenceServer: Sendable {
    private let socket: ListeningSocket
    private let answer: Data
    var port: UInt16 { socket.port }

    init(serving body: Data) throws {
        socket = try ListeningSocket(address: "127.0.0.1", port: 0)
        answer =
            Data("HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n".utf8) + body
        Thread { [self] in
            while let (descriptor, _) = socket.accept() {
                Thread { [answer] in
                    var buffer = [UInt8](repeating: 0, count: 8_192)
                    var received = [UInt8]()
                    while !received.suffix(4).elementsEqual([13, 10, 13, 10]) {
                        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
                        if count <= 0 { break }
                        received += buffer[0..<count]
                    }
                    _ = answer.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                    shutdown(descriptor, Int32(SHUT_RDWR))
                    close(descriptor)
                }.start()
            }
        }.start()
    }

    deinit { socket.close() }
}
