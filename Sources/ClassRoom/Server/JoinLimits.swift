/// How many learners one client address may bring into the room, and how often it may join:
/// one laptop must not fill a room of `learnerLimit` seats, nor fill the disk by re-joining
/// under new names (each re-join retires a row). Two learners sharing a laptop, or a learner
/// who mistyped their name twice, stay well inside.
public struct JoinLimits: Sendable {
    /// Learners (members) joined from one address at once.
    public var learnersPerAddress = 4
    /// Rows of one name (compared as names are: case and look-alikes folded), each another
    /// machine: a learner with a laptop and a desktop, two Sams. More are refused, so clones of
    /// one learner's name cannot bury their row among a hundred look-alike rows.
    public var machinesPerName = 4
    /// Joins from one address in a burst, then `joinsPerSecond`.
    public var burst = 6
    public var joinsPerSecond = 1.0 / 20

    public init() {}
}
