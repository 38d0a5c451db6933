/// A correct solution in another style: the colleagues form an `indirect enum` list, oldest
/// first, each node holding its colleague strongly or weakly. Every read rebuilds the list
/// without the nodes whose colleague is gone, so storage shrinks with them.
open class Mediator<ColleagueType> {
    private struct Hold {
        var strong: AnyObject?
        weak var weak: AnyObject?

        var object: AnyObject? { strong ?? weak }
    }

    private indirect enum Roster {
        case empty
        case node(Hold, Roster)

        /// The list without gone colleagues and without the first node holding `removed`.
        func pruned(removing removed: AnyObject? = nil) -> Roster {
            guard case .node(let hold, let rest) = self else { return .empty }
            guard let object = hold.object else { return rest.pruned(removing: removed) }
            if let removed, object === removed { return rest.pruned() }
            return .node(hold, rest.pruned(removing: removed))
        }

        var objects: [AnyObject] {
            var found: [AnyObject] = []
            var current = self
            while case .node(let hold, let rest) = current {
                if let object = hold.object { found.append(object) }
                current = rest
            }
            return found
        }

        func appending(_ hold: Hold) -> Roster {
            guard case .node(let first, let rest) = self else { return .node(hold, .empty) }
            return .node(first, rest.appending(hold))
        }
    }

    private var roster = Roster.empty

    public init() {}

    public var colleagues: [ColleagueType] {
        roster = roster.pruned()
        return roster.objects.compactMap { $0 as? ColleagueType }
    }

    public func addColleague(_ colleague: ColleagueType, strongReference: Bool = true) {
        let object = colleague as AnyObject
        roster = roster.pruned().appending(strongReference ? Hold(strong: object) : Hold(strong: nil, weak: object))
    }

    public func removeColleague(_ colleague: ColleagueType) {
        roster = roster.pruned(removing: colleague as AnyObject)
    }

    public func invokeColleagues(closure: (ColleagueType) -> Void) {
        colleagues.forEach(closure)
    }

    public func invokeColleagues(by colleague: ColleagueType, closure: (ColleagueType) -> Void) {
        colleagues.filter { ($0 as AnyObject) !== (colleague as AnyObject) }.forEach(closure)
    }
}
