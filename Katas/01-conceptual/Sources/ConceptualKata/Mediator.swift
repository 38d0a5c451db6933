/// What components call to report an event. (Given — no need to edit.)
public protocol Mediator: AnyObject {
    func notify(sender: BaseComponent, event: String)
}

/// Holds the mediator weakly: the mediator owns the components. (Given.)
open class BaseComponent {
    public private(set) weak var mediator: Mediator?

    public init() {}

    public func update(mediator: Mediator) {
        self.mediator = mediator
    }
}
