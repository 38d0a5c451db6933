import DatePlannerKata

/// The README's rules as a model, written as plainly as the README: what each venue offers,
/// which update lines each choice or clearing prints, what `choose` returns, and who is alive.
/// Planners are named by the number the program gave them (`p2`); the venues a planner is made
/// with are called "p2 bar", "p2 restaurant" and "p2 movie theater" and keep that name when a
/// later planner is made over them (shares them), so two venues' lines never look alike.
struct DateModel {
    /// One venue: its options, what it was last shown (all its options until a planner updates
    /// it), its choice, and the newest planner made over it (rule 6: a venue holds one planner,
    /// the newest, and only weakly: once that one is gone, it holds none).
    struct Place<Option: Equatable> {
        let name: String
        let options: [Option]
        var available: [Option]
        var choice: Option?
        var newest: Int

        init(name: String, options: [Option], choice: Option?, newest: Int) {
            (self.name, self.options, available, self.choice, self.newest) = (name, options, options, choice, newest)
        }
    }

    /// A planner's three venues, each named by the number of the planner that made it.
    struct Planner {
        var venues: Venues
        var held = Held.planner
    }

    struct Venues {
        var bar = 0, restaurant = 0, theater = 0

        subscript(venue: VenueKind) -> Int {
            get {
                switch venue {
                case .bar: bar
                case .restaurant: restaurant
                case .theater: theater
                }
            }
            set {
                switch venue {
                case .bar: bar = newValue
                case .restaurant: restaurant = newValue
                case .theater: theater = newValue
                }
            }
        }
    }

    enum Held: Equatable {
        case planner
        /// The program let go of the planner but kept this venue.
        case venue(VenueKind)
        case nothing
    }

    private(set) var planners: [Int: Planner] = [:]
    private(set) var bars: [Int: Place<Bar>] = [:]
    private(set) var restaurants: [Int: Place<Restaurant>] = [:]
    private(set) var theaters: [Int: Place<Showing>] = [:]

    /// The venue a new planner is made over: the one planner `from` has of that kind, if the
    /// program still holds it (through the planner, or kept alone); else none (a new one).
    func reachable(_ venue: VenueKind, of from: Int) -> Int? {
        guard let planner = planners[from] else { return nil }
        switch planner.held {
        case .planner: return planner.venues[venue]
        case .venue(let kept) where kept == venue: return planner.venues[venue]
        default: return nil
        }
    }

    /// Rule 6: creating the planner updates nothing, even over venues that already hold a choice;
    /// those choices count from the next update on. A planner made over a venue another planner
    /// holds takes it over (the venue holds the newest).
    mutating func makePlanner(_ number: Int, town: ProgramTown) {
        var venues = Venues()
        for venue in VenueKind.allCases {
            if let from = town.sharedFrom[venue], let shared = reachable(venue, of: from) {
                venues[venue] = shared
                continue
            }
            venues[venue] = number
            switch venue {
            case .bar: bars[number] = Place(name: "p\(number) bar", options: town.bars, choice: town.barChosenBefore, newest: number)
            case .restaurant:
                restaurants[number] = Place(name: "p\(number) restaurant", options: town.restaurants, choice: town.restaurantChosenBefore, newest: number)
            case .theater: theaters[number] = Place(name: "p\(number) movie theater", options: town.showings, choice: town.showingChosenBefore, newest: number)
            }
        }
        bars[venues.bar]?.newest = number
        restaurants[venues.restaurant]?.newest = number
        theaters[venues.theater]?.newest = number
        planners[number] = Planner(venues: venues)
    }

    // Rule 1: walking distance. Rule 2: dinner before the film, as times of day, to the minute.
    static func nearby(_ bar: Bar, _ restaurant: Restaurant) -> Bool { bar.district == restaurant.district }
    static func inTime(_ restaurant: Restaurant, _ showing: Showing) -> Bool {
        (restaurant.dinnerEnds.hour, restaurant.dinnerEnds.minute) <= (showing.starts.hour, showing.starts.minute)
    }

    /// Planner `number`'s venues, as they are now.
    func bar(of number: Int) -> Place<Bar>? { planners[number].flatMap { bars[$0.venues.bar] } }
    func restaurant(of number: Int) -> Place<Restaurant>? { planners[number].flatMap { restaurants[$0.venues.restaurant] } }
    func theater(of number: Int) -> Place<Showing>? { planners[number].flatMap { theaters[$0.venues.theater] } }

    /// Rule 3: a venue's options are exactly those that fit every choice at the *other* venues
    /// of the planner, as those venues hold them now (a shared one's too).
    mutating func update(_ number: Int, except changed: VenueKind) -> [String] {
        guard let ids = planners[number]?.venues, var bar = bars[ids.bar], var restaurant = restaurants[ids.restaurant], var theater = theaters[ids.theater]
        else { return [] }
        var lines: [String] = []
        // Rule 6: each other venue exactly once, in the order bar, restaurant, movie theater.
        if changed != .bar {
            bar.available = bar.options.filter { candidate in restaurant.choice.map { Self.nearby(candidate, $0) } ?? true }
            lines.append("\(bar.name): \(bar.available.count) of \(bar.options.count) options")
        }
        if changed != .restaurant {
            restaurant.available = restaurant.options.filter { candidate in
                (bar.choice.map { Self.nearby($0, candidate) } ?? true) && (theater.choice.map { Self.inTime(candidate, $0) } ?? true)
            }
            lines.append("\(restaurant.name): \(restaurant.available.count) of \(restaurant.options.count) options")
        }
        if changed != .theater {
            theater.available = theater.options.filter { candidate in restaurant.choice.map { Self.inTime($0, candidate) } ?? true }
            lines.append("\(theater.name): \(theater.available.count) of \(theater.options.count) options")
        }
        (bars[ids.bar], restaurants[ids.restaurant], theaters[ids.theater]) = (bar, restaurant, theater)
        return lines
    }

