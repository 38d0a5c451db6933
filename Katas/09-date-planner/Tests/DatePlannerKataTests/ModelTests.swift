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
        // A planner made over an earlier planner's venue names it as the program holds it.
        let shares = DateStep.makePlanner(1, ProgramTown(bars: town.bars, restaurants: [], showings: [], sharedFrom: [.bar: 0]))
        let overHeld = shares.swiftLine(after: [made]), overKept = shares.swiftLine(after: [made, .keepVenue(planner: 0, .bar)])
        #expect(overHeld.contains("DatePlanner(bar: p0!.bar, restaurant: Venue(\"p1 restaurant\""), "the shared bar, through the planner that holds it: \(overHeld)")
        #expect(overKept.contains("DatePlanner(bar: kept0, restaurant: "), "the shared bar, kept alone, by the name the program gave it: \(overKept)")
    }
}

/// The README's words, quoted by a failure.
enum DateRule {
    static let availability =
        "Rules 1–4: a venue's available options are exactly the options that fit every choice made at the other venues (same district; dinner ends by the film's start); a venue's own choice never limits its own options"
    static let refusal = "Rule 5: choose with an option that is not available returns false, changes nothing and causes no updates"
    static let updates =
        "Rule 6: whenever a choice is made or cleared, the planner updates each other venue exactly once, always in the order bar, restaurant, movie theater, even when they did not change. Creating the planner updates nothing. Two planners never mix"
    static let newest =
        "Rule 6: a venue holds one planner, the newest made over it, and only weakly: once the newest is let go, the venue holds no planner (it is not handed back to an older one) and a choice there updates nobody's other venues"
    static let ownership = "Rule 7: every venue holds the planner (weakly: whoever owns the planner owns the date), and nothing leaks"
}

/// A weak reference to one object the program made, to see whether it is alive.
struct Watched {
    weak var object: AnyObject?
}

/// Weak references to the venues a planner was made with (none for a venue it shares with an
/// earlier planner: that one is watched as the earlier planner's).
struct WatchedVenues {
    weak var bar: Venue<Bar>?
    weak var restaurant: Venue<Restaurant>?
    weak var theater: Venue<Showing>?
    var made: (bar: Bool, restaurant: Bool, theater: Bool)

    func made(_ venue: VenueKind) -> Bool {
        switch venue {
        case .bar: made.bar
        case .restaurant: made.restaurant
        case .theater: made.theater
        }
    }

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
    private var watchedPlanners: [Int: Watched] = [:]
    /// Every venue the program made, by kind and by the number of the planner made with it.
    private var watchedVenues: [Int: WatchedVenues] = [:]
    private var numbers: [Int] = []

    static let stranger = (
        bar: Bar("Nowhere", district: "Harbour"), restaurant: Restaurant("Nowhere", district: "Harbour", dinnerEnds: ClockTime(9, 30)),
        showing: Showing("Nowhere", starts: ClockTime(21))
    )

