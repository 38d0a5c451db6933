import ExampleSupport
import Foundation

/// A computer-controlled character.
public final class FlyingMob: Receivable, FlowParticipant {
    public var flowName: String { name }

    public let id = UUID().uuidString
    public let name: String
    /// Every message delivered to this mob, oldest first.
    public private(set) var inbox: [[String: Any]] = []

    public init(name: String) {
        self.name = name
    }

    public func receive(message: [String: Any]) {
        inbox.append(message)
        // "FlyingMod" (sic): the document's trace spells it so.
        print("FlyingMod under id: ", id, " has received a message: ", message)
    }
}
