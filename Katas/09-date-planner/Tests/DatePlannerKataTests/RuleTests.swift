import DatePlannerKata
import KataSupport
import KataTestSupport
import Testing

/// The README's rules over generated towns and evenings: none, one or many options per venue
/// (equal options too), districts shared or not, times with one-digit hours and minutes,
/// dinners that end exactly when a film starts, choices made, refused, repeated, changed and
/// cleared in any order, two planners side by side. A tiny model (`ExpectedDate`) says what
/// each venue must offer and which update lines the planner must cause. Do not edit.
@Suite struct RuleTests {
    @Test("Rules 1–6: after any choices and clearings, each venue offers exactly the options that fit every other choice, updated in order")
    func everyVenueOffersWhatFitsTheOtherChoices() {
        checkRule(
            "rules 1–6: availability, refusals and the order of updates", reaching: Evening.everything, generate: Evening.generate,
            shrink: Evening.smaller
        ) {
            $0.disagreement()
        }
    }

    @Test("Rule 2: times compare as times: one-digit hours, minutes, and a film starting the minute dinner ends")
    func timesCompareAsTimes() {
        checkRule("rule 2: dinner before the film, compared as clock times", reaching: Evening.times, generate: { random, size in
            Evening.generate(&random, size: size, timesOnly: true)
        }, shrink: Evening.smaller) { $0.disagreement() }
    }

    @Test("Rule 7: nothing leaks: planner and venues are released after any evening")
    func nothingLeaksAfterAnyEvening() {
        checkRule(
            "rule 7: no leaks", reaching: ScenarioDimension.sizes("step", "steps") { $0.steps.count }, generate: Evening.generate,
            shrink: Evening.smaller
        ) { evening in
            let leaked = survivors {
                let planner = evening.town.planner()
                _ = Trace.capture { for step in evening.steps { _ = step.run(on: planner) } }
                return [planner, planner.bar, planner.restaurant, planner.theater]
            }
            return leaked.isEmpty ? nil : "still alive after the planner was released: \(leaked)"
        }
    }
}

/// A generated town: the options at each venue.
struct GeneratedTown: CustomStringConvertible {
    var bars: [Bar]
    var restaurants: [Restaurant]
    var showings: [Showing]

    var description: String {
        let bars = self.bars.map { "\($0.name) (\($0.district))" }.joined(separator: ", ")
        let restaurants = self.restaurants.map { "\($0.name) (\($0.district), ends \($0.dinnerEnds))" }.joined(separator: ", ")
        let showings = self.showings.map { "\($0.film) (\($0.starts))" }.joined(separator: ", ")
        return "bars [\(bars)], restaurants [\(restaurants)], films [\(showings)]"
    }

    func planner() -> DatePlanner {
        DatePlanner(
            bar: Venue("bar", options: bars), restaurant: Venue("restaurant", options: restaurants),
            theater: Venue("movie theater", options: showings))
    }

    static func generate(_ random: inout SeededRandom, size: Int, timesOnly: Bool) -> GeneratedTown {
        // Districts are compared exactly: "harbour" is not "Harbour".
        let districts = timesOnly ? ["Old Town"] : ["Old Town", "Harbour", "Hill", "harbour"]
        func time(_ random: inout SeededRandom) -> ClockTime {
            ClockTime(random.pick([0, 1, 7, 9, 10, 11, 12, 19, 20, 21, 23]), random.pick([0, 0, 5, 30, 45, 59]))
        }
        let count = { (random: inout SeededRandom) in random.int(in: 0...min(max(size, 1), 5)) }
        // Names repeat among different options: a name is no key.
        var bars = random.array(count(&random)) { random in Bar("Bar \(random.int(in: 1...4))", district: random.pick(districts)) }
        var restaurants = random.array(count(&random)) { random in
            Restaurant("Restaurant \(random.int(in: 1...4))", district: random.pick(districts), dinnerEnds: time(&random))
        }
        var showings = random.array(count(&random)) { random in Showing("Film \(random.int(in: 1...9))", starts: time(&random)) }
        // A film that starts the minute a dinner ends, and an equal option listed twice.
        if let dinner = restaurants.first, random.chance(50) { showings.append(Showing("On the dot", starts: dinner.dinnerEnds)) }
        if let bar = bars.first, random.chance(20) { bars.append(bar) }
        if let restaurant = restaurants.last, random.chance(10) { restaurants.append(restaurant) }
        return GeneratedTown(bars: bars, restaurants: restaurants, showings: showings)
    }
}

/// One thing the couple does at one venue.
enum EveningStep: CustomStringConvertible {
    case chooseBar(Int), chooseRestaurant(Int), chooseShowing(Int)
    case clear(Int)

    var description: String {
        switch self {
        case .chooseBar(let index): "choose bar option \(index + 1)"
        case .chooseRestaurant(let index): "choose restaurant option \(index + 1)"
        case .chooseShowing(let index): "choose film option \(index + 1)"
        case .clear(let venue): "clear the \(["bar", "restaurant", "movie theater"][venue])"
        }
    }

