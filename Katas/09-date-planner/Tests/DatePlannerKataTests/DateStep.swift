import DatePlannerKata
import KataTestSupport

/// One operation of a generated program over the whole API: make planners (each with its own
/// town), choose options (available or not, equal ones, strangers), clear choices, let go of a
/// planner or keep only one of its venues. Each planner gets a number when it is made (`p2`) and
/// steps name it by that number; a step about a planner the program never made or let go of is
/// skipped, so removing steps (shrinking) keeps a program meaningful.
enum DateStep: ProgramStep, CustomStringConvertible {
    case makePlanner(Int, ProgramTown)
    /// `option` indexes the venue's `allOptions`; past its end, an option the venue never listed.
    case choose(planner: Int, VenueKind, option: Int)
    case clear(planner: Int, VenueKind)
    case release(Int)
    case keepVenue(planner: Int, VenueKind)

    var swiftLine: String {
        switch self {
        case .makePlanner(let number, let town): Self.makeLine(number, town, shared: [:])
        case .choose(let planner, let venue, let option): "p\(planner)!.\(venue.rawValue).choose(option \(option) of its venue)"
        case .clear(let planner, let venue): "p\(planner)!.\(venue.rawValue).clearChoice()"
        case .release(let planner): "p\(planner) = nil  // the test lets go of the planner"
        case .keepVenue(let planner, let venue): "let kept\(planner) = p\(planner)!.\(venue.rawValue); p\(planner) = nil  // keeps only this venue"
        }
    }

    /// A planner made over new venues (with the choices made there before it, if any) and over
    /// the venues it shares with earlier planners, as the program holds those (`shared`).
    private static func makeLine(_ number: Int, _ town: ProgramTown, shared: [VenueKind: String]) -> String {
        let made = [
            (VenueKind.bar, "Venue(\"p\(number) bar\", options: \(list(town.bars.map(literal))))", town.barChosenBefore.map(literal)),
            (.restaurant, "Venue(\"p\(number) restaurant\", options: \(list(town.restaurants.map(literal))))", town.restaurantChosenBefore.map(literal)),
            (.theater, "Venue(\"p\(number) movie theater\", options: \(list(town.showings.map(literal))))", town.showingChosenBefore.map(literal)),
        ]
        let sharing = shared.isEmpty ? "" : "  // over venues an earlier planner was made over: it takes them over"
        let chosenBefore = made.filter { shared[$0.0] == nil && $0.2 != nil }
        if chosenBefore.isEmpty {
            let arguments = made.map { "\($0.0 == .theater ? "theater" : $0.0.rawValue): \(shared[$0.0] ?? $0.1)" }.joined(separator: ", ")
            return "var p\(number): DatePlanner? = DatePlanner(\(arguments))" + sharing
        }
        let venues = made.filter { shared[$0.0] == nil }.map { "p\(number)\($0.0.rawValue) = \($0.1)" }.joined(separator: ", ")
        let choices = chosenBefore.map { "_ = p\(number)\($0.0.rawValue).choose(\($0.2!)); " }.joined()
        let arguments = made.map { "\($0.0 == .theater ? "theater" : $0.0.rawValue): \(shared[$0.0] ?? "p\(number)\($0.0.rawValue)")" }.joined(separator: ", ")
        return "let \(venues); \(choices)var p\(number): DatePlanner? = DatePlanner(\(arguments))  // over venues that already hold a choice"
            + (shared.isEmpty ? "" : ", and venues an earlier planner was made over")
    }

    var description: String { swiftLine }

    /// A choice names its option as the program's town lists it (or one the venue never listed),
    /// and its venue as the program holds it then: `kept0` once only that venue was kept.
    func swiftLine(after earlier: [DateStep]) -> String {
        let model = Self.structure(after: earlier)
        if case .makePlanner(let number, let town) = self {
            var shared: [VenueKind: String] = [:]
            for (venue, from) in town.sharedFrom where model.reachable(venue, of: from) != nil {
                shared[venue] = model.isPlannerAlive(from) ? "p\(from)!.\(venue.rawValue)" : "kept\(from)"
            }
            return Self.makeLine(number, town, shared: shared)
        }
        if case .clear(let planner, let venue) = self { return "\(Self.holder(of: venue, planner: planner, after: earlier)).clearChoice()" }
        guard case .choose(let planner, let venue, let index) = self else { return swiftLine }
        let holder = Self.holder(of: venue, planner: planner, after: earlier)
        // The option as the venue lists it: the venue's own options, whichever planner made it.
        let listed: String? =
            switch venue {
            case .bar: model.bar(of: planner).flatMap { $0.options.indices.contains(index) ? literal($0.options[index]) : nil }
            case .restaurant: model.restaurant(of: planner).flatMap { $0.options.indices.contains(index) ? literal($0.options[index]) : nil }
            case .theater: model.theater(of: planner).flatMap { $0.options.indices.contains(index) ? literal($0.options[index]) : nil }
            }
        let stranger: String =
            switch venue {
            case .bar: literal(DateProgram.stranger.bar)
            case .restaurant: literal(DateProgram.stranger.restaurant)
            case .theater: literal(DateProgram.stranger.showing)
            }
        return "\(holder).choose(\(listed ?? stranger))" + (listed == nil ? "  // an option the venue never listed" : "")
    }

