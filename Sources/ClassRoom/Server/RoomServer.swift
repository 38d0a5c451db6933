import Dispatch
import Foundation
import Synchronization

/// The room on the network: a socket bound where told, an accept loop on its own thread, each
/// connection answered on a worker with a deadline, at most `connectionLimit` at once.
public final class RoomServer: Sendable {
    public let room: Room
    private let socket: ListeningSocket
    /// Connections being answered; beyond the limit a client gets 503 at once.
    private let active = Mutex(0)
    static let connectionLimit = 32
    /// The time a client has to send its whole request.
    static let requestTimeout: Duration = .seconds(5)

    public var port: UInt16 { socket.port }

    public init(room: Room, address: String, port: UInt16) throws(RoomError) {
        self.room = room
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
                connection.write(HTTPResponse.text(503, "The room is busy; try again\n").serialized)
                continue
            }
            DispatchQueue.global().async { [self] in
                answer(Connection(descriptor: descriptor, timeout: Self.requestTimeout))
                active.withLock { $0 -= 1 }
            }
        }
    }

    private func answer(_ connection: consuming Connection) {
        let response: HTTPResponse
        do {
            response = room.respond(to: try HTTPRequest.read(from: connection))
        } catch {
            response = error.response
        }
        connection.write(response.serialized)
    }
}
