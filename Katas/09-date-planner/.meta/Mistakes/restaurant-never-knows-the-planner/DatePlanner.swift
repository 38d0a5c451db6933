/// The mediator between the bar, the restaurant and the movie theater: when a choice
/// changes at one venue, it narrows (or restores) the options at the others.
public final class DatePlanner: DatePlanning {
    public let bar: Venue<Bar>
    public let restaurant: Venue<Restaurant>
    public let theater: Venue<Showing>

    public init(bar: Venue<Bar>, restaurant: Venue<Restaurant>, theater: Venue<Showing>) {
        self.bar = bar
        self.restaurant = restaurant
        self.theater = theater
        bar.planner = self
        theater.planner = self
    }

    /// Updates every other venue, always in the order bar, restaurant, movie theater.
    /// Each venue's options depend only on the choices made at the other two.
    public func venueDidChange(_ venue: AnyObject) {
        if venue !== bar { bar.show(bar.allOptions.filter(barFits)) }
        if venue !== restaurant { restaurant.show(restaurant.allOptions.filter(restaurantFits)) }
        if venue !== theater { theater.show(theater.allOptions.filter(showingFits)) }
    }

    /// Rule 1: bar and restaurant are within walking distance (same district).
    private func barFits(_ candidate: Bar) -> Bool {
        restaurant.choice.map { $0.district == candidate.district } ?? true
    }

    /// Rules 1 and 2 together: near the chosen bar, and over before the chosen film starts.
    private func restaurantFits(_ candidate: Restaurant) -> Bool {
        let nearBar = bar.choice.map { $0.district == candidate.district } ?? true
        let beforeFilm = theater.choice.map { candidate.dinnerEnds <= $0.starts } ?? true
        return nearBar && beforeFilm
    }

    /// Rule 2: the film starts once dinner is over.
    private func showingFits(_ candidate: Showing) -> Bool {
        restaurant.choice.map { candidate.starts >= $0.dinnerEnds } ?? true
    }
}