    /// The planner a venue reports to: its newest, while that one lives; else nobody.
    private func reportsTo(_ newest: Int) -> Int? { isPlannerAlive(newest) ? newest : nil }

    /// Rule 5: an option that is not available is refused and changes nothing; rule 6: a choice,
    /// even the same one again, updates the other venues of the venue's newest planner, if that
    /// one lives. A venue whose newest planner is gone takes the choice and tells nobody.
    mutating func choose(_ option: TownOption, at venue: VenueKind, of number: Int) -> (accepted: Bool, lines: [String]) {
        guard let id = planners[number]?.venues[venue] else { return (false, []) }
        let accepted: Bool
        let newest: Int?
        switch option {
        case .bar(let bar):
            accepted = bars[id]?.available.contains(bar) ?? false
            if accepted { bars[id]?.choice = bar }
            newest = bars[id]?.newest
        case .restaurant(let restaurant):
            accepted = restaurants[id]?.available.contains(restaurant) ?? false
            if accepted { restaurants[id]?.choice = restaurant }
            newest = restaurants[id]?.newest
        case .showing(let showing):
            accepted = theaters[id]?.available.contains(showing) ?? false
            if accepted { theaters[id]?.choice = showing }
            newest = theaters[id]?.newest
        }
        guard accepted, let planner = newest.flatMap(reportsTo) else { return (accepted, []) }
        return (accepted, update(planner, except: venue))
    }

    /// Rule 4: clearing restores what only that choice excluded; clearing nothing tells nobody.
    mutating func clear(_ venue: VenueKind, of number: Int) -> [String] {
        guard let id = planners[number]?.venues[venue] else { return [] }
        let hadChoice: Bool
        let newest: Int?
        switch venue {
        case .bar: (hadChoice, newest) = (bars[id]?.choice != nil, bars[id]?.newest); bars[id]?.choice = nil
        case .restaurant: (hadChoice, newest) = (restaurants[id]?.choice != nil, restaurants[id]?.newest); restaurants[id]?.choice = nil
        case .theater: (hadChoice, newest) = (theaters[id]?.choice != nil, theaters[id]?.newest); theaters[id]?.choice = nil
        }
        guard hadChoice, let planner = newest.flatMap(reportsTo) else { return [] }
        return update(planner, except: venue)
    }

    mutating func release(_ number: Int) { planners[number]?.held = .nothing }
    mutating func keep(_ venue: VenueKind, of number: Int) { if isPlannerAlive(number) { planners[number]?.held = .venue(venue) } }

    /// Rule 7: whoever owns the planner owns the date; venues hold the planner only weakly.
    func isPlannerAlive(_ number: Int) -> Bool { planners[number]?.held == .planner }

    /// A venue lives while the program holds it: through a live planner made over it, or kept alone.
    func isAlive(_ venue: VenueKind, madeBy id: Int) -> Bool { aliveVenues()[venue].contains(id) }

    /// The venues alive now, of each kind, by the number of the planner made with them.
    func aliveVenues() -> AliveVenues {
        var alive = AliveVenues()
        for planner in planners.values {
            switch planner.held {
            case .planner: for venue in VenueKind.allCases { alive[venue].append(planner.venues[venue]) }
            case .venue(let kept): alive[kept].append(planner.venues[kept])
            case .nothing: break
            }
        }
        return alive
    }

    struct AliveVenues {
        private var lists: ([Int], [Int], [Int]) = ([], [], [])

        subscript(venue: VenueKind) -> [Int] {
            get {
                switch venue {
                case .bar: lists.0
                case .restaurant: lists.1
                case .theater: lists.2
                }
            }
            set {
                switch venue {
                case .bar: lists.0 = newValue
                case .restaurant: lists.1 = newValue
                case .theater: lists.2 = newValue
                }
            }
        }
    }

    /// The planner venue `id` of this kind holds: its newest, while that one lives.
    func holder(of venue: VenueKind, madeBy id: Int) -> Int? {
        switch venue {
        case .bar: bars[id].flatMap { reportsTo($0.newest) }
        case .restaurant: restaurants[id].flatMap { reportsTo($0.newest) }
        case .theater: theaters[id].flatMap { reportsTo($0.newest) }
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
    /// Venues taken from an earlier planner (by its number) instead of made from this town's
    /// options: the new planner is made over them (rule 6: it takes them over). The town lists
    /// their options too, as that planner's venue had them when the program was written.
    var sharedFrom: [VenueKind: Int] = [:]

    /// The options `chosenBefore` names, skipping an index past its venue's end.
    var barChosenBefore: Bar? { chosenBefore[.bar].flatMap { bars.indices.contains($0) ? bars[$0] : nil } }
    var restaurantChosenBefore: Restaurant? { chosenBefore[.restaurant].flatMap { restaurants.indices.contains($0) ? restaurants[$0] : nil } }
    var showingChosenBefore: Showing? { chosenBefore[.theater].flatMap { showings.indices.contains($0) ? showings[$0] : nil } }
}
