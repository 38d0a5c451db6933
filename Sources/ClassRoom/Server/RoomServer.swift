import Foundation
import Synchronization

/// The room on the network: a socket bound where told, an accept loop on its own thread, each
/// connection answered on a thread of its own with a deadline, at most `connectionLimit` at once.
public final class RoomServer: Sendable {
    public let room: Room
    private let socket: ListeningSocket
    /// Connections being answered; beyond the limit a client gets 503 at once.
    private let active = Mutex(0)
    static let connectionLimit = 32
    /// The time a client has to send its whole request.
    let requestTimeout: Duration

    public var port: UInt16 { socket.port }

    public init(room: Room, address: String, port: UInt16, requestTimeout: Duration = .seconds(5)) throws(RoomError) {
        (self.room, self.requestTimeout) = (room, requestTimeout)
        socket = try ListeningSocket(address: address, port: port)
    }

    /// Starts accepting on a thread of its own and returns.
    public func start() {
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "room-accept"
        thread.start()
    }

    /// Stops accepting; connections being answered finish.
    public func stop() { socket.close() }

    private func acceptLoop() {
        while let descriptor = socket.accept() {
            let admitted = active.withLock { count in
                guard count < Self.connectionLimit else { return false }
                count += 1
                return true
            }
            guard admitted else {
                let connection = Connection(descriptor: descriptor, timeout: .seconds(1))
                connection.finish(with: HTTPResponse.text(503, "The room is busy; try again\n").serialized)
                continue
            }
            // A thread per connection, never a shared pool: a pool of as many threads as cores
            // would let two stalled clients (or a busy host process) keep everyone else waiting.
            let worker = Thread { [self] in
                answer(Connection(descriptor: descriptor, timeout: requestTimeout))
                active.withLock { $0 -= 1 }
            }
            worker.name = "room-connection"
            worker.start()
        }
    }

    private func answer(_ connection: Connection) {
        let response: HTTPResponse
        do {
            response = room.respond(to: try HTTPRequest.read(from: connection))
        } catch {
            response = error.response
        }
        connection.finish(with: response.serialized)
    }
}
