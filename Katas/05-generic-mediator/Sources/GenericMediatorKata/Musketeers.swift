import KataSupport

/// Something that hears what another colleague said. (Given.)
public protocol Colleague: AnyObject {
    func colleague(_ colleague: Colleague?, didSendMessage message: String)
}

/// What musketeers need from their mediator. (Given.)
public protocol MediatorProtocol: AnyObject {
    func addColleague(_ colleague: Colleague)
    func sendMessage(_ message: String, by colleague: Colleague)
}

/// The musketeers' mediator, built on your generic `Mediator`. (Given.)
public final class MusketeerMediator: Mediator<Colleague>, MediatorProtocol {
    public func addColleague(_ colleague: Colleague) {
        addColleague(colleague, strongReference: true)
    }

    public func sendMessage(_ message: String, by colleague: Colleague) {
        invokeColleagues(by: colleague) { $0.colleague(colleague, didSendMessage: message) }
    }
}

/// A musketeer who talks only through the mediator. (Given.)
public final class Musketeer: Colleague {
    public let name: String
    public private(set) weak var mediator: MediatorProtocol?

    public init(mediator: MediatorProtocol, name: String) {
        self.mediator = mediator
        self.name = name
        mediator.addColleague(self)
    }

    public func sendMessage(_ message: String) {
        print("\(name) sent: \(message)")
        mediator?.sendMessage(message, by: self)
    }

    public func colleague(_ colleague: Colleague?, didSendMessage message: String) {
        print("\(name) received: \(message)")
    }
}
