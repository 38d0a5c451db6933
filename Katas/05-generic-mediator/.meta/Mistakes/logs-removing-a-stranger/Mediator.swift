/// Reference solution: a wrapper per colleague holds it strongly or weakly; reading
/// `colleagues` prunes the wrappers whose weak colleague is gone.
open class Mediator<ColleagueType> {
    private final class Wrapper {
        private var strong: AnyObject?
        private weak var weak: AnyObject?

        init(_ colleague: ColleagueType, strong isStrong: Bool) {
            if isStrong { strong = colleague as AnyObject } else { weak = colleague as AnyObject }
        }

        var colleague: ColleagueType? { (weak ?? strong) as? ColleagueType }
    }

    private var wrappers: [Wrapper] = []

    public init() {}

    public var colleagues: [ColleagueType] {
        wrappers.removeAll { $0.colleague == nil }
        return wrappers.compactMap { $0.colleague }
    }

    public func addColleague(_ colleague: ColleagueType, strongReference: Bool = true) {
        wrappers.append(Wrapper(colleague, strong: strongReference))
    }

    public func removeColleague(_ colleague: ColleagueType) {
        guard let index = colleagues.firstIndex(where: { ($0 as AnyObject) === (colleague as AnyObject) }) else {
            dump(colleague)
            return
        }
        wrappers.remove(at: index)
    }

    public func invokeColleagues(closure: (ColleagueType) -> Void) {
        colleagues.forEach(closure)
    }

    public func invokeColleagues(by colleague: ColleagueType, closure: (ColleagueType) -> Void) {
        for other in colleagues where (other as AnyObject) !== (colleague as AnyObject) {
            closure(other)
        }
    }
}
