import DatePlannerKata
import KataSupport
import KataTestSupport
import Testing

/// The net under the rule tests: random programs over the whole API (several planners side by
/// side, choices available or not, the same option again, options never listed, clearings,
/// planners let go of, a venue kept without its planner), each step played against `DateModel`
/// and your planner side by side: the lines printed, what `choose` returns, every venue's
/// options and choice, and who is alive, compared after every step. Do not edit.
@Suite struct ModelTests {
    @Test("Rules 1–7: any program of choices, clearings and releases agrees with the model of the README's rules after every step")
    func everyProgramAgreesWithTheModel() {
        var census = IncrementalCensus<DateStep.Census>()
        checkPrograms(
            "rules 1–7: any program over planners, choices, clearings and releases", reaching: DateProgram.reaching,
            step: { census.next(&$0, $1, DateStep.next) }, simplify: DateStep.simpler
        ) { steps in
            var program = DateProgram()
            return program.run(steps)
        }
    }

    /// A path a planner takes only past some size (a list remembered per district or per
    /// restaurant name, a filter cut short) meets every kind of step there: choices made, changed
    /// and cleared at every venue, among namesakes in other districts and with other hours.
    @Test("Rules 1–7 in big towns: programs whose first planner has 1,025 to 1,100 options at each venue (now and then 4,097 to 4,160 bars and restaurants) agree with the model after every step")
    func everyProgramInABigTownAgreesWithTheModel() {
        var census = IncrementalCensus<DateStep.Census>()
        checkPrograms(
            "rules 1–7 in big towns: a planner over 3,000 and more options, then any program", programs: 16, lengths: 30...120, shrinkBudget: 60,
            reaching: DateProgram.reachingInABigTown, step: { census.next(&$0, $1, DateStep.nextInABigTown) }, simplify: DateStep.simpler
        ) { steps in
            var program = DateProgram()
            return program.run(steps)
        }
    }

    /// What a failure prints must paste into a test as it is: options written as the town lists
    /// them, an array as Swift writes one, a venue kept after its planner was let go of by its name.
    @Test("The program a failure prints is Swift that names the options and venues the program made")
    func aFailingProgramPrintsPasteableSwift() {
        let town = ProgramTown(bars: [Bar("Bar 1", district: "Old Town")], restaurants: [], showings: [])
        let made = DateStep.makePlanner(0, town)
        #expect(made.swiftLine.contains("options: [Bar(\"Bar 1\", district: \"Old Town\")]"), "an array literal, not quoted strings: \(made.swiftLine)")
        let choose = DateStep.choose(planner: 0, .bar, option: 0)
        #expect(choose.swiftLine(after: [made]) == "p0!.bar.choose(Bar(\"Bar 1\", district: \"Old Town\"))", "\(choose.swiftLine(after: [made]))")
        let stranger = DateStep.choose(planner: 0, .bar, option: 1).swiftLine(after: [made])
        #expect(stranger.hasSuffix("  // an option the venue never listed") && stranger.hasPrefix("p0!.bar.choose(Bar(\"Nowhere\""), "\(stranger)")
        let kept = DateStep.clear(planner: 0, .bar).swiftLine(after: [made, .keepVenue(planner: 0, .bar)])
        #expect(kept == "kept0.clearChoice()", "the kept venue, by the name the program gave it: \(kept)")
    }
}

/// The README's words, quoted by a failure.
enum DateRule {
    static let availability =
        "Rules 1–4: a venue's available options are exactly the options that fit every choice made at the other venues (same district; dinner ends by the film's start); a venue's own choice never limits its own options"
    static let refusal = "Rule 5: choose with an option that is not available returns false, changes nothing and causes no updates"
    static let updates =
        "Rule 6: whenever a choice is made or cleared, the planner updates each other venue exactly once, always in the order bar, restaurant, movie theater, even when they did not change. Creating the planner updates nothing. Two planners never mix"
    static let ownership = "Rule 7: every venue holds the planner (weakly: whoever owns the planner owns the date), and nothing leaks"
}

/// Weak references to one planner's objects, to see who is alive.
struct WatchedPlanner {
    weak var planner: DatePlanner?
    weak var bar: Venue<Bar>?
    weak var restaurant: Venue<Restaurant>?
    weak var theater: Venue<Showing>?

    func isAlive(_ venue: VenueKind) -> Bool {
        switch venue {
        case .bar: bar != nil
        case .restaurant: restaurant != nil
        case .theater: theater != nil
        }
    }
}

