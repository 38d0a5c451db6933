import DatePlannerKata
import KataSupport
import KataTestSupport
import Testing

/// A small town: two districts, three bars, four restaurants, three films.
private enum Town {
    static let blueNote = Bar("Blue Note", district: "Old Town")
    static let rooftop = Bar("Rooftop", district: "Harbour")
    static let cellar = Bar("Cellar", district: "Old Town")
    static let trattoria = Restaurant("Trattoria", district: "Old Town", dinnerEnds: ClockTime(19, 30))
    static let sushi = Restaurant("Sushi Bar", district: "Harbour", dinnerEnds: ClockTime(20))
    static let bistro = Restaurant("Bistro", district: "Old Town", dinnerEnds: ClockTime(21))
    static let grill = Restaurant("Grill", district: "Harbour", dinnerEnds: ClockTime(22))
    static let casablanca = Showing("Casablanca", starts: ClockTime(19))
    static let vertigo = Showing("Vertigo", starts: ClockTime(20))
    static let alien = Showing("Alien", starts: ClockTime(21, 30))

    static func planner() -> DatePlanner {
        DatePlanner(
            bar: Venue("bar", options: [blueNote, rooftop, cellar]),
            restaurant: Venue("restaurant", options: [trattoria, sushi, bistro, grill]),
            theater: Venue("movie theater", options: [casablanca, vertigo, alien]))
    }
}

/// Runs `body` without letting the venues' update lines reach the test output.
private func quietly(_ body: () -> Void) { _ = Trace.capture(body) }

private func isVenue(_ object: AnyObject) -> Bool {
    object is Venue<Bar> || object is Venue<Restaurant> || object is Venue<Showing>
}

/// The tests for kata 09. Do not edit them. Each rule in README.md has its own test.
@Suite struct DatePlannerKataTests {
    @Test("Before any choice everything is available")
    func everythingIsAvailableBeforeAnyChoice() {
        let planner = Town.planner()
        #expect(planner.bar.available.count == 3 && planner.restaurant.available.count == 4, "before any choice all 3 bars and all 4 restaurants are available")
        #expect(planner.theater.available.count == 3, "before any choice all 3 films are available")
    }

    @Test("Rule 1: a chosen bar keeps only restaurants in its district")
    func rule1ABarKeepsOnlyRestaurantsWithinWalkingDistance() {
        let planner = Town.planner()
        quietly { planner.bar.choose(Town.blueNote) }
        #expect(planner.restaurant.available == [Town.trattoria, Town.bistro], "Blue Note (Old Town) is chosen: the restaurants are those in Old Town, Trattoria and Bistro, in their order")
    }

    @Test("Rule 2: the bar and the movie theater have no rule between them: a chosen bar leaves every film available")
    func rule2ABarLeavesEveryFilm() {
        let planner = Town.planner()
        quietly { planner.bar.choose(Town.blueNote) }
        #expect(planner.theater.available == [Town.casablanca, Town.vertigo, Town.alien], "Blue Note is chosen and no restaurant is: every film is still available, Casablanca, Vertigo and Alien")
    }

    @Test("Rules 1 and 2: a chosen restaurant narrows the bars by district and the films by time")
    func rule1And2ARestaurantNarrowsBarsAndFilms() {
        let planner = Town.planner()
        quietly { planner.restaurant.choose(Town.sushi) }
        #expect(planner.bar.available == [Town.rooftop], "Sushi Bar (Harbour, dinner ends 20:00) is chosen: the only bar in Harbour is Rooftop")
        #expect(planner.theater.available == [Town.vertigo, Town.alien], "a film may start the minute dinner ends")
    }

    @Test("Rule 2: a chosen film keeps only dinners that end by the time it starts")
    func rule2AFilmKeepsOnlyDinnersThatEndInTime() {
        let planner = Town.planner()
        quietly { planner.theater.choose(Town.vertigo) }
        #expect(planner.restaurant.available == [Town.trattoria, Town.sushi], "Vertigo (starts 20:00) is chosen: the dinners that end by 20:00 are Trattoria (19:30) and Sushi Bar (20:00)")
        #expect(planner.bar.available.count == 3, "the theater has no rule with the bar")
    }