    static let reaching: [ScenarioDimension<[DateStep]>] = [
        ScenarioDimension("two planners side by side") { $0.filter { if case .makePlanner = $0 { true } else { false } }.count > 1 },
        ScenarioDimension("a venue kept without its planner") { $0.contains { if case .keepVenue = $0 { true } else { false } } },
        ScenarioDimension("a planner let go of") { $0.contains { if case .release = $0 { true } else { false } } },
        ScenarioDimension("a venue shared by planners") { $0.contains { if case .makePlanner(_, let town) = $0 { !town.sharedFrom.isEmpty } else { false } } },
        ScenarioDimension("a venue shared by three planners or more") { steps in
            let shared = steps.compactMap { if case .makePlanner(_, let town) = $0 { town.sharedFrom } else { nil } }
            return shared.count > 2 && shared.enumerated().contains { index, from in from.contains { venue, earlier in earlier != 0 && shared.indices.contains(earlier) && shared[earlier][venue] != nil } }
        },
        ScenarioDimension("the newest planner of a shared venue let go of while an older one lives") { steps in
            var model = DateModel()
            for step in steps {
                switch step {
                case .makePlanner(let number, let town) where model.planners[number] == nil: model.makePlanner(number, town: town)
                case .keepVenue(let number, let venue): model.keep(venue, of: number)
                case .release(let number):
                    let newestOfAShared = model.planners[number].map { planner in VenueKind.allCases.contains { venue in
                        let id = planner.venues[venue]
                        return model.holder(of: venue, madeBy: id) == number && model.planners.contains { $0.key != number && $0.value.held == .planner && $0.value.venues[venue] == id }
                    } }
                    if newestOfAShared == true { return true }
                    model.release(number)
                default: break
                }
            }
            return false
        },
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

    /// Planner `number`'s venue of this kind, as the program holds it: through the planner, or kept alone.
    private func venue(_ venue: VenueKind, of number: Int) -> AnyObject? {
        if let planner = planners[number] {
            switch venue {
            case .bar: return planner.bar
            case .restaurant: return planner.restaurant
            case .theater: return planner.theater
            }
        }
        return keptVenue(number) == venue ? keptVenues[number] : nil
    }

    /// Plays one step on both sides; returns a divergence in what `choose` returned.
    private mutating func play(_ step: DateStep) -> Divergence? {
        expectedLines = []
        switch step {
        case .makePlanner(let number, let town):
            guard watchedPlanners[number] == nil else { return nil }
            // A venue shared with an earlier planner, if the program still holds it; else a new one.
            var shared: [VenueKind: AnyObject] = [:]
            for (kind, from) in town.sharedFrom { shared[kind] = venue(kind, of: from) }
            let bar = shared[.bar] as? Venue<Bar> ?? Venue("p\(number) bar", options: town.bars)
            let restaurant = shared[.restaurant] as? Venue<Restaurant> ?? Venue("p\(number) restaurant", options: town.restaurants)
            let theater = shared[.theater] as? Venue<Showing> ?? Venue("p\(number) movie theater", options: town.showings)
            // Choices made at new venues before any planner exists over them: the venues tell nobody.
            if shared[.bar] == nil, let chosen = town.barChosenBefore { _ = bar.choose(chosen) }
            if shared[.restaurant] == nil, let chosen = town.restaurantChosenBefore { _ = restaurant.choose(chosen) }
            if shared[.theater] == nil, let chosen = town.showingChosenBefore { _ = theater.choose(chosen) }
            let made = (bar: shared[.bar] == nil, restaurant: shared[.restaurant] == nil, theater: shared[.theater] == nil)
            watchedVenues[number] = WatchedVenues(
                bar: made.bar ? bar : nil, restaurant: made.restaurant ? restaurant : nil, theater: made.theater ? theater : nil, made: made)
            let planner = DatePlanner(bar: bar, restaurant: restaurant, theater: theater)
            planners[number] = planner
            numbers.append(number)
            watchedPlanners[number] = Watched(object: planner)
            model.makePlanner(number, town: town)
        case .choose(let number, let venue, let index):
            guard planners[number] != nil || keptVenue(number) == venue else { return nil }
            let option: TownOption =
                switch venue {
                case .bar: .bar(model.bar(of: number).flatMap { $0.options.indices.contains(index) ? $0.options[index] : nil } ?? Self.stranger.bar)
                case .restaurant:
                    .restaurant(model.restaurant(of: number).flatMap { $0.options.indices.contains(index) ? $0.options[index] : nil } ?? Self.stranger.restaurant)
                case .theater: .showing(model.theater(of: number).flatMap { $0.options.indices.contains(index) ? $0.options[index] : nil } ?? Self.stranger.showing)
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
            case .bar: (self.venue(.bar, of: number) as? Venue<Bar>)?.clearChoice()
            case .restaurant: (self.venue(.restaurant, of: number) as? Venue<Restaurant>)?.clearChoice()
            case .theater: (self.venue(.theater, of: number) as? Venue<Showing>)?.clearChoice()
            }
            expectedLines = model.clear(venue, of: number)
        case .release(let number):
            guard planners[number] != nil || keptVenues[number] != nil else { return nil }
            (planners[number], keptVenues[number]) = (nil, nil)
            model.release(number)
        case .keepVenue(let number, let venue):
            guard planners[number] != nil else { return nil }
            keptVenues[number] = self.venue(venue, of: number)
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
        case .bar(let bar): (self.venue(.bar, of: number) as? Venue<Bar>)?.choose(bar) ?? false
        case .restaurant(let restaurant): (self.venue(.restaurant, of: number) as? Venue<Restaurant>)?.choose(restaurant) ?? false
        case .showing(let showing): (self.venue(.theater, of: number) as? Venue<Showing>)?.choose(showing) ?? false
        }
    }

    /// One venue against the model: the planner it holds, its options and its choice.
    private func compare<Option: Hashable>(_ venue: Venue<Option>, _ expected: DateModel.Place<Option>, _ kind: VenueKind, madeBy id: Int) -> Divergence? {
        let holder = model.holder(of: kind, madeBy: id)
        var expectedPlanner: DatePlanner?
        if let holder { expectedPlanner = planners[holder] }
        if venue.planner !== expectedPlanner {
            let holds = numbers.first { venue.planner != nil && venue.planner === planners[$0] }.map { "p\($0)" } ?? (venue.planner == nil ? "no planner" : "a planner the program let go of")
            return Divergence(
                rule: DateRule.newest, yourCode: "\(expected.name) holds \(holds)",
                ruleSays: holder.map { "it holds p\($0), the newest planner made over it" }
                    ?? "it holds no planner: the newest made over it, p\(expected.newest), is gone, and nothing hands the venue back to an older one")
        }
        if venue.available != expected.available {
            return Divergence(rule: DateRule.availability, yourCode: "\(expected.name) offers \(venue.available)", ruleSays: "\(expected.available)")
        }
        if venue.choice != expected.choice {
            return Divergence(
                rule: DateRule.refusal, yourCode: "\(expected.name)'s choice is \(String(describing: venue.choice))", ruleSays: "\(String(describing: expected.choice))")
        }
        return nil
    }

    /// The lines printed, every venue's planner, options and choice, and who is alive.
    private func compare(printed: String) -> Divergence? {
        let lines = printed.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        if lines != expectedLines {
            // The same venues updated in the same order, with other counts: availability is wrong.
            func venues(_ lines: [String]) -> [Substring] { lines.map { $0.prefix { $0 != ":" } } }
            return Divergence(
                rule: venues(lines) == venues(expectedLines) ? DateRule.availability : DateRule.updates, yourCode: "printed \(lines.isEmpty ? "nothing" : lines.joined(separator: " | "))",
                ruleSays: "print \(expectedLines.isEmpty ? "nothing" : expectedLines.joined(separator: " | "))")
        }
        let alive = model.aliveVenues()
        for number in numbers {
            // Each venue once, with the planner made with it, while the program holds it.
            guard let watched = watchedVenues[number] else { continue }
            if alive[.bar].contains(number), let venue = watched.bar, let expected = model.bars[number], let divergence = compare(venue, expected, .bar, madeBy: number) {
                return divergence
            }
            if alive[.restaurant].contains(number), let venue = watched.restaurant, let expected = model.restaurants[number],
                let divergence = compare(venue, expected, .restaurant, madeBy: number)
            { return divergence }
            if alive[.theater].contains(number), let venue = watched.theater, let expected = model.theaters[number],
                let divergence = compare(venue, expected, .theater, madeBy: number)
            { return divergence }
        }
        for number in numbers {
            let plannerAlive = watchedPlanners[number]?.object != nil
            if plannerAlive != model.isPlannerAlive(number) {
                return Divergence(
                    rule: DateRule.ownership, yourCode: "p\(number) is \(plannerAlive ? "still alive" : "gone")",
                    ruleSays: model.isPlannerAlive(number) ? "the program holds it" : "it must be freed: only its venues are left, and they hold it weakly")
            }
            guard let watched = watchedVenues[number] else { continue }
            for venue in VenueKind.allCases where watched.made(venue) {
                let venueAlive = watched.isAlive(venue), expected = alive[venue].contains(number)
                guard venueAlive != expected else { continue }
                let name = venue == .theater ? "movie theater" : venue.rawValue
                return Divergence(
                    rule: DateRule.ownership, yourCode: "p\(number) \(name) is \(venueAlive ? "still alive" : "gone")",
                    ruleSays: expected ? "it must be alive: the program or a planner it holds holds it" : "it must be freed: nothing that may keep it is left")
            }
        }
        return nil
    }
}
