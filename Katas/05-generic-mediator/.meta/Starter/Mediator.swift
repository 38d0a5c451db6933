/// YOUR FILE. A reusable mediator for any colleague type. Each colleague is held strongly or
/// weakly, as the caller chooses; released weak colleagues drop out of `colleagues`.
open class Mediator<ColleagueType> {
    public init() {}

    /// The live colleagues, in the order they were added.
    public var colleagues: [ColleagueType] {
        // TODO
        []
    }

    /// Adds `colleague`: retained when `strongReference` is true, observed weakly otherwise.
    public func addColleague(_ colleague: ColleagueType, strongReference: Bool = true) {
        // TODO
    }

    /// Removes this very object (compare identity with ===, not equality).
    public func removeColleague(_ colleague: ColleagueType) {
        // TODO
    }

    /// Calls `closure` on every live colleague, in order.
    public func invokeColleagues(closure: (ColleagueType) -> Void) {
        // TODO
    }

    /// Calls `closure` on every live colleague except `colleague`.
    public func invokeColleagues(by colleague: ColleagueType, closure: (ColleagueType) -> Void) {
        // TODO
    }
}
