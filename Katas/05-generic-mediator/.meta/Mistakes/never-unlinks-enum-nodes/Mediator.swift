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

    /// The wrappers as a list, newest first.
    private indirect enum Chain {
        case end
        case link(Wrapper, Chain)

        var wrappers: [Wrapper] {
            var found: [Wrapper] = []
            var current = self
            while case .link(let wrapper, let rest) = current {
                found.append(wrapper)
                current = rest
            }
            return found.reversed()
        }
    }

    private var chain = Chain.end

    public init() {}

    public var colleagues: [ColleagueType] {
        chain.wrappers.compactMap { $0.colleague }
    }

    public func addColleague(_ colleague: ColleagueType, strongReference: Bool = true) {
        chain = .link(Wrapper(colleague, strong: strongReference), chain)
    }

    public func removeColleague(_ colleague: ColleagueType) {
        let kept = chain.wrappers.filter { $0.colleague.map { ($0 as AnyObject) !== (colleague as AnyObject) } ?? true }
        chain = kept.reduce(Chain.end) { .link($1, $0) }
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
