/// A correct solution in another style: each colleague is a pair of closures, one that answers
/// the colleague (capturing it strongly or weakly) and one that tells whether an object is that
/// colleague. Reading drops the pairs whose colleague is gone, so storage shrinks with them.
open class Mediator<ColleagueType> {
    private struct Member {
        let current: () -> ColleagueType?
        let isSame: (AnyObject) -> Bool
    }

    private var members: [Member] = []

    public init() {}

    public var colleagues: [ColleagueType] {
        members.removeAll { $0.current() == nil }
        return members.compactMap { $0.current() }
    }

    public func addColleague(_ colleague: ColleagueType, strongReference: Bool = true) {
        let object = colleague as AnyObject
        if strongReference {
            members.append(Member(current: { object as? ColleagueType }, isSame: { $0 === object }))
        } else {
            members.append(
                Member(current: { [weak object] in object as? ColleagueType }, isSame: { [weak object] in $0 === object }))
        }
    }

    public func removeColleague(_ colleague: ColleagueType) {
        _ = colleagues
        let object = colleague as AnyObject
        if let index = members.firstIndex(where: { $0.isSame(object) }) { members.remove(at: index) }
    }

    public func invokeColleagues(closure: (ColleagueType) -> Void) {
        for colleague in colleagues { closure(colleague) }
    }

    public func invokeColleagues(by colleague: ColleagueType, closure: (ColleagueType) -> Void) {
        let sender = colleague as AnyObject
        members.removeAll { $0.current() == nil }
        for member in members where !member.isSame(sender) {
            if let other = member.current() { closure(other) }
        }
    }
}
