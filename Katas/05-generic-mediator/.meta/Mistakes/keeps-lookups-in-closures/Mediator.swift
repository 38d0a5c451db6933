/// Reference solution: a wrapper per colleague holds it strongly or weakly; reading
/// `colleagues` prunes the wrappers whose weak colleague is gone.
open class Mediator<ColleagueType> {
    /// One closure per colleague: it captures the colleague strongly or weakly, and answers it.
    private var lookups: [() -> ColleagueType?] = []

    public init() {}

    public var colleagues: [ColleagueType] {
        lookups.compactMap { $0() }
    }

    public func addColleague(_ colleague: ColleagueType, strongReference: Bool = true) {
        let object = colleague as AnyObject
        lookups.append(strongReference ? { object as? ColleagueType } : { [weak object] in object as? ColleagueType })
    }

    public func removeColleague(_ colleague: ColleagueType) {
        guard let index = lookups.firstIndex(where: { $0().map { ($0 as AnyObject) === (colleague as AnyObject) } ?? false }) else {
            return
        }
        lookups.remove(at: index)
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