    /// Runs the step; the result of `choose`, or nil for a clearing.
    func run(on planner: DatePlanner) -> Bool? {
        switch self {
        case .chooseBar(let index): return planner.bar.choose(planner.bar.allOptions[index])
        case .chooseRestaurant(let index): return planner.restaurant.choose(planner.restaurant.allOptions[index])
        case .chooseShowing(let index): return planner.theater.choose(planner.theater.allOptions[index])
        case .clear(let venue):
            switch venue {
            case 0: planner.bar.clearChoice()
            case 1: planner.restaurant.clearChoice()
            default: planner.theater.clearChoice()
            }
            return nil
        }
    }
}

/// A generated evening: a town and what happens in it.
struct Evening: CustomStringConvertible {
    var town: GeneratedTown
    var steps: [EveningStep]

    var description: String { "\(town); " + (steps.isEmpty ? "nothing chosen" : steps.map(\.description).joined(separator: "; ")) }

    static func generate(_ random: inout SeededRandom, size: Int) -> Evening {
        generate(&random, size: size, timesOnly: false)
    }

    static func generate(_ random: inout SeededRandom, size: Int, timesOnly: Bool) -> Evening {
        let town = GeneratedTown.generate(&random, size: size, timesOnly: timesOnly)
        let steps = random.array(size == 1 ? 1 : 2 * size) { random -> EveningStep in
            var kinds: [Int] = [3]
            if !town.bars.isEmpty { kinds.append(0) }
            if !town.restaurants.isEmpty { kinds += [1, 1] }
            if !town.showings.isEmpty { kinds += [2, 2] }
            switch random.pick(kinds) {
            case 0: return .chooseBar(random.int(in: 0...(town.bars.count - 1)))
            case 1: return .chooseRestaurant(random.int(in: 0...(town.restaurants.count - 1)))
            case 2: return .chooseShowing(random.int(in: 0...(town.showings.count - 1)))
            default: return .clear(random.int(in: 0...2))
            }
        }
        return Evening(town: town, steps: steps)
    }

    var optionCounts: [Int] { [town.bars.count, town.restaurants.count, town.showings.count] }

    /// A dinner and a film in the same hour: only the minutes decide.
    var minutesDecide: Bool {
        town.restaurants.contains { dinner in
            town.showings.contains { $0.starts.hour == dinner.dinnerEnds.hour && $0.starts.minute != dinner.dinnerEnds.minute }
        }
    }

    /// What the rules depend on, as the README lists them.
    static let everything: [ScenarioDimension<Evening>] =
        times + [
            ScenarioDimension("a venue with no options") { $0.optionCounts.contains(0) },
            ScenarioDimension("a venue with one option") { $0.optionCounts.contains(1) },
            ScenarioDimension("a venue with many options") { $0.optionCounts.contains { $0 >= 2 } },
            ScenarioDimension("two options sharing a name") { evening in
                let bars = evening.town.bars, restaurants = evening.town.restaurants
                return Set(bars.map(\.name)).count < Set(bars.map { "\($0.name) \($0.district)" }).count
                    || Set(restaurants.map(\.name)).count < Set(restaurants.map { "\($0.name) \($0.district) \($0.dinnerEnds)" }).count
            },
            ScenarioDimension("an equal option listed twice") { evening in
                let bars = evening.town.bars.map { "\($0.name) \($0.district)" }
                return Set(bars).count < bars.count
            },
            ScenarioDimension("districts differing only in letter case") { evening in
                let districts = Set(evening.town.bars.map(\.district) + evening.town.restaurants.map(\.district))
                return districts.contains("Harbour") && districts.contains("harbour")
            },
            ScenarioDimension("a choice cleared") { $0.steps.contains { if case .clear = $0 { true } else { false } } },
            ScenarioDimension("the same option chosen again") { evening in
                zip(evening.steps, evening.steps.dropFirst()).contains { $0.description == $1.description && !$0.description.hasPrefix("clear") }
            },
        ]

    /// What comparing times depends on.
    static let times: [ScenarioDimension<Evening>] = [
        ScenarioDimension("one-digit hours") { $0.town.showings.contains { $0.starts.hour < 10 } },
        ScenarioDimension("a film starting the minute dinner ends") { evening in
            evening.town.showings.contains { film in evening.town.restaurants.contains { $0.dinnerEnds == film.starts } }
        },
        ScenarioDimension("a dinner and a film in the same hour") { $0.minutesDecide },
    ]

    static func smaller(_ evening: Evening) -> [Evening] {
        var candidates = smallerArrays(evening.steps).map { Evening(town: evening.town, steps: $0) }
        // Fewer options: drop one from a venue, and the steps that named options past the end.
        let town = evening.town
        for venue in 0...2 {
            var smaller = town
            switch venue {
            case 0: guard !smaller.bars.isEmpty else { continue }; smaller.bars.removeLast()
            case 1: guard !smaller.restaurants.isEmpty else { continue }; smaller.restaurants.removeLast()
            default: guard !smaller.showings.isEmpty else { continue }; smaller.showings.removeLast()
            }
            let steps = evening.steps.filter { step in
                switch step {
                case .chooseBar(let index): index < smaller.bars.count
                case .chooseRestaurant(let index): index < smaller.restaurants.count
                case .chooseShowing(let index): index < smaller.showings.count
                case .clear: true
                }
            }
            candidates.append(Evening(town: smaller, steps: steps))
        }
        return candidates
    }

