import Foundation
import Testing
import TypedMessagesKata

/// Rules 1 and 3 for a receiver registered while a delivery is under way (one that is no
/// namesake of the sender): whether that delivery reaches it is left open, but from then on it
/// is registered like any other, in its place. And ids that share their first digits. Do not edit.
@Suite struct JoinedDuringDeliveryTests {
    final class Log { var heard: [Int] = [] }

    /// A receiver that logs its number and, the first time it hears a message, runs `onHear`.
    final class Member: Receivable {
        let id: UUID
        let role = Role.player
        let number: Int
        let log: Log
        var onHear: (() -> Void)?
        init(_ number: Int, _ log: Log, id: UUID = UUID()) { (self.number, self.log, self.id) = (number, log, id) }
        func receive(_ message: GameMessage, from sender: UUID?) {
            log.heard.append(number)
            let hear = onHear
            onHear = nil
            hear?()
        }
    }

    /// Sends to `member`'s id; an error is told in the rule's words (`what`: the scenario).
    static func sends(on mediator: CharactersMediator, from sender: Member?, to member: Member, _ what: String) -> Bool {
        do {
            try mediator.send(.chat("to you"), from: sender, to: member.id)
            return true
        } catch {
            Issue.record("\(what): it reaches that receiver (rule 3); it threw \(error), as if the id were no receiver's")
            return false
        }
    }

    @Test(
        "Rules 1 and 3: a receiver registered during a broadcast or a send stays registered in its place: the same sender's next broadcast reaches it, a send to its id reaches it, and a later registration comes after it"
    )
    func aNewcomerRegisteredDuringADeliveryIsRegisteredForGood() {
        // Right after that delivery, a send to the newcomer first, or another registration first.
        for (during, lateFirst) in [("a broadcast", false), ("a broadcast", true), ("a send", false), ("a send", true)] {
            for roomSize in [1, 3, 17] {
                for joiner in Set([0, roomSize - 1]).sorted() {
                    let log = Log()
                    let mediator = CharactersMediator()
                    let sender = Member(-1, log)
                    let room = (0..<roomSize).map { Member($0, log) }
                    let newcomer = Member(100, log), late = Member(200, log)
                    mediator.register([sender] + room)
                    room[joiner].onHear = { mediator.register([newcomer]) }
                    if during == "a broadcast" {
                        _ = mediator.broadcast(.chat("first"), from: sender)
                    } else {
                        guard Self.sends(on: mediator, from: sender, to: room[joiner], "a send to receiver \(joiner), registered") else { return }
                    }
                    var scenario =
                        "a room of \(roomSize) after its sender, receiver \(joiner) registering a newcomer (100) while it hears \(during) from the sender (whether that one reaches the newcomer is open)"
                    if lateFirst {
                        mediator.register([late])
                        scenario += ", then another (200) registered"
                    }
                    log.heard = []
                    guard Self.sends(on: mediator, from: sender, to: newcomer, "\(scenario); then a send to the newcomer's id") else { return }
                    #expect(log.heard == [100], "\(scenario); then a send to the newcomer's id reaches it alone; heard \(log.heard)")
                    log.heard = []
                    let receipt = mediator.broadcast(.chat("second"), from: sender)
                    let order = Array(0..<roomSize) + (lateFirst ? [100, 200] : [100])
                    #expect(log.heard == order, "\(scenario); the sender's next broadcast reaches \(order) in that order; heard \(log.heard)")
                    #expect(receipt.receivers == (room + (lateFirst ? [newcomer, late] : [newcomer])).map(\.id), "\(scenario); its receipt lists them so")
                    if !lateFirst {
                        mediator.register([late])
                        scenario += "; then another (200) registered"
                    }
                    log.heard = []
                    _ = mediator.broadcast(.chat("third"), from: room[0])
                    let fromFirst = [-1] + Array(1..<roomSize) + [100, 200]
                    #expect(log.heard == fromFirst, "\(scenario); a broadcast from receiver 0 reaches \(fromFirst); heard \(log.heard)")
                }
            }
        }
    }

    @Test("Rule 3: ids that share their first 8, 13, 18 or 35 characters are other ids: a send reaches the one with that very id")
    func idsThatShareAStartAreOtherIDs() {
        let log = Log()
        let mediator = CharactersMediator()
        let base = "12345678-9ABC-DEF0-1234-56789ABCDEF"
        let ids = (0..<16).compactMap { UUID(uuidString: base + String($0, radix: 16, uppercase: true)) }
            + ["12345678-0000-0000-0000-000000000001", "12345678-9ABC-0000-0000-000000000002", "12345678-9ABC-DEF0-0000-000000000003"].compactMap(
                UUID.init(uuidString:))
        let members = ids.indices.map { Member($0, log, id: ids[$0]) }
        mediator.register(members)
        for member in members.reversed() {
            log.heard = []
            guard Self.sends(on: mediator, from: nil, to: member, "a send to \(member.id), registered") else { return }
            #expect(log.heard == [member.number], "a send to \(member.id) reaches receiver \(member.number) alone, whose id it is; heard \(log.heard)")
        }
    }
}
