/// Reference solution: a wrapper per colleague holds it strongly or weakly; reading
/// `colleagues` prunes the wrappers whose weak colleague is gone.
open class Mediator<ColleagueType> {
    /// Every colleague is watched through a weak box, in order; the strong ones are also owned.
    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private var boxes: [WeakBox] = []
    private var owned: [ObjectIdentifier: AnyObject] = [:]

    public init() {}

    public var colleagues: [ColleagueType] {
        boxes.compactMap { $0.object as? ColleagueType }
    }

    public func addColleague(_ colleague: ColleagueType, strongReference: Bool = true) {
        let object = colleague as AnyObject
        if strongReference { owned[ObjectIdentifier(object)] = object }
        boxes.append(WeakBox(object))
    }

    public func removeColleague(_ colleague: ColleagueType) {
        let object = colleague as AnyObject
        guard let index = boxes.firstIndex(where: { $0.object === object }) else {
            return
        }
        boxes.remove(at: index)
        owned[ObjectIdentifier(object)] = nil
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
