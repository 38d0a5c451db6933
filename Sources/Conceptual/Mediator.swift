/// What components call to report an event; the mediator decides the consequences.
public protocol Mediator: AnyObject {
    func notify(sender: BaseComponent, event: String)
}