/// One program played against the model and the real planners side by side.

struct DateProgram {
    private var model = DateModel()
    private var planners: [Int: DatePlanner] = [:]
    private var keptVenues: [Int: AnyObject] = [:]
    private var watched: [Int: WatchedPlanner] = [:]
    private var numbers: [Int] = []

    static let stranger = (
        bar: Bar("Nowhere", district: "Harbour"), restaurant: Restaurant("Nowhere", district: "Harbour", dinnerEnds: ClockTime(9, 30)),
        showing: Showing("Nowhere", starts: ClockTime(21))
    )

    static let reaching: [ScenarioDimension<[DateStep]>] = [
        ScenarioDimension("two planners side by side") { $0.filter { if case .makePlanner = $0 { true } else { false } }.count > 1 },
        ScenarioDimension("a venue kept without its planner") { $0.contains { if case .keepVenue = $0 { true } else { false } } },
        ScenarioDimension("a planner let go of") { $0.contains { if case .release = $0 { true } else { false } } },
    ]

    static let reachingInABigTown: [ScenarioDimension<[DateStep]>] = [
        ScenarioDimension("a town past 4,096 options") { steps in
            steps.contains { if case .makePlanner(_, let town) = $0 { town.bars.count > 4_096 && town.restaurants.count > 4_096 } else { false } }
        }
    ]

    mutating func run(_ steps: [DateStep]) -> (index: Int, divergence: Divergence)? {
        for (index, step) in steps.enumerated() {
            var divergence: Divergence?
            let printed = Trace.capture { divergence = play(step) }
            if let divergence { return (index, divergence) }
            if let divergence = compare(printed: printed) { return (index, divergence) }
        }
        return nil
    }

    private var expectedLines: [String] = []

    /// Plays one step on both sides; returns a divergence in what `choose` returned.
    private mutating func play(_ step: DateStep) -> Divergence? {
        expectedLines = []
        switch step {
        case .makePlanner(let number, let town):
            guard watched[number] == nil else { return nil }
            let (bar, restaurant, theater) = (
                Venue("p\(number) bar", options: town.bars), Venue("p\(number) restaurant", options: town.restaurants),
                Venue("p\(number) movie theater", options: town.showings)
            )
            // Choices made before any planner exists: the venues tell nobody.
            if let chosen = town.barChosenBefore { _ = bar.choose(chosen) }
            if let chosen = town.restaurantChosenBefore { _ = restaurant.choose(chosen) }
            if let chosen = town.showingChosenBefore { _ = theater.choose(chosen) }
            let planner = DatePlanner(bar: bar, restaurant: restaurant, theater: theater)
            planners[number] = planner
            numbers.append(number)
            watched[number] = WatchedPlanner(planner: planner, bar: planner.bar, restaurant: planner.restaurant, theater: planner.theater)
            model.makePlanner(number, town: town)
        case .choose(let number, let venue, let index):
            guard let town = model.planners[number]?.town, planners[number] != nil || keptVenue(number) == venue else { return nil }
            let option: TownOption =
                switch venue {
                case .bar: .bar(town.bars.indices.contains(index) ? town.bars[index] : Self.stranger.bar)
                case .restaurant: .restaurant(town.restaurants.indices.contains(index) ? town.restaurants[index] : Self.stranger.restaurant)
                case .theater: .showing(town.showings.indices.contains(index) ? town.showings[index] : Self.stranger.showing)
                }
            let accepted = choose(option, at: venue, of: number)
            let expected = model.choose(option, at: venue, of: number)
            expectedLines = expected.lines
            if accepted != expected.accepted {
                return Divergence(
                    rule: expected.accepted ? DateRule.availability : DateRule.refusal, yourCode: "choose returned \(accepted)",
                    ruleSays: expected.accepted ? "the option fits every other choice: choose returns true" : "the option is not available: choose returns false")
            }
        case .clear(let number, let venue):
            guard planners[number] != nil || keptVenue(number) == venue else { return nil }
            switch venue {
            case .bar: (planners[number]?.bar ?? keptVenues[number] as? Venue<Bar>)?.clearChoice()
            case .restaurant: (planners[number]?.restaurant ?? keptVenues[number] as? Venue<Restaurant>)?.clearChoice()
            case .theater: (planners[number]?.theater ?? keptVenues[number] as? Venue<Showing>)?.clearChoice()
            }
            expectedLines = model.clear(venue, of: number)
        case .release(let number):
            guard planners[number] != nil || keptVenues[number] != nil else { return nil }
            (planners[number], keptVenues[number]) = (nil, nil)
            model.release(number)
        case .keepVenue(let number, let venue):
            guard let planner = planners[number] else { return nil }
            let kept: AnyObject =
                switch venue {
                case .bar: planner.bar
                case .restaurant: planner.restaurant
                case .theater: planner.theater
                }
            keptVenues[number] = kept
            planners[number] = nil
            model.keep(venue, of: number)
        }
        return nil
    }