    /// Which planners and venues the program holds after `steps` (only the steps that make,
    /// keep or let go of something, played on the model as the program plays them).
    static func structure(after steps: [DateStep]) -> DateModel {
        var model = DateModel()
        for step in steps {
            switch step {
            case .makePlanner(let number, let town) where model.planners[number] == nil: model.makePlanner(number, town: town)
            case .release(let number): model.release(number)
            case .keepVenue(let number, let venue): model.keep(venue, of: number)
            default: break
            }
        }
        return model
    }

    /// The venue as the program holds it: `kept0` once only that venue of `p0` was kept.
    static func holder(of venue: VenueKind, planner: Int, after earlier: [DateStep]) -> String {
        let kept = earlier.contains { if case .keepVenue(planner, venue) = $0 { true } else { false } }
        return kept ? "kept\(planner)" : "p\(planner)!.\(venue.rawValue)"
    }

    /// How many planners a program has made, and their towns.
    struct Census: ProgramCensus {
        var towns: [ProgramTown] = []
        mutating func count(_ step: DateStep) { if case .makePlanner(_, let town) = step { towns.append(town) } }
    }

    /// The steps of a program over a big town: its first planner's venues hold 1,025 to 1,100
    /// options each (past 3,000 in all), and now and then (one program in four) its bar and
    /// restaurant hold 4,097 to 4,160, past 2,048 and 4,096, where a path kept for big towns
    /// only may begin; then any program.
    static func nextInABigTown(_ random: inout SeededRandom, census: Census) -> DateStep {
        guard census.towns.isEmpty else { return next(&random, census: census) }
        return .makePlanner(0, town(&random, big: random.chance(25) ? pastFourThousand : FloodSize.pastAThousand))
    }

    /// A bar's and a restaurant's options in the biggest towns a model program makes: past 4,096
    /// and no further (a correct planner filters every venue on every change).
    static let pastFourThousand = 4_097...4_160

    static func next(_ random: inout SeededRandom, census: Census) -> DateStep {
        let planners = census.towns.count
        if planners == 0 || (planners < 4 && random.chance(4)) { return .makePlanner(planners, town(&random, sharingWith: census.towns)) }
        let planner = random.int(in: 0...(planners - 1))
        let venue = random.pick(VenueKind.allCases)
        let town = census.towns[planner]
        let count = venue == .bar ? town.bars.count : venue == .restaurant ? town.restaurants.count : town.showings.count
        switch random.int(in: 1...100) {
        case 1...65: return .choose(planner: planner, venue, option: random.chance(8) ? count : random.int(in: 0...max(count - 1, 0)))
        case 66...94: return .clear(planner: planner, venue)
        case 95...97: return .keepVenue(planner: planner, venue)
        default: return .release(planner)
        }
    }

