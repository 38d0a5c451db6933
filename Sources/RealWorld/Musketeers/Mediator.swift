/// A reusable mediator for any colleague type.
///
/// Each colleague is held through a wrapper that keeps it strongly or weakly, so one mediator
/// can own some colleagues and merely observe others. Colleagues that were held weakly and
/// have since been released drop out of ``colleagues`` the next time it is read.
open class Mediator<ColleagueType> {
    /// Holds one colleague, strongly or weakly.
    private final class ColleagueWrapper {
        private var strongColleague: AnyObject?
        private weak var weakColleague: AnyObject?

        init(strongColleague: ColleagueType) {
            self.strongColleague = strongColleague as AnyObject
        }

        init(weakColleague: ColleagueType) {
            self.weakColleague = weakColleague as AnyObject
        }

        /// The colleague, or `nil` once a weakly held one has been released.
        var colleague: ColleagueType? {
            (weakColleague ?? strongColleague) as? ColleagueType
        }
    }

    private var colleagueWrappers: [ColleagueWrapper] = []

    public init() {}

    /// The live colleagues in the order they were added; released ones are pruned on the way.
    public var colleagues: [ColleagueType] {
        colleagueWrappers.removeAll { $0.colleague == nil }
        return colleagueWrappers.compactMap(\.colleague)
    }

    /// Adds `colleague`, retained when `strongReference` is true and observed weakly otherwise.
    public func addColleague(_ colleague: ColleagueType, strongReference: Bool = true) {
        let wrapper =
            strongReference
            ? ColleagueWrapper(strongColleague: colleague)
            : ColleagueWrapper(weakColleague: colleague)
        colleagueWrappers.append(wrapper)
    }

    /// Removes the first entry that is this very object (identity, not equality).
    public func removeColleague(_ colleague: ColleagueType) {
        guard let index = colleagues.firstIndex(where: { ($0 as AnyObject) === (colleague as AnyObject) }) else {
            return
        }
        colleagueWrappers.remove(at: index)
    }

    /// Calls `closure` on every live colleague, in order.
    public func invokeColleagues(closure: (ColleagueType) -> Void) {
        colleagues.forEach(closure)
    }

    /// Calls `closure` on every live colleague except `colleague`, so a sender never reacts
    /// to its own event.
    public func invokeColleagues(by colleague: ColleagueType, closure: (ColleagueType) -> Void) {
        for other in colleagues where (other as AnyObject) !== (colleague as AnyObject) {
            closure(other)
        }
    }
}