    @Test("Rule 3: a venue's options fit every choice made at the other venues")
    func rule3RulesCombine() {
        let planner = Town.planner()
        quietly {
            planner.bar.choose(Town.blueNote)
            planner.theater.choose(Town.vertigo)
        }
        #expect(planner.restaurant.available == [Town.trattoria], "Blue Note (Old Town) and Vertigo (20:00) are chosen: the one restaurant in Old Town that ends by 20:00 is Trattoria")
    }

    /// A list of options cut at some length (what "fits a phone screen"), or a table built past
    /// some size, shows only past it: a town of 4,097 bars, restaurants and films (no further: a
    /// correct planner may compare each option with each, which is quadratic).
    @Test("Rules 2, 3 and 6 past the round sizes: 4,097 options per venue, each venue offers exactly those that fit, to the minute, and each other venue is updated on every change")
    func aBigTownOffersExactlyWhatFits() {
        let size = 4_097
        // Letter-case twins among them: districts are compared exactly as written.
        let districts = ["Old Town", "Harbour", "Hill", "harbour", "OLD TOWN"]
        let bars = (0..<size).map { Bar("Bar \($0)", district: districts[$0 % districts.count]) }
        let restaurants = (0..<size).map { Restaurant("Restaurant \($0)", district: districts[$0 % districts.count], dinnerEnds: ClockTime(18 + $0 % 5, ($0 * 7) % 60)) }
        let films = (0..<size).map { Showing("Film \($0)", starts: ClockTime(18 + $0 % 6, ($0 * 11) % 60)) }
        let planner = DatePlanner(
            bar: Venue("bar", options: bars), restaurant: Venue("restaurant", options: restaurants), theater: Venue("movie theater", options: films))
        let film = films[size - 2], bar = bars[size - 1]
        let firstTwo = Trace.capture {
            planner.theater.choose(film)
            planner.bar.choose(bar)
        }
        let restaurantsThatFit = restaurants.filter { $0.district == bar.district && $0.dinnerEnds <= film.starts }
        // Every venue is updated on every change, however big and even when it did not change.
        let lines = { (venues: [(String, Int)]) in venues.map { "\($0.0): \($0.1) of \(size) options\n" }.joined() }
        expectTrace(firstTwo, equals: lines([("bar", size), ("restaurant", restaurants.filter { $0.dinnerEnds <= film.starts }.count), ("restaurant", restaurantsThatFit.count), ("movie theater", size)]))
        // Then the last restaurant that fits: films after its dinner, to the minute.
        guard let dinner = restaurantsThatFit.last else {
            Issue.record("the town has no restaurant that fits")
            return
        }
        let third = Trace.capture { planner.restaurant.choose(dinner) }
        let barsThatFit = bars.filter { $0.district == dinner.district }
        let filmsThatFit = films.filter { $0.starts >= dinner.dinnerEnds }
        expectTrace(third, equals: lines([("bar", barsThatFit.count), ("movie theater", filmsThatFit.count)]))
        for (venue, available, expected) in [
            ("restaurants", planner.restaurant.available.map(\.name), restaurantsThatFit.map(\.name)),
            ("bars", planner.bar.available.map(\.name), barsThatFit.map(\.name)),
            ("films", planner.theater.available.map(\.film), filmsThatFit.map(\.film)),
        ] where available != expected {
            let first = firstDifferingIndex(available, expected)
            Issue.record(
                "a town of \(size) bars, restaurants and films; \(film.film), \(bar.name) (\(bar.district)) and \(dinner.name) (dinner ends \(dinner.dinnerEnds)) chosen: \(available.count) \(venue) available, expected \(expected.count) in their order; the first difference is the \(first + 1)th")
        }
    }

    @Test("Rule 3: a venue's own choice never limits its own options")
    func rule3AVenuesOwnChoiceNeverLimitsItself() {
        let planner = Town.planner()
        quietly {
            planner.bar.choose(Town.blueNote)
            planner.theater.choose(Town.alien)
            planner.restaurant.choose(Town.trattoria)
        }
        #expect(planner.bar.available == [Town.blueNote, Town.cellar], "the bar's options follow the restaurant, not the bar's own choice")
        #expect(planner.theater.available == [Town.vertigo, Town.alien], "the theater's options follow the restaurant, not its own choice")
        #expect(planner.restaurant.available == [Town.trattoria, Town.bistro], "Blue Note (Old Town) and Alien (21:30) are chosen: the restaurant's options follow them, not its own choice: Trattoria and Bistro")
    }

