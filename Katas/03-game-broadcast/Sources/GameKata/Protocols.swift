/// A game object that takes part in mediated messaging, told apart by `id`. (Given.)
public protocol Receivable {
    var id: String { get }
    func receive(message: [String: Any])
}

/// Keeps the receivers; its extension (your file) supplies the delivery rules. (Given.)
public protocol Mediator {
    var receivers: [Receivable] { get set }
    func send(message: [String: Any], sender: Receivable)
    func send(message: [String: Any], receiver: Receivable) throws
}

/// Why a targeted send failed. (Given.)
public enum MediatorError: Error, Equatable {
    case missingReceiver
}

/// The game's mediator: everything comes from the protocol extension. (Given.)
public final class CharactersMediator: Mediator {
    public var receivers: [Receivable] = []
    public init() {}
}
