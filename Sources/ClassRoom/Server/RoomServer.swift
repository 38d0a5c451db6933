import Foundation

/// The room on the network: a socket bound where told, an accept loop on its own thread, each
/// connection answered on a thread of its own with deadlines, within the fair share of
/// ``ServerLimits`` kept by a ``ConnectionRegistry``.
public final class RoomServer: Sendable {
    public let room: Room
    private let socket: ListeningSocket
    let limits: ServerLimits
    let registry: ConnectionRegistry
    /// What a request's `Host` may say.
    let hosts: RoomHosts

    public var port: UInt16 { socket.port }

    /// The addresses this machine connects to itself from.
    static let loopback = ["127.0.0.1", "::1", "::ffff:127.0.0.1"]

    /// `hostNames`: names besides this machine's addresses and host name that learners reach
    /// the room by (a name on the room's network).
    public init(
        room: Room, address: String, port: UInt16, limits: ServerLimits = ServerLimits(), hostNames: [String] = []
    ) throws(RoomError) {
        let limits = limits.fitting(descriptors: DescriptorBudget.raised())
        (self.room, self.limits) = (room, limits)
        // Loopback's own address too: the instructor's browser and commands on this machine
        // connect from it (other 127.x addresses are taken only on purpose, and count apart).
        registry = ConnectionRegistry(limits: limits, ownAddresses: Set(LocalAddresses.ipv4() + Self.loopback))
        socket = try ListeningSocket(address: address, port: port)
        hosts = RoomHosts(address: address, port: socket.port, extraNames: hostNames)
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
        while let (descriptor, client) = socket.accept() {
            switch registry.admit(descriptor, client: client, at: .now) {
            case .clientFull: refuse(descriptor, "Too many connections from your address; close some and try again\n")
            case .networkFull: refuse(descriptor, "Too many connections from your network; try again\n")
            case .full: refuse(descriptor, "The room is busy; try again\n")
            case .admitted(let id, let onTrial):
                // A thread per connection, never a shared pool: a pool of as many threads as cores
                // would let two stalled clients (or a busy host process) keep everyone else waiting.
                let worker = Thread { [self] in
                    let connection = Connection(
                        descriptor: descriptor, client: client, headTimeout: limits.headTimeout, requestTimeout: limits.requestTimeout,
                        writeTimeout: limits.writeTimeout, stallGrace: limits.stallGrace,
                        onPhase: { [registry] phase in registry.update(id, to: phase) },
                        onProgress: { [registry] bytes in registry.progressed(id, bytes: bytes, at: .now) },
                        mayStall: { [registry] in registry.mayStall(id, at: .now) })
                    answer(connection, onTrial: onTrial) { [registry] in registry.remove(id) }
                }
                worker.name = "room-connection"
                worker.start()
            }
        }
    }

    /// What a busy answer carries: clients ask again in a second, and a browser opening the
    /// projector's page reloads it by itself (`Refresh`) instead of showing "busy" for good.
    static let askAgain = [("Retry-After", "1"), ("Refresh", "2")]

    /// Answers at once from the accept loop, never waiting on the client.
    private func refuse(_ descriptor: Int32, _ text: String) {
        var response = HTTPResponse.text(503, text)
        response.extraHeaders = Self.askAgain
        let connection = Connection(
            descriptor: descriptor, headTimeout: .milliseconds(1), requestTimeout: .milliseconds(50), writeTimeout: .milliseconds(50),
            stallGrace: .milliseconds(50))
        connection.finish(with: response.serialized)
    }

    /// A connection on trial in the reserve is answered only if its request shows it belongs;
    /// that, the host name and the room's own checks of a head (``Room/headRefusal(_:)``) are
    /// decided before the body is read.
    private func answer(_ connection: Connection, onTrial: Bool, release: () -> Void) {
        var response: HTTPResponse
        do {
            switch try HTTPRequest.read(from: connection, screen: { head in screen(head, onTrial: onTrial) }) {
            case .refusedAtHead(let refusal): response = refusal
            case .request(let request): response = room.respond(to: request, headScreened: true)
            }
        } catch {
            response = error.response
        }
        connection.finish(with: response.serialized, beforeClose: release)
    }

    /// The answer a request's head alone gets, or `nil` when its body may be read.
    private func screen(_ head: HTTPRequest, onTrial: Bool) -> HTTPResponse? {
        if !hosts.allows(head.headers["host"]) {
            return .text(421, "This room does not answer to that host name; use the address make room printed\n")
        }
        if let refusal = RoomInstructorHosts.refusal(of: head, hosts: hosts) { return refusal }
        if onTrial, !room.mayUseReserve(head) {
            var busy = HTTPResponse.text(503, "The room is busy; try again\n")
            busy.extraHeaders = Self.askAgain
            return busy
        }
        return room.headRefusal(head)
    }
}
