import KataTestSupport

/// The README's rules as a model you can read: who hears a broadcast or a targeted send, in
/// which order, and when a targeted send throws. Written from the README alone; the model tests
/// (ModelTests.swift) compare your code with it after every step.
struct GameModel {
    /// The README's rules, in its words; a failure quotes the rule it breaks.
    enum Rule {
        static let broadcast =
            "Rule 1: send(message:sender:) delivers to every registered receiver except the sender, in the order they were registered; the sender is recognised by its id alone; a receiver registered twice hears the message twice"
        static let targeted =
            "Rule 2: send(message:receiver:) delivers to the registered receiver whose id matches, and to nobody else: the registered object, even when the one passed in is another object with that id; if several share that id, only the first one registered hears it"
        static let missing =
            "Rule 3: if no registered receiver has that id, send(message:receiver:) throws MediatorError.missingReceiver and delivers nothing"
    }

    /// A character (or a test's echoing receiver): what it prints is its name and id.
    struct Member {
        var name: String
        var id: String
        /// The mediator an echo broadcasts from when it hears a message with the key "relay".
        var echoesIn: Int?
        var heard = 0
        /// How many `["nudge": …]` messages an echo has heard (it leaves on its second).
        var nudged = 0
    }

    var members: [Int: Member] = [:]
    /// Each mediator's receivers, as indices into `members`, in registration order.
    var receivers: [Int: [Int]] = [:]
    /// What the README leaves open: whether a receiver removed during a broadcast, before its
    /// turn, still hears that broadcast. The tests accept either, decided afresh at each step.
    var removedBeforeTurnHear = false
    /// How many times a receiver has left a mediator from inside a delivery (while none has
    /// during a broadcast, nobody it walks can have been removed before its turn).
    var removals = 0

    /// Rule 1: everyone registered whose id is not the sender's, in order, duplicates twice.
    mutating func broadcast(_ message: Message, from senderID: String, in mediator: Int) -> String {
        var trace = ""
        let removalsBefore = removals
        for receiver in receivers[mediator] ?? [] where members[receiver]?.id != senderID {
            // Removed before its turn (by a nested broadcast): left open, one choice per step.
            guard removedBeforeTurnHear || removals == removalsBefore || receivers[mediator]?.contains(receiver) == true else { continue }
            trace += deliver(message, to: receiver)
        }
        return trace
    }

    /// Rules 2 and 3: the first registered receiver with that id, or nil (thrown) when none.
    mutating func targeted(_ message: Message, toID id: String, in mediator: Int) -> String? {
        guard let receiver = (receivers[mediator] ?? []).first(where: { members[$0]?.id == id }) else { return nil }
        return deliver(message, to: receiver)
    }

    /// What a receiver prints on a message; an echo then broadcasts in its own mediator.
    private mutating func deliver(_ message: Message, to index: Int) -> String {
        guard let member = members[index] else { return "" }
        members[index]?.heard += 1
        var trace = "\(member.name) under id:  \(member.id)  has received a message:  \(message.text)\n"
        if message.key == "relay", message.value != .nothing, let mediator = member.echoesIn {
            trace += broadcast(Message(key: "echo", value: .text(member.name)), from: member.id, in: mediator)
        }
        // A targeted send from inside the delivery; an id nobody has throws, and the echo lets it go.
        if message.key == "ask", case .text(let id) = message.value, let mediator = member.echoesIn {
            trace += targeted(Message(key: "answer", value: .text(member.name)), toID: id, in: mediator) ?? ""
        }
        // It leaves its mediator from inside the delivery, if registered there once.
        if message.key == "leave", message.value != .nothing, let mediator = member.echoesIn,
            receivers[mediator]?.filter({ $0 == index }).count == 1
        {
            receivers[mediator]?.removeAll { $0 == index }
            removals += 1
        }
        // It broadcasts ["leave": name] from inside the delivery: the echoes that hear it leave,
        // some of them perhaps before their turn of the message being delivered.
        if message.key == "scatter", message.value != .nothing, let mediator = member.echoesIn {
            trace += broadcast(Message(key: "leave", value: .text(member.name)), from: member.id, in: mediator)
        }
        // It broadcasts ["nudge": name] from inside the delivery: an echo leaves on the second
        // nudge it hears, if registered there once (so a receiver registered twice makes others
        // leave during its second delivery, not its first).
        if message.key == "poke", message.value != .nothing, let mediator = member.echoesIn {
            trace += broadcast(Message(key: "nudge", value: .text(member.name)), from: member.id, in: mediator)
        }
        if message.key == "nudge", message.value != .nothing, let mediator = member.echoesIn {
            members[index]?.nudged += 1
            if members[index]?.nudged == 2, receivers[mediator]?.filter({ $0 == index }).count == 1 {
                receivers[mediator]?.removeAll { $0 == index }
                removals += 1
            }
        }
        return trace
    }
}

/// A one-entry message (one entry, so its printed form does not depend on a dictionary's order).
struct Message: Sendable, Equatable {
    enum Value: Sendable, Equatable {
        case text(String), number(Int)
        /// No entry at all: the empty message `[:]`.
        case nothing
    }

    var key: String
    var value: Value
    /// How `print` shows the dictionary (worked out once: a program prints it many times).
    let text: String

    init(key: String, value: Value) {
        (self.key, self.value) = (key, value)
        text = String(describing: Self.dictionary(key, value))
    }

    var dictionary: [String: Any] { Self.dictionary(key, value) }

    private static func dictionary(_ key: String, _ value: Value) -> [String: Any] {
        switch value {
        case .text(let text): [key: text]
        case .number(let number): [key: number]
        case .nothing: [:]
        }
    }

    var swift: String {
        switch value {
        case .text(let text): "[\(swiftLiteral(key)): \(swiftLiteral(text))]"
        case .number(let number): "[\(swiftLiteral(key)): \(number)]"
        case .nothing: "[:]"
        }
    }
}
