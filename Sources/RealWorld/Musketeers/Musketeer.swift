import ExampleSupport

/// A musketeer who speaks and listens only through the mediator.
public final class Musketeer: Colleague, FlowParticipant {
    public var flowName: String { name }

    public let name: String
    /// Weak: the mediator retains its musketeers.
    public private(set) weak var mediator: MediatorProtocol?
    /// Every message heard, oldest first.
    public private(set) var heard: [String] = []

    public init(mediator: MediatorProtocol, name: String) {
        self.mediator = mediator
        self.name = name
        mediator.addColleague(self)
    }

    public func sendMessage(_ message: String) {
        print("\(name) sent: \(message)")
        guard let mediator else { return }
        Flow.report(message, from: name, to: MusketeerMediator.flowName) { mediator.sendMessage(message, by: self) }
    }

    public func colleague(_ colleague: Colleague?, didSendMessage message: String) {
        heard.append(message)
        print("\(name) received: \(message)")
    }
}