    @Test("Rule 4: clearing a choice restores what only it excluded")
    func rule4ClearingAChoiceRestoresWhatOnlyItExcluded() {
        let planner = Town.planner()
        quietly {
            planner.bar.choose(Town.blueNote)
            planner.theater.choose(Town.vertigo)
            planner.bar.clearChoice()
        }
        #expect(planner.restaurant.available == [Town.trattoria, Town.sushi], "the film still limits dinner")
        quietly { planner.theater.clearChoice() }
        #expect(planner.restaurant.available.count == 4, "both choices cleared: all 4 restaurants are available again")
    }

    @Test("Rule 5: an option that is not available cannot be chosen and causes no update")
    func rule5UnavailableOptionsCannotBeChosen() {
        let planner = Town.planner()
        quietly { planner.bar.choose(Town.rooftop) }
        var accepted = true
        let trace = Trace.capture { accepted = planner.restaurant.choose(Town.trattoria) }
        #expect(!accepted && planner.restaurant.choice == nil, "Rooftop (Harbour) is chosen, then Trattoria (Old Town), which is not available: choose returns false and the restaurant keeps no choice")
        #expect(trace.isEmpty, "a refused choice updates nothing")
    }

    @Test("Rule 6: every change updates each other venue once, in the order bar, restaurant, movie theater")
    func rule6UpdatesGoToTheOtherVenuesInOrder() {
        let planner = Town.planner()
        let trace = Trace.capture {
            planner.restaurant.choose(Town.sushi)
            planner.theater.choose(Town.alien)
            planner.bar.choose(Town.rooftop)
            planner.restaurant.clearChoice()
        }
        expectTrace(
            trace,
            equals: """
                bar: 1 of 3 options
                movie theater: 2 of 3 options
                bar: 1 of 3 options
                restaurant: 3 of 4 options
                restaurant: 1 of 4 options
                movie theater: 2 of 3 options
                bar: 3 of 3 options
                movie theater: 3 of 3 options

                """)
    }

