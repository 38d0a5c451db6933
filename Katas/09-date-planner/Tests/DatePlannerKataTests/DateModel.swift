import DatePlannerKata

/// The README's rules as a model, written as plainly as the README: what each venue of each
/// planner offers, which update lines each choice or clearing prints, what `choose` returns, and
/// who is alive. Planners are named by the number the program gave them (`p2`); their venues are
/// called "p2 bar", "p2 restaurant" and "p2 movie theater", so two planners' lines never look alike.
struct DateModel {
    struct Planner {
        let town: ProgramTown
        var barChoice: Bar?
        var restaurantChoice: Restaurant?
        var showingChoice: Showing?
        /// What each venue was last shown (all its options until the planner updates it).
        var bars: [Bar]
        var restaurants: [Restaurant]
        var showings: [Showing]
        var held = Held.planner

        init(town: ProgramTown) { (self.town, bars, restaurants, showings) = (town, town.bars, town.restaurants, town.showings) }
    }

    enum Held {
        case planner
        /// The program let go of the planner but kept this venue.
        case venue(VenueKind)
        case nothing
    }

    private(set) var planners: [Int: Planner] = [:]

    /// Rule 6: creating the planner updates nothing, even over venues that already hold a choice;
    /// those choices count from the next update on.
    mutating func makePlanner(_ number: Int, town: ProgramTown) {
        var planner = Planner(town: town)
        (planner.barChoice, planner.restaurantChoice, planner.showingChoice) =
            (town.barChosenBefore, town.restaurantChosenBefore, town.showingChosenBefore)
        planners[number] = planner
    }

    // Rule 1: walking distance. Rule 2: dinner before the film, as times of day, to the minute.
    static func nearby(_ bar: Bar, _ restaurant: Restaurant) -> Bool { bar.district == restaurant.district }
    static func inTime(_ restaurant: Restaurant, _ showing: Showing) -> Bool {
        (restaurant.dinnerEnds.hour, restaurant.dinnerEnds.minute) <= (showing.starts.hour, showing.starts.minute)
    }

    /// Rule 3: a venue's options are exactly those that fit every choice at the *other* venues.
    static func update(_ planner: inout Planner, except changed: VenueKind, prefix: String) -> [String] {
        var lines: [String] = []
        // Rule 6: each other venue exactly once, in the order bar, restaurant, movie theater.
        if changed != .bar {
            planner.bars = planner.town.bars.filter { bar in planner.restaurantChoice.map { nearby(bar, $0) } ?? true }
            lines.append("\(prefix) bar: \(planner.bars.count) of \(planner.town.bars.count) options")
        }
        if changed != .restaurant {
            planner.restaurants = planner.town.restaurants.filter { restaurant in
                (planner.barChoice.map { nearby($0, restaurant) } ?? true) && (planner.showingChoice.map { inTime(restaurant, $0) } ?? true)
            }
            lines.append("\(prefix) restaurant: \(planner.restaurants.count) of \(planner.town.restaurants.count) options")
        }
        if changed != .theater {
            planner.showings = planner.town.showings.filter { showing in planner.restaurantChoice.map { inTime($0, showing) } ?? true }
            lines.append("\(prefix) movie theater: \(planner.showings.count) of \(planner.town.showings.count) options")
        }
        return lines
    }

    /// Rule 5: an option that is not available is refused and changes nothing; rule 6: a choice,
    /// even the same one again, updates the other venues. A venue kept without its planner
    /// takes the choice and tells nobody.
    mutating func choose(_ option: TownOption, at venue: VenueKind, of number: Int) -> (accepted: Bool, lines: [String]) {
        guard var planner = planners[number] else { return (false, []) }
        let accepted: Bool
        switch option {
        case .bar(let bar):
            accepted = planner.bars.contains(bar)
            if accepted { planner.barChoice = bar }
        case .restaurant(let restaurant):
            accepted = planner.restaurants.contains(restaurant)
            if accepted { planner.restaurantChoice = restaurant }
        case .showing(let showing):
            accepted = planner.showings.contains(showing)
            if accepted { planner.showingChoice = showing }
        }
        var lines: [String] = []
        if accepted, case .planner = planner.held { lines = Self.update(&planner, except: venue, prefix: "p\(number)") }
        planners[number] = planner
        return (accepted, lines)
    }

    /// Rule 4: clearing restores what only that choice excluded; clearing nothing tells nobody.
    mutating func clear(_ venue: VenueKind, of number: Int) -> [String] {
        guard var planner = planners[number] else { return [] }
        let hadChoice: Bool
        switch venue {
        case .bar: (hadChoice, planner.barChoice) = (planner.barChoice != nil, nil)
        case .restaurant: (hadChoice, planner.restaurantChoice) = (planner.restaurantChoice != nil, nil)
        case .theater: (hadChoice, planner.showingChoice) = (planner.showingChoice != nil, nil)
        }
        var lines: [String] = []
        if hadChoice, case .planner = planner.held { lines = Self.update(&planner, except: venue, prefix: "p\(number)") }
        planners[number] = planner
        return lines
    }

    mutating func release(_ number: Int) { planners[number]?.held = .nothing }
    mutating func keep(_ venue: VenueKind, of number: Int) { planners[number]?.held = .venue(venue) }

    /// Rule 7: whoever owns the planner owns the date; venues hold the planner only weakly.
    func isPlannerAlive(_ number: Int) -> Bool { if case .planner? = planners[number]?.held { true } else { false } }
    func isAlive(_ venue: VenueKind, of number: Int) -> Bool {
        switch planners[number]?.held {
        case .planner?: true
        case .venue(let kept)?: kept == venue
        case .nothing?, nil: false
        }
    }
}

/// The three venues, in the order the planner updates them.
enum VenueKind: String, CaseIterable, Sendable {
    case bar, restaurant, theater
}

/// An option at one venue.
enum TownOption: Sendable, Equatable {
    case bar(Bar)
    case restaurant(Restaurant)
    case showing(Showing)
}

/// The options of the three venues of one planner.
struct ProgramTown: Sendable, Equatable {
    var bars: [Bar]
    var restaurants: [Restaurant]
    var showings: [Showing]
    /// Choices made at the venues before the planner is created over them (an index into the
    /// venue's options): rule 6 says creating it updates nothing, and they count from then on.
    var chosenBefore: [VenueKind: Int] = [:]

    /// The options `chosenBefore` names, skipping an index past its venue's end.
    var barChosenBefore: Bar? { chosenBefore[.bar].flatMap { bars.indices.contains($0) ? bars[$0] : nil } }
    var restaurantChosenBefore: Restaurant? { chosenBefore[.restaurant].flatMap { restaurants.indices.contains($0) ? restaurants[$0] : nil } }
    var showingChosenBefore: Showing? { chosenBefore[.theater].flatMap { showings.indices.contains($0) ? showings[$0] : nil } }
}