    /// Towns at the edges: venues with no, one or many options, equal options listed twice,
    /// names shared by different options, districts differing in letter case, a trailing space
    /// or an accent, one-digit hours, midnight, a film starting the minute a dinner ends.
    static func town(_ random: inout SeededRandom, big: ClosedRange<Int>? = nil, sharingWith earlier: [ProgramTown] = []) -> ProgramTown {
        let districts = ["Harbour", "harbour", "Old Town", "Old Town ", "", "Sankt Pölten", "Sankt Polten"]
        let times = [ClockTime(0, 0), ClockTime(9, 5), ClockTime(9, 30), ClockTime(10), ClockTime(21), ClockTime(21, 59), ClockTime(23, 59)]
        // A big town: `big` options at the bar and the restaurant, 1,025 to 1,100 films, from the
        // same few names, districts and hours (namesakes by the hundred, in other districts and
        // with other hours: a lookup kept by name, or by less than every choice, shows).
        func count(_ random: inout SeededRandom, _ big: ClosedRange<Int>?) -> Int { big.map { random.int(in: $0) } ?? random.pick([0, 1, 1, 2, 3, 4, 5]) }
        let films = big.map { _ in FloodSize.pastAThousand }
        var bars = random.array(count(&random, big)) { Bar("Bar \($0.int(in: 1...3))", district: $0.pick(districts)) }
        var restaurants = random.array(count(&random, big)) { Restaurant("Diner \($0.int(in: 1...3))", district: $0.pick(districts), dinnerEnds: $0.pick(times)) }
        var showings = random.array(count(&random, films)) { Showing("Film \($0.int(in: 1...3))", starts: $0.pick(times)) }
        if let bar = bars.first, random.chance(20) { bars.append(bar) }
        if let restaurant = restaurants.first, random.chance(20) { restaurants.append(restaurant) }
        if let dinner = restaurants.last, random.chance(40) { showings.append(Showing("On the dot", starts: dinner.dinnerEnds)) }
        var town = ProgramTown(bars: bars, restaurants: restaurants, showings: showings)
        // Some planners are made over venues where choices were already made.
        if random.chance(30) {
            for (venue, count) in [(VenueKind.bar, bars.count), (.restaurant, restaurants.count), (.theater, showings.count)]
            where count > 0 && random.chance(60) {
                town.chosenBefore[venue] = random.int(in: 0...(count - 1))
            }
        }
        // Half the planners after the first are made over one to three venues of earlier planners
        // (rule 6: the newest takes them over), so a venue is shared by two, three or four
        // planners, and the program lets them go in any order.
        if !earlier.isEmpty, random.chance(50) {
            let shared = VenueKind.allCases.filter { _ in random.chance(50) }
            for venue in shared.isEmpty ? [random.pick(VenueKind.allCases)] : shared {
                let from = random.int(in: 0...(earlier.count - 1))
                town.sharedFrom[venue] = from
                town.chosenBefore[venue] = nil
                switch venue {
                case .bar: town.bars = earlier[from].bars
                case .restaurant: town.restaurants = earlier[from].restaurants
                case .theater: town.showings = earlier[from].showings
                }
            }
        }
        return town
    }

    static func simpler(_ step: DateStep) -> [DateStep] {
        switch step {
        case .makePlanner(let number, let town):
            var smaller: [DateStep] = []
            // Fewer venues shared with earlier planners (the planner makes its own instead).
            for venue in town.sharedFrom.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
                var fewer = town
                fewer.sharedFrom[venue] = nil
                smaller.append(.makePlanner(number, fewer))
            }
            // Fewer choices made before the planner, then fewer options (which keep the choices).
            for venue in town.chosenBefore.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
                var fewer = town
                fewer.chosenBefore[venue] = nil
                smaller.append(.makePlanner(number, fewer))
            }
            // A big town halves first.
            if town.bars.count + town.restaurants.count + town.showings.count > 64 {
                let half = { (count: Int) in (count + 1) / 2 }
                smaller.append(
                    .makePlanner(
                        number,
                        ProgramTown(
                            bars: Array(town.bars.prefix(half(town.bars.count))), restaurants: Array(town.restaurants.prefix(half(town.restaurants.count))),
                            showings: Array(town.showings.prefix(half(town.showings.count))), chosenBefore: [:], sharedFrom: town.sharedFrom)))
            }
            if town.bars.count > 1 { smaller.append(.makePlanner(number, ProgramTown(bars: Array(town.bars.dropLast()), restaurants: town.restaurants, showings: town.showings, chosenBefore: town.chosenBefore, sharedFrom: town.sharedFrom))) }
            if town.restaurants.count > 1 {
                smaller.append(.makePlanner(number, ProgramTown(bars: town.bars, restaurants: Array(town.restaurants.dropLast()), showings: town.showings, chosenBefore: town.chosenBefore, sharedFrom: town.sharedFrom)))
            }
            if town.showings.count > 1 { smaller.append(.makePlanner(number, ProgramTown(bars: town.bars, restaurants: town.restaurants, showings: Array(town.showings.dropLast()), chosenBefore: town.chosenBefore, sharedFrom: town.sharedFrom))) }
            return smaller
        default: return []
        }
    }
}

/// `[a, b]` as Swift writes an array literal (an array's own description quotes strings).
private func list(_ literals: [String]) -> String { "[" + literals.joined(separator: ", ") + "]" }
private func literal(_ bar: Bar) -> String { "Bar(\(swiftLiteral(bar.name)), district: \(swiftLiteral(bar.district)))" }
private func literal(_ restaurant: Restaurant) -> String {
    "Restaurant(\(swiftLiteral(restaurant.name)), district: \(swiftLiteral(restaurant.district)), dinnerEnds: ClockTime(\(restaurant.dinnerEnds.hour), \(restaurant.dinnerEnds.minute)))"
}
private func literal(_ showing: Showing) -> String { "Showing(\(swiftLiteral(showing.film)), starts: ClockTime(\(showing.starts.hour), \(showing.starts.minute)))" }
