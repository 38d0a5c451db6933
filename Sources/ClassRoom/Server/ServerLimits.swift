/// What one room server gives its clients at most: the fair share that keeps one curious
/// attendee from locking everyone out. A client is an IP address.
public struct ServerLimits: Sendable {
    /// Connections open at once, all clients together.
    public var connections = 256
    /// Slots beyond `connections` for a request that shows it belongs: `/health`, the page's
    /// script, the instructor's key or a member's secret. A crowd of strangers holding every
    /// ordinary slot cannot keep the projector, the learners' posts or a health check out.
    public var reserved = 32
    /// Slots beyond both for this machine's own connections (the instructor's projector page and
    /// commands, from loopback or the room's own addresses): no client elsewhere can take them,
    /// however many addresses it holds, so the instructor can always see and act.
    public var ownReserve = 16
    /// Connections open at once from one address (browsers open six at most).
    public var perClient = 8
    /// Connections open at once from one network (a /24, or a /64 for IPv6), reserved slots
    /// included: a whole class of 200 on the classroom's network, every learner joining in the
    /// same instant, still fits; one attendee with many addresses of one network leaves the other
    /// 56 slots and the reserve to every other network, so joins from elsewhere still get in.
    public var perNetwork = 200
    /// The time from accepting a connection to the end of its request head: a client that
    /// connects and says nothing, or dribbles a byte at a time, is cut off after it.
    public var headTimeout: Duration = .seconds(2)
    /// How long a connection that has sent nothing is left alone before it counts as idle and may
    /// be closed for a newcomer (a client between connecting and sending is not idle).
    public var idleGrace: Duration = .milliseconds(500)
    /// The time for the whole request, body included.
    public var requestTimeout: Duration = .seconds(10)
    /// The time to send the whole answer: a client that asks for the page and reads it slowly
    /// or never is cut off after it.
    public var writeTimeout: Duration = .seconds(10)
    /// How long an answer being sent may go without the client taking a byte before it counts
    /// as stalled: a stalled connection may be closed for a newcomer, as an idle one may.
    public var stallGrace: Duration = .milliseconds(500)
    /// The slowest an answer may be taken, in bytes a second, averaged from the end of its first
    /// send (which fills the kernel's buffers) once the stall grace has passed: an answer taken
    /// slower counts as stalled, like one of which no byte is taken. A client reading 1 KB now
    /// and then holds its slot no better than one that reads nothing; a projector on the LAN
    /// reads megabytes a second, and an answer that fits the buffers is never judged.
    public var readFloor = 65_536
    /// Stalled answers one address may hold at once; a further one is closed at once. Only a
    /// client that asks and does not read, or reads slower than `readFloor`, stalls (a browser
    /// reads what it asked for at once).
    public var stalledPerClient = 2
    /// Stalled answers one network (``AddressPrefix``) may hold at once: many addresses of one
    /// network that ask and do not read hold no more than this between them.
    public var stalledPerNetwork = 16

    public init() {}
}