    func disagreement() -> String? {
        // A second planner runs the same evening alongside: the two must never mix.
        let planner = town.planner(), twin = town.planner()
        var model = ExpectedDate(town: town)
        let creation = Trace.capture { _ = town.planner() }
        if !creation.isEmpty { return "creating the planner printed updates:\n\(creation)" }
        for (index, step) in steps.enumerated() {
            var accepted: Bool?
            let trace = Trace.capture { accepted = step.run(on: planner) }
            let expected = model.run(step)
            let at = "at step \(index + 1) (\(step))"
            if accepted != expected.accepted {
                return "\(at) choose returned \(accepted.map(String.init) ?? "-"), expected \(expected.accepted.map(String.init) ?? "-")"
            }
            if trace != expected.trace {
                return "\(at), the updates differ:\n" + firstDifference(expected: expected.trace, actual: trace)
            }
            let actual: ([AnyHashable], [AnyHashable], [AnyHashable]) = (
                planner.bar.available.map(AnyHashable.init), planner.restaurant.available.map(AnyHashable.init),
                planner.theater.available.map(AnyHashable.init)
            )
            if actual.0 != model.available(0) || actual.1 != model.available(1) || actual.2 != model.available(2) {
                return "\(at) the venues offer bars \(actual.0), restaurants \(actual.1), films \(actual.2); expected bars \(model.available(0)), restaurants \(model.available(1)), films \(model.available(2))"
            }
            if index == steps.count - 1 {
                let quietTwin = Trace.capture { _ = twin.bar.available }
                if !quietTwin.isEmpty || twin.bar.available != town.bars || twin.theater.available != town.showings
                    || twin.restaurant.available != town.restaurants
                {
                    return "a second planner's venues changed although nothing was chosen there"
                }
            }
        }
        return nil
    }
}

/// The rules as a model: the choices, and what fits them.
struct ExpectedDate {
    let town: GeneratedTown
    var bar: Bar?
    var restaurant: Restaurant?
    var showing: Showing?
    /// What each venue was last shown; before any update, everything.
    private var shown: [Int: Int] = [:]

    init(town: GeneratedTown) { self.town = town }

    func barFits(_ candidate: Bar) -> Bool { restaurant.map { $0.district == candidate.district } ?? true }

    func restaurantFits(_ candidate: Restaurant) -> Bool {
        (bar.map { $0.district == candidate.district } ?? true) && (showing.map { candidate.dinnerEnds <= $0.starts } ?? true)
    }

    func showingFits(_ candidate: Showing) -> Bool { restaurant.map { candidate.starts >= $0.dinnerEnds } ?? true }

    /// What venue 0 (bar), 1 (restaurant) or 2 (theater) offers now.
    func available(_ venue: Int) -> [AnyHashable] {
        guard shown[venue] != nil else { return all(venue) }
        switch venue {
        case 0: return town.bars.filter(barFits)
        case 1: return town.restaurants.filter(restaurantFits)
        default: return town.showings.filter(showingFits)
        }
    }

    private func all(_ venue: Int) -> [AnyHashable] {
        switch venue {
        case 0: town.bars
        case 1: town.restaurants
        default: town.showings
        }
    }

    mutating func run(_ step: EveningStep) -> (accepted: Bool?, trace: String) {
        let changed: Int
        var accepted: Bool?
        switch step {
        case .chooseBar(let index):
            guard available(0).contains(AnyHashable(town.bars[index])) else { return (false, "") }
            (bar, changed, accepted) = (town.bars[index], 0, true)
        case .chooseRestaurant(let index):
            guard available(1).contains(AnyHashable(town.restaurants[index])) else { return (false, "") }
            (restaurant, changed, accepted) = (town.restaurants[index], 1, true)
        case .chooseShowing(let index):
            guard available(2).contains(AnyHashable(town.showings[index])) else { return (false, "") }
            (showing, changed, accepted) = (town.showings[index], 2, true)
        case .clear(let venue):
            switch venue {
            case 0: guard bar != nil else { return (nil, "") }; bar = nil
            case 1: guard restaurant != nil else { return (nil, "") }; restaurant = nil
            default: guard showing != nil else { return (nil, "") }; showing = nil
            }
            changed = venue
        }
        var trace = ""
        for venue in 0...2 where venue != changed {
            shown[venue] = 1
            let name = ["bar", "restaurant", "movie theater"][venue]
            trace += "\(name): \(available(venue).count) of \(all(venue).count) options\n"
        }
        return (accepted, trace)
    }
}
