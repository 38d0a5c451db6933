/// The README's rules as a model you can read: what each step of a program prints, which
/// component performs what, and who is alive afterwards. Written from the README alone; the
/// model tests (ModelTests.swift) compare your code with it after every step.
struct ConceptualModel {
    /// The README's rules, in its words; a failure quotes the rule it breaks.
    enum Rule {
        static let a = "Rule 1: on event A, print \"Mediator reacts on A and triggers following operations:\", then make component 2 do C"
        static let d =
            "Rule 2: on event D, print \"Mediator reacts on D and triggers following operations:\", then make component 1 do B and component 2 do C, in that order"
        static let others = "Rule 3: on B, C and any other event name, nothing at all, no line and no call; event names are exact"
        static let anySender = "Rule 4: the reaction depends on the event alone, not on who reports it"
        static let ownComponents = "Rule 5: each mediator makes only its own two components act; several mediators can live side by side"
        static let owns = "Rule 6: the mediator owns its components: they live as long as it does"
        static let gone = "Rule 7: once the mediator is gone, a component's event reaches nobody"
        static let noLeaks = "Rule 8: nothing leaks: mediators and components are released together"
    }

    /// One mediator with its two components, and whether the program still holds each.
    struct Pair {
        var holdsMediator = true
        var holdsComponent1 = true
        var holdsComponent2 = true
        var performed1: [String] = []
        var performed2: [String] = []

        /// Rule 8: only the program keeps a mediator alive (components hold it weakly).
        var mediatorAlive: Bool { holdsMediator }
        /// Rule 6: a component lives while the program or its mediator holds it.
        var component1Alive: Bool { holdsComponent1 || mediatorAlive }
        var component2Alive: Bool { holdsComponent2 || mediatorAlive }
    }

    /// A component of the client's own kind (a subclass of `BaseComponent` the tests declare),
    /// wired to a mediator of the client's own (which only writes down what it is told) or to
    /// none, and whether the program still holds each.
    struct Stray {
        var wired: Bool
        var holdsComponent = true
        var holdsMediator = true
        /// What its own mediator was told, in order.
        var heard: [String] = []

        /// Rule 5: its own events go to its own mediator only, or nowhere once that one is gone.
        var ownMediatorAlive: Bool { wired && holdsMediator }
    }

    var pairs: [Int: Pair] = [:]
    var strays: [Int: Stray] = [:]

    /// A stray reports `event` through its own `mediator` (rule 5): its own mediator hears it,
    /// if it has one still; no mediator of the kata's reacts, so nothing is printed.
    mutating func strayReports(_ event: String, stray: Int) {
        if strays[stray]?.ownMediatorAlive == true { strays[stray]?.heard.append(event) }
    }

    /// Component 1 of `pair` does A (or B): its line, then the mediator's reaction, if its
    /// mediator is still there (rule 7).
    mutating func component1Does(_ operation: String, pair: Int) -> String {
        pairs[pair]?.performed1.append(operation)
        let line = operation == "A" ? "Component 1 does A.\n" : "Component 1 does B.\n\n"
        return line + reactionIfAlive(to: operation, pair: pair)
    }

    mutating func component2Does(_ operation: String, pair: Int) -> String {
        pairs[pair]?.performed2.append(operation)
        return "Component 2 does \(operation).\n" + reactionIfAlive(to: operation, pair: pair)
    }

    private mutating func reactionIfAlive(to event: String, pair: Int) -> String {
        pairs[pair]?.mediatorAlive == true ? react(to: event, pair: pair) : ""
    }

    /// Rules 1–4: the reaction to an event, whoever reports it; rule 5: only this pair acts.
    mutating func react(to event: String, pair: Int) -> String {
        switch event {
        case "A":
            return "Mediator reacts on A and triggers following operations:\n" + component2Does("C", pair: pair)
        case "D":
            let line = "Mediator reacts on D and triggers following operations:\n"
            let b = component1Does("B", pair: pair)
            return line + b + component2Does("C", pair: pair)
        default:
            return ""
        }
    }

    /// The rule a wrong trace or wrong operations at a step break. An outsider matters only
    /// for A and D, which must still lead to their reactions; any other event leads to nothing
    /// whoever reports it, so a reaction to `" A"` breaks rule 3 (exact names), not rule 4.
    static func ruleFor(event: String, outsider: Bool, mediatorAlive: Bool) -> String {
        if !mediatorAlive { return Rule.gone }
        if outsider, event == "A" || event == "D" { return Rule.anySender }
        switch event {
        case "A": return Rule.a
        case "D": return Rule.d
        default: return Rule.others
        }
    }
}