    @Test("Rule 6: creating the planner updates nothing")
    func rule6CreatingThePlannerUpdatesNothing() {
        var planner: DatePlanner?
        let trace = Trace.capture { planner = Town.planner() }
        #expect(trace.isEmpty, "creating the planner must not call show(_:) on any venue")
        #expect(planner?.bar.available.count == 3, "a new planner offers all 3 bars")

        // Nor when the venues already hold choices, made before any planner existed.
        let bar = Venue("bar", options: [Town.blueNote, Town.rooftop, Town.cellar])
        let restaurant = Venue("restaurant", options: [Town.trattoria, Town.sushi, Town.bistro, Town.grill])
        let theater = Venue("movie theater", options: [Town.casablanca, Town.vertigo, Town.alien])
        quietly { _ = bar.choose(Town.blueNote) }
        quietly { _ = theater.choose(Town.alien) }
        let withChoices = Trace.capture { planner = DatePlanner(bar: bar, restaurant: restaurant, theater: theater) }
        #expect(
            withChoices.isEmpty,
            "creating the planner must not call show(_:) on any venue, even when some already hold a choice; it called:\n\(withChoices)")
    }

    @Test("Rule 6: a venue whose options did not change is still updated, once")
    func rule6UnchangedVenuesAreStillUpdated() {
        let planner = Town.planner()
        let trace = Trace.capture { planner.bar.choose(Town.cellar) }
        expectTrace(trace, equals: "restaurant: 2 of 4 options\nmovie theater: 3 of 3 options\n")
    }

    @Test("Rule 6 with three venues of one name: the planner tells them apart by what they are, not by name")
    func rule6VenuesOfOneName() {
        let bars = [Town.blueNote, Town.rooftop, Town.cellar], films = [Town.casablanca, Town.vertigo, Town.alien]
        let planner = DatePlanner(
            bar: Venue("Downtown", options: bars), restaurant: Venue("Downtown", options: [Town.trattoria, Town.sushi, Town.bistro, Town.grill]),
            theater: Venue("Downtown", options: films))
        let trace = Trace.capture { planner.restaurant.choose(Town.trattoria) }
        let barsThatFit = bars.filter { $0.district == Town.trattoria.district }
        let filmsThatFit = films.filter { $0.starts >= Town.trattoria.dinnerEnds }
        expectTrace(trace, equals: "Downtown: \(barsThatFit.count) of 3 options\nDowntown: \(filmsThatFit.count) of 3 options\n")
        #expect(planner.bar.available == barsThatFit && planner.theater.available == filmsThatFit, "the Trattoria chosen: the bars of its district, the films after its dinner")
    }

    @Test("Rule 7: the planner owns the venues: they live as long as it does")
    func rule7ThePlannerOwnsTheVenues() {
        weak var bar: Venue<Bar>?
        let planner = Town.planner()
        bar = planner.bar
        withExtendedLifetime(planner) {
            #expect(bar != nil, "the planner is alive, so its bar is too: the planner owns its venues")
            #expect(bar?.planner === planner, "every venue reports to the planner")
        }
    }

    @Test("Rule 7: no venue holds another venue; every venue holds the planner")
    func noVenueHoldsAnotherVenue() {
        let planner = Town.planner()
        for venue in [planner.bar, planner.restaurant, planner.theater] as [AnyObject] {
            expectHoldsNone(from: venue, isVenue)
            #expect(storedReferences(of: venue).contains { $0.object === planner }, "\(type(of: venue)) should know the planner")
        }
    }

    @Test("Rule 7: nothing leaks once the planner is gone")
    func nothingLeaks() {
        let leaked = survivors {
            let planner = Town.planner()
            quietly { planner.bar.choose(Town.cellar) }
            return [planner, planner.bar, planner.restaurant, planner.theater]
        }
        #expect(leaked.isEmpty, "still alive after the planner is gone: \(leaked)")
    }

    /// Districts that look alike or fold alike but are other strings to Swift's `==`: a
    /// comparison that folds width, ligatures or compatibility forms, or trims what it thinks is
    /// noise, takes each pair for one district.
    @Test("Rule 1: near misses are other districts: a no-break space, a soft hyphen, a ligature, a full-width letter, a superscript, a line ending, ß for ss, an emoji's variation selector, typographic apostrophes and dashes, every kind of invisible mark")
    func rule1NearMissesAreOtherDistricts() {
        let pairs = [
            ("Old Town", "Old\u{00A0}Town"), ("Old Town", "Old\u{2009}Town"), ("Harbour", "Har\u{00AD}bour"), ("Kafi", "Ka\u{FB01}"),
            ("Harbour", "\u{FF28}arbour"), ("District 2", "District \u{00B2}"), ("Harbour", "Harbour\n"), ("Harbour", "Harbour\r\n"),
            ("Harbour", "\u{FEFF}Harbour"), ("Harbour", "Harbour\u{200B}"), ("Hill", "H\u{0456}ll"), ("Old Town", "Old  Town"),
            ("Stra\u{DF}e", "Strasse"), ("Caf\u{E9} \u{2615}", "Caf\u{E9} \u{2615}\u{FE0F}"), ("\u{152}uvre", "OEuvre"), ("\u{1C5}ak", "D\u{17E}ak"),
        ]
        // And every kind of invisible character, and each typographic form of an apostrophe and a dash (Unicode's own lists).
        // And districts with one small edit of every kind (KataTestSupport's `NearTwins`: a sign
        // left out, a dash for a space, a number's padding, a suffix in parentheses, a look-alike
        // letter …), eight of each kind per district, drawn once; and an abbreviation and a
        // disambiguation, which are other strings too.
        var random = SeededRandom(seed: 0x0919)
        let edited = ["Old Town", "King's Cross", "Bezirk 01", "Sankt Georg", "Harbour"].flatMap { district in
            (0..<8).flatMap { _ in NearTwins.oneOfEachKind(district, &random).map { (district, $0) } }
        } + [("Sankt Pauli", "St. Pauli"), ("Mitte", "Mitte (Berlin)")]
        let generated =
            LookAlikes.invisibleTwins(of: "Harbour").map { ("Harbour", $0) } + LookAlikes.typographicTwins(of: "King's Cross").map { ("King's Cross", $0) }
            + LookAlikes.typographicTwins(of: "Saint-Denis").map { ("Saint-Denis", $0) } + edited
        for (written, nearMiss) in pairs + generated {
            for (barDistrict, otherDistrict) in [(written, nearMiss), (nearMiss, written)] {
                let bar = Bar("Stadtbar", district: barDistrict)
                let near = Restaurant("Near", district: otherDistrict, dinnerEnds: ClockTime(20))
                let same = Restaurant("Same", district: barDistrict, dinnerEnds: ClockTime(20))
                let planner = DatePlanner(
                    bar: Venue("bar", options: [bar]), restaurant: Venue("restaurant", options: [near, same]),
                    theater: Venue("movie theater", options: [Town.alien]))
                quietly { planner.bar.choose(bar) }
                #expect(
                    planner.restaurant.available == [same],
                    "a bar in \(barDistrict.debugDescription) is chosen: of restaurants in \(otherDistrict.debugDescription) and \(barDistrict.debugDescription), only the second is in its district; available: \(planner.restaurant.available.map(\.name))")
            }
        }
    }

    @Test("Rule 1: one letter in two Unicode spellings is one district: a composed ö and a decomposed one are within walking distance")
    func rule1UnicodeSpellingsOfOneDistrict() {
        let composed = Bar("Stadtbar", district: "Sankt P\u{00F6}lten")
        let decomposed = Restaurant("Gasthaus", district: "Sankt Po\u{0308}lten", dinnerEnds: ClockTime(20))
        let planner = DatePlanner(
            bar: Venue("bar", options: [composed]), restaurant: Venue("restaurant", options: [decomposed]),
            theater: Venue("movie theater", options: [Town.alien]))
        quietly { planner.bar.choose(composed) }
        #expect(planner.restaurant.available == [decomposed], "a bar in Sankt Pölten (ö composed) is chosen: the restaurant in Sankt Pölten (o + combining diaeresis) is in the same district")
        quietly { planner.bar.clearChoice() }
        var chosen = false
        quietly { chosen = planner.restaurant.choose(decomposed) }
        #expect(chosen && planner.bar.available == [composed], "and the other way round: the restaurant chosen, the bar is available")
    }

    @Test("Rules 3, 6 and 7: a planner made over venues another live planner holds takes them over, and each planner reads the choices as the venues hold them now")
    func aSecondPlannerTakesTheVenuesOver() {
        // All three venues taken over: the newer planner answers, before and after the older goes.
        let bar = Venue("bar", options: [Town.blueNote, Town.rooftop, Town.cellar])
        let restaurant = Venue("restaurant", options: [Town.trattoria, Town.sushi, Town.bistro, Town.grill])
        let theater = Venue("movie theater", options: [Town.casablanca, Town.vertigo, Town.alien])
        var first: DatePlanner? = DatePlanner(bar: bar, restaurant: restaurant, theater: theater)
        let second = DatePlanner(bar: bar, restaurant: restaurant, theater: theater)
        quietly { bar.choose(Town.blueNote) }
        #expect(restaurant.available == [Town.trattoria, Town.bistro], "two planners made over the same venues, Blue Note (Old Town) chosen: Trattoria and Bistro")
        first = nil
        quietly { bar.choose(Town.rooftop) }
        #expect(restaurant.available == [Town.sushi, Town.grill], "the first planner let go, Rooftop (Harbour) chosen: the second still answers, Sushi Bar and Grill")
        withExtendedLifetime(second) {}
        _ = first
        // One venue taken over: the first planner still holds the others, and reads the bar's
        // choice as the bar holds it, though the bar now tells only the second.
        let sharedBar = Venue("bar", options: [Town.blueNote, Town.rooftop])
        let ownRestaurant = Venue("restaurant", options: [Town.trattoria, Town.sushi, Town.bistro, Town.grill])
        let ownTheater = Venue("movie theater", options: [Town.casablanca, Town.vertigo, Town.alien])
        let older = DatePlanner(bar: sharedBar, restaurant: ownRestaurant, theater: ownTheater)
        let newer = DatePlanner(
            bar: sharedBar, restaurant: Venue("restaurant", options: [Town.grill]), theater: Venue("movie theater", options: [Town.alien]))
        quietly { sharedBar.choose(Town.rooftop) }
        let lines = Trace.capture { ownTheater.choose(Town.alien) }.split(separator: "\n").map(String.init)
        #expect(
            lines == ["bar: 2 of 2 options", "restaurant: 1 of 4 options"],
            "the older planner still updates each of its other venues, the bar the newer one took over too: \(lines)")
        #expect(
            ownRestaurant.available == [Town.sushi],
            "Rooftop (Harbour) chosen at a bar the newer planner took over, then Alien (21:30) at the older planner's theater: its restaurants are those in Harbour whose dinner ends by 21:30, Sushi Bar alone, not \(ownRestaurant.available.map(\.name))")
        withExtendedLifetime((older, newer)) {}

        // A choice changed after the takeover counts for the older planner as it is now, not as
        // it was told: the bar chose Rooftop (told to the first), then Blue Note (told to the second).
        let bar2 = Venue("bar", options: [Town.blueNote, Town.rooftop])
        let restaurant2 = Venue("restaurant", options: [Town.trattoria, Town.sushi, Town.bistro, Town.grill])
        let theater2 = Venue("movie theater", options: [Town.casablanca, Town.vertigo, Town.alien])
        let firstOfTwo = DatePlanner(bar: bar2, restaurant: restaurant2, theater: theater2)
        quietly { bar2.choose(Town.rooftop) }
        let secondOfTwo = DatePlanner(bar: bar2, restaurant: Venue("restaurant", options: [Town.grill]), theater: Venue("movie theater", options: [Town.alien]))
        quietly { bar2.choose(Town.blueNote) }
        quietly { theater2.choose(Town.alien) }
        #expect(
            restaurant2.available == [Town.trattoria, Town.bistro],
            "Rooftop then Blue Note (Old Town) chosen at the bar, Alien (21:30) at the first planner's theater: Old Town restaurants done by 21:30, not \(restaurant2.available.map(\.name))")
        // The same option chosen again is answered from the choices as they are now, too.
        let bar3 = Venue("bar", options: [Town.blueNote, Town.rooftop, Town.cellar])
        let restaurant3 = Venue("restaurant", options: [Town.trattoria, Town.sushi, Town.bistro, Town.grill])
        let theater3 = Venue("movie theater", options: [Town.casablanca, Town.vertigo, Town.alien])
        let keeper = DatePlanner(bar: bar3, restaurant: restaurant3, theater: theater3)
        quietly { theater3.choose(Town.alien) }
        let taker = DatePlanner(bar: Venue("bar", options: [Town.rooftop]), restaurant: restaurant3, theater: Venue("movie theater", options: [Town.alien]))
        quietly { restaurant3.choose(Town.sushi) }
        quietly { theater3.choose(Town.alien) }
        #expect(
            bar3.available == [Town.rooftop],
            "Sushi Bar (Harbour) chosen at a restaurant the second planner took over, then Alien chosen again at the first planner's theater: its bars are those in Harbour, not \(bar3.available.map(\.name))")
        withExtendedLifetime((firstOfTwo, secondOfTwo, keeper, taker)) {}
    }

    /// Two live planners over one venue, the newer holding it: a choice there is the newer
    /// planner's to answer, once per other venue; neither planner keeps the other alive.
    @Test("Rules 6 and 7 with two live planners over one bar: a choice there updates the newer planner's other venues once each; letting either go frees it; once the newer is gone the bar holds no planner")
    func twoLivePlannersOverOneBar() {
        let bar = Venue("bar", options: [Town.blueNote, Town.rooftop])
        let olderRestaurant = Venue("restaurant", options: [Town.trattoria, Town.sushi])
        let newerRestaurant = Venue("restaurant", options: [Town.bistro, Town.grill])
        var older: DatePlanner? = DatePlanner(bar: bar, restaurant: olderRestaurant, theater: Venue("movie theater", options: [Town.alien]))
        var newer: DatePlanner? = DatePlanner(bar: bar, restaurant: newerRestaurant, theater: Venue("movie theater", options: [Town.vertigo]))
        let lines = Trace.capture { bar.choose(Town.rooftop) }.split(separator: "\n").map(String.init)
        #expect(
            lines == ["restaurant: 1 of 2 options", "movie theater: 1 of 1 options"],
            "Rooftop chosen at the bar both planners were made over: the newer planner (the bar's) updates its restaurant and theater, once each: \(lines)")
        let olderLines = Trace.capture { olderRestaurant.choose(Town.sushi) }.split(separator: "\n").map(String.init)
        #expect(
            olderLines == ["bar: 1 of 2 options", "movie theater: 1 of 1 options"],
            "Sushi Bar (Harbour) chosen at the older planner's restaurant: it updates the bar (Rooftop alone) and its theater, once each: \(olderLines)")
        weak let olderGone = older, newerGone = newer
        older = nil
        #expect(olderGone == nil, "the older planner let go: nothing keeps it alive, the newer one neither")
        let after = Trace.capture { bar.choose(Town.rooftop) }.split(separator: "\n").map(String.init)
        #expect(
            after == ["restaurant: 1 of 2 options", "movie theater: 1 of 1 options"],
            "then Rooftop again at the bar: the newer planner still answers, once per venue: \(after)")
        newer = nil
        #expect(newerGone == nil, "the newer planner let go too: nothing keeps it alive")
        let none = Trace.capture { bar.choose(Town.rooftop) }
        #expect(none.isEmpty, "both planners gone: a choice at the bar updates nobody, not \(none)")
        // The newer let go first, the older still alive: the older keeps nothing of it.
        let sharedBar = Venue("bar", options: [Town.blueNote, Town.rooftop])
        let keptRestaurant = Venue("restaurant", options: [Town.trattoria, Town.sushi])
        let kept = DatePlanner(bar: sharedBar, restaurant: keptRestaurant, theater: Venue("movie theater", options: [Town.alien]))
        var taker: DatePlanner? = DatePlanner(bar: sharedBar, restaurant: Venue("restaurant", options: [Town.grill]), theater: Venue("movie theater", options: [Town.vertigo]))
        weak let takerGone = taker
        taker = nil
        #expect(takerGone == nil, "the newer planner let go while the older lives: nothing keeps it alive, the older one neither")
        // The bar held the newer planner, weakly: it now holds none, and is not handed back.
        let orphan = Trace.capture { sharedBar.choose(Town.rooftop) }
        #expect(
            orphan.isEmpty && sharedBar.planner == nil,
            "the newer planner let go, the older alive: the bar held only the newer (the newest), so it holds no planner and a choice there updates nobody, the older planner's venues neither; it printed \(orphan.split(separator: "\n").map(String.init))\(sharedBar.planner == nil ? "" : " and still has a planner")")
        let keptLines = Trace.capture { keptRestaurant.choose(Town.trattoria) }.split(separator: "\n").map(String.init)
        #expect(
            keptLines == ["bar: 1 of 2 options", "movie theater: 1 of 1 options"],
            "then Trattoria (Old Town) at the older planner's restaurant: it updates the bar and its theater, once each: \(keptLines)")
        withExtendedLifetime(kept) {}
    }

    /// A memo kept past some size and keyed by less than the whole option (a restaurant's name,
    /// its dinner's hour, a district's bytes) shows only when two options collide on that key:
    /// two restaurants named Luigi, two dinners ending in the same hour, one district spelled
    /// two ways, among 4,097 options per venue.
    @Test("Rules 1 and 2 past the round sizes with colliding keys: two restaurants sharing a name, two dinners ending in one hour, one district spelled two ways")
    func aBigTownWithCollidingKeys() {
        let size = 4_097
        let composed = "Sankt P\u{00F6}lten", decomposed = "Sankt Po\u{0308}lten"
        let bars = (0..<size).map { Bar("Bar \($0)", district: $0.isMultiple(of: 2) ? "Harbour" : composed) }
        let specials = [
            Restaurant("Luigi", district: "Harbour", dinnerEnds: ClockTime(18)), Restaurant("Luigi", district: "Harbour", dinnerEnds: ClockTime(21)),
            Restaurant("Seven", district: "Harbour", dinnerEnds: ClockTime(19)), Restaurant("Quarter", district: "Harbour", dinnerEnds: ClockTime(19, 45)),
            Restaurant("Gasthaus", district: decomposed, dinnerEnds: ClockTime(20)),
        ]
        let restaurants = (0..<(size - specials.count)).map { Restaurant("Restaurant \($0)", district: "Hill", dinnerEnds: ClockTime(18 + $0 % 5)) } + specials
        let films = (0..<size).map { Showing("Film \($0)", starts: ClockTime(17 + $0 % 7, ($0 * 13) % 60)) }
        let planner = DatePlanner(
            bar: Venue("bar", options: bars), restaurant: Venue("restaurant", options: restaurants), theater: Venue("movie theater", options: films))
        quietly { planner.bar.choose(bars[0]) }
        for dinner in specials.prefix(4) {
            var accepted = false
            quietly { accepted = planner.restaurant.choose(dinner) }
            let expected = films.filter { $0.starts >= dinner.dinnerEnds }.map(\.film)
            let available = planner.theater.available.map(\.film)
            #expect(
                accepted && available == expected,
                "a town of \(size) options per venue, a Harbour bar chosen, then \(dinner.name) (dinner ends \(dinner.dinnerEnds)): \(available.count) films available, expected \(expected.count)")
        }
        quietly { planner.bar.clearChoice() }
        var accepted = false
        quietly { accepted = planner.restaurant.choose(specials[4]) }
        let barsThere = planner.bar.available.count
        #expect(
            accepted && barsThere == bars.filter { $0.district == composed }.count,
            "the bar cleared, Gasthaus (Sankt Pölten, o + combining diaeresis) chosen: the bars in Sankt Pölten (ö composed) are in its district: \(barsThere) available, expected \(size / 2)")
    }

    /// A path a planner takes only past some size (a search over start times sorted once, a
    /// table of dinners by the minute) shows only past that size, and a search that treats
    /// equal as "before" drops exactly the films that start the minute dinner ends. So: one town
    /// of 150,001 films and 150,001 restaurants (well past 2¹⁷ = 131,072), built once, where
    /// thousands of films start the minute the chosen dinner ends and thousands of dinners end
    /// the minute the chosen film starts, among others a minute either side; each compared in
    /// one pass.
    @Test("Rule 2 past 2¹⁷: 150,001 films and restaurants, thousands starting the minute dinner ends or ending the minute the film starts: equal is fine, at any size")
    func aHugeTownKeepsWhatStartsOnTheDot() {
        let onTheDot = ClockTime(20, 30)
        // The minute itself, a minute either side, and the edges of the day, in an order that is
        // not sorted: a search over sorted times must sort, and meets equal times in runs.
        let times = [ClockTime(20, 31), onTheDot, ClockTime(20, 29), ClockTime(0, 0), onTheDot, ClockTime(23, 59), ClockTime(9, 5), ClockTime(21), onTheDot, ClockTime(20)]
        let filmRound = times.indices.map { Showing($0.isMultiple(of: 2) ? "Vertigo" : "Alien", starts: times[($0 * 3) % times.count]) }
        let dinnerRound = (0..<30).map { Restaurant($0.isMultiple(of: 3) ? "Bistro" : "Grill", district: "Old Town", dinnerEnds: times[($0 * 7) % times.count]) }
        // Rounds repeated (cheap to build and to filter), then one more on the dot, last.
        let film = Showing("On the dot", starts: onTheDot), dinner = Restaurant("On the dot", district: "Old Town", dinnerEnds: onTheDot)
        func repeated<Option>(_ round: [Option], _ rounds: Int, then last: Option) -> [Option] {
            var options: [Option] = []
            options.reserveCapacity(round.count * rounds + 1)
            for _ in 0..<rounds { options += round }
            options.append(last)
            return options
        }
        let films = repeated(filmRound, 15_000, then: film), restaurants = repeated(dinnerRound, 5_000, then: dinner)
        let size = films.count
        let planner = DatePlanner(
            bar: Venue("bar", options: [Town.blueNote, Town.rooftop]), restaurant: Venue("restaurant", options: restaurants),
            theater: Venue("movie theater", options: films))
        // The film first (dinners ending by its start), then a dinner ending at that minute (films
        // starting from then): each big venue is shown once.
        var accepted = false
        quietly { accepted = planner.theater.choose(film) }
        let dinnersThatFit = repeated(dinnerRound.filter { $0.dinnerEnds <= onTheDot }, 5_000, then: dinner)
        let dinnersShown = planner.restaurant.available
        #expect(
            accepted && dinnersShown == dinnersThatFit,
            "\(size) restaurants, a film starting at \(onTheDot) chosen: \(dinnersShown.count) restaurants available, expected \(dinnersThatFit.count) (every dinner ending by \(onTheDot): equal is fine); the first difference is the \(firstDifferingIndex(dinnersShown.map(\.dinnerEnds), dinnersThatFit.map(\.dinnerEnds)) + 1)th")
        quietly { accepted = planner.restaurant.choose(dinner) }
        let filmsThatFit = repeated(filmRound.filter { $0.starts >= onTheDot }, 15_000, then: film)
        let filmsShown = planner.theater.available
        #expect(
            accepted && filmsShown == filmsThatFit,
            "\(size) films, then a dinner ending at \(onTheDot) chosen: \(filmsShown.count) films available, expected \(filmsThatFit.count) (every film starting at or after \(onTheDot): equal is fine); the first difference is the \(firstDifferingIndex(filmsShown.map(\.starts), filmsThatFit.map(\.starts)) + 1)th")
    }
}
