/// A game object that can take part in mediated messaging.
///
/// Receivers are told apart by `id`, not by reference, so the mediator can find and skip them
/// without comparing objects.
public protocol Receivable {
    var id: String { get }
    func receive(message: [String: Any])
}
