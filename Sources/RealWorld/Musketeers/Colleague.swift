/// Something that can hear what another colleague said through a mediator.
public protocol Colleague: AnyObject {
    /// `colleague` is the sender, or `nil` when the mediator itself speaks.
    func colleague(_ colleague: Colleague?, didSendMessage message: String)
}
