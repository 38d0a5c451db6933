import Foundation
import KataTestSupport
import TypedMessagesKata

/// Two receivers, L and R, answering each other from inside `receive` thousands of deliveries
/// deep, each hop by broadcast or by send, with W registered between them hearing every
/// broadcast. Rule 5 lets a receiver send at any depth: a guard that stops delivering past some
/// depth (512, 1,000, 1,024, 4,096, 10,000: "stop the echo loop before the stack overflows")
/// drops real messages. Hop 1 is the game's send to L; hop `h` (2 or more) answers hop `h - 1`,
/// by broadcast when `byBroadcast[h - 2]`.
struct DeepRally: CustomStringConvertible, Sendable {
    var byBroadcast: [Bool]

    var depth: Int { byBroadcast.count + 1 }

    /// How deep a rally goes, drawn per scenario: past every common guard at once (the shrinker
    /// then halves it down to near the depth a guard stops at). One scenario: each hop is cheap,
    /// but thousands of them nest, and the test runs in every check.
    static let depths = 10_001...16_384
    static let scenarios = 1

    static let reaching = [ScenarioDimension<DeepRally>("more than 10,000 deliveries deep") { $0.depth > 10_000 }]

    var description: String {
        "register([L, W, R]); the game sends .chat(\"1\") to L; L and R answer each other, hop after hop from inside receive, \(depth) deliveries deep (\(byBroadcast.filter { $0 }.count) of the answers by broadcast, which W hears too, the others by send to the partner)"
    }

    static func generate(_ random: inout SeededRandom, size: Int) -> DeepRally {
        let depth = random.int(in: depths)
        return DeepRally(byBroadcast: random.array(depth - 1) { $0.chance(50) })
    }

    /// Half as deep: the report shows a depth near the one a guard stops at.
    static func smaller(_ rally: DeepRally) -> [DeepRally] {
        rally.depth > 3 ? [DeepRally(byBroadcast: Array(rally.byBroadcast.prefix(max(2, rally.depth / 2 - 1))))] : []
    }

    /// Who sends hop `h`: the game (nil) sends hop 1; L answers odd hops with even ones, R the others.
    private func sender(ofHop hop: Int, _ left: Hitter, _ right: Hitter) -> UUID? { hop == 1 ? nil : hop.isMultiple(of: 2) ? left.id : right.id }

    /// The receipt rule 5 gives hop `h`: a send reaches the partner; a broadcast everyone else, in
    /// the order registered (L, W, R).
    private func receipt(ofHop hop: Int, _ left: Hitter, _ watcher: Hitter, _ right: Hitter) -> ReadReceipt {
        let receivers: [UUID] =
            switch (hop, hop >= 2 && byBroadcast[hop - 2], hop.isMultiple(of: 2)) {
            case (1, _, _): [left.id]
            case (_, true, true): [watcher.id, right.id]
            case (_, true, false): [left.id, watcher.id]
            case (_, false, true): [right.id]
            case (_, false, false): [left.id]
            }
        return ReadReceipt(message: .chat(String(hop)), sender: sender(ofHop: hop, left, right), receivers: receivers)
    }

