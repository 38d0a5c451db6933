/// What a screen, and the mediator between screens, reacts to.
public protocol ScreenUpdatable: AnyObject {
    func likeAdded(to news: News)
    func likeRemoved(from news: News)
}
