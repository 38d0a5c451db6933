/// The game's mediator: all behaviour comes from ``Mediator``'s defaults.
public final class CharactersMediator: Mediator {
    public var receivers: [Receivable] = []

    public init() {}
}