    /// The rally played on a thread with a 512 MB stack (reserved, used only as deep as it goes):
    /// every hop nests the calls of the one before, past a test thread's 8 MB in a debug build.
    func disagreementOnABigStack() async -> String? {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: disagreement()) }
            thread.stackSize = 512 << 20
            thread.start()
        }
    }

    func disagreement() -> String? {
        let mediator = CharactersMediator()
        let (left, watcher, right) = (Hitter(), Hitter(), Hitter())
        for (hitter, partner, awaited) in [(left, right, 1), (right, left, 2)] {
            (hitter.mediator, hitter.partner, hitter.plan, hitter.last, hitter.awaited) = (mediator, partner.id, byBroadcast, depth, awaited)
        }
        mediator.register([left, watcher, right])
        let first: ReadReceipt
        do throws(DeliveryError) { first = try mediator.send(.chat("1"), from: nil, to: left.id) } catch { return "the game's send of hop 1 to L threw \(error); L is registered" }
        // Every hop heard by the one it was for, in order, however deep.
        // W hears a broadcast of R's after the deeper hops L's answer set off: compared in any order.
        let broadcasts = (2...depth).filter { byBroadcast[$0 - 2] }
        let (odd, even) = (Array(stride(from: 1, through: depth, by: 2)), Array(stride(from: 2, through: depth, by: 2)))
        if left.heard != odd || right.heard != even || watcher.heard.sorted() != broadcasts {
            let (leftHeard, rightHeard) = (Set(left.heard), Set(right.heard))
            let missed = (1...depth).first { hop in !(hop.isMultiple(of: 2) ? rightHeard : leftHeard).contains(hop) }
            // A few hops are listed, thousands counted.
            func words(_ heard: [Int], _ wanted: [Int], _ which: String) -> String {
                heard.count <= 12 && wanted.count <= 12 ? "\(heard), not \(wanted)" : "\(heard.count) hops (up to \(heard.max() ?? 0)), not the \(wanted.count) \(which)"
            }
            let wrong = [("L", left.heard, odd, "odd ones"), ("R", right.heard, even, "even ones"), ("W", watcher.heard.sorted(), broadcasts, "broadcasts")]
                .filter { $0.1 != $0.2 }.map { "\($0.0) heard \(words($0.1, $0.2, $0.3))" }
            return "L and R answer each hop with the next, up to \(depth) (W hears the broadcasts): " + wrong.joined(separator: ", ")
                + (missed.map { "; hop \($0), \($0 - 1) deliveries deep, reached nobody it was for" } ?? "")
                + "; every message is delivered, however deep"
        }
        // Every answer returned its receipt, and `receipts` keeps each once (in an order left open).
        let returned = [first] + left.answered + right.answered
        let hopOf = { (receipt: ReadReceipt) -> Int in if case .chat(let text) = receipt.message { Int(text) ?? 0 } else { 0 } }
        let wanted = (1...depth).map { receipt(ofHop: $0, left, watcher, right) }
        for (what, receipts) in [("returned", returned), ("kept in receipts", mediator.receipts)] {
            let byHop = receipts.sorted { hopOf($0) < hopOf($1) }
            guard !byHop.areExactly(wanted) else { continue }
            let index = byHop.firstInexactIndex(wanted)
            let yours = byHop.indices.contains(index) ? "\(byHop[index].message.swiftLiteral) to \(byHop[index].receivers.count)" : "none"
            return "\(receipts.count) receipts \(what), one per hop: \(depth) of them; by hop, the receipt #\(index + 1) is \(yours), not \(wanted[index].message.swiftLiteral) to \(wanted[index].receivers.count)"
        }
        return nil
    }
}

/// One side of the rally: writes down each hop it hears and, up to the last, answers the one it
/// waits for (L the odd hops, R the even ones) with the next, as the plan says. A hop heard again,
/// or one not its own (a mediator that hands a sender its own message), is written down and not
/// answered: a wrong mediator cannot set off a rally of its own.
private final class Hitter: Receivable {
    let id = UUID()
    let role = Role.mob
    weak var mediator: CharactersMediator?
    var partner: UUID?
    var plan: [Bool] = []
    var last = 0
    /// The hop it answers next.
    var awaited = 0
    var heard: [Int] = []
    var answered: [ReadReceipt] = []

    func receive(_ message: GameMessage, from sender: UUID?) {
        guard case .chat(let text) = message, let hop = Int(text) else { return }
        heard.append(hop)
        guard hop == awaited, hop < last, let mediator, let partner else { return }
        awaited += 2
        let next = GameMessage.chat(String(hop + 1))
        if plan[hop - 1] {
            answered.append(mediator.broadcast(next, from: self))
        } else if let receipt = try? mediator.send(next, from: self, to: partner) {
            answered.append(receipt)
        }
    }
}