    private func keptVenue(_ number: Int) -> VenueKind? {
        switch keptVenues[number] {
        case is Venue<Bar>: .bar
        case is Venue<Restaurant>: .restaurant
        case is Venue<Showing>: .theater
        default: nil
        }
    }

    private func choose(_ option: TownOption, at venue: VenueKind, of number: Int) -> Bool {
        switch option {
        case .bar(let bar): (planners[number]?.bar ?? keptVenues[number] as? Venue<Bar>)?.choose(bar) ?? false
        case .restaurant(let restaurant): (planners[number]?.restaurant ?? keptVenues[number] as? Venue<Restaurant>)?.choose(restaurant) ?? false
        case .showing(let showing): (planners[number]?.theater ?? keptVenues[number] as? Venue<Showing>)?.choose(showing) ?? false
        }
    }

    /// The lines printed, every venue's options and choice, and who is alive.
    private func compare(printed: String) -> Divergence? {
        let lines = printed.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        if lines != expectedLines {
            // The same venues updated in the same order, with other counts: availability is wrong.
            func venues(_ lines: [String]) -> [Substring] { lines.map { $0.prefix { $0 != ":" } } }
            return Divergence(
                rule: venues(lines) == venues(expectedLines) ? DateRule.availability : DateRule.updates, yourCode: "printed \(lines.isEmpty ? "nothing" : lines.joined(separator: " | "))",
                ruleSays: "print \(expectedLines.isEmpty ? "nothing" : expectedLines.joined(separator: " | "))")
        }
        for number in numbers {
            guard let planner = planners[number], let expected = model.planners[number] else { continue }
            // A venue that does not know its planner reports to nobody: say so before what it then misses.
            let unlinked = [("bar", planner.bar.planner), ("restaurant", planner.restaurant.planner), ("movie theater", planner.theater.planner)]
                .first { $0.1 !== planner }
            if let (venue, _) = unlinked {
                return Divergence(rule: DateRule.ownership, yourCode: "p\(number)'s \(venue) does not hold p\(number)", ruleSays: "every venue holds its planner")
            }
            if planner.bar.available != expected.bars || planner.restaurant.available != expected.restaurants || planner.theater.available != expected.showings {
                return Divergence(
                    rule: DateRule.availability,
                    yourCode: "p\(number) offers bars \(planner.bar.available), restaurants \(planner.restaurant.available), films \(planner.theater.available)",
                    ruleSays: "bars \(expected.bars), restaurants \(expected.restaurants), films \(expected.showings)")
            }
            if planner.bar.choice != expected.barChoice || planner.restaurant.choice != expected.restaurantChoice || planner.theater.choice != expected.showingChoice {
                return Divergence(
                    rule: DateRule.refusal, yourCode: "p\(number)'s choices are \(String(describing: planner.bar.choice)), \(String(describing: planner.restaurant.choice)), \(String(describing: planner.theater.choice))",
                    ruleSays: "\(String(describing: expected.barChoice)), \(String(describing: expected.restaurantChoice)), \(String(describing: expected.showingChoice))")
            }
        }
        for number in numbers {
            guard let watch = watched[number] else { continue }
            if (watch.planner != nil) != model.isPlannerAlive(number) {
                return Divergence(
                    rule: DateRule.ownership, yourCode: "p\(number) is \(watch.planner != nil ? "still alive" : "gone")",
                    ruleSays: model.isPlannerAlive(number) ? "the program holds it" : "it must be freed: only its venues are left, and they hold it weakly")
            }
            for venue in VenueKind.allCases where watch.isAlive(venue) != model.isAlive(venue, of: number) {
                return Divergence(
                    rule: DateRule.ownership, yourCode: "p\(number)'s \(venue.rawValue) is \(watch.isAlive(venue) ? "still alive" : "gone")",
                    ruleSays: model.isAlive(venue, of: number) ? "it must be alive: the program or its planner holds it" : "it must be freed: nothing that may keep it is left")
            }
        }
        return nil
    }
}
