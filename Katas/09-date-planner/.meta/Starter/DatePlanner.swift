/// The mediator between the bar, the restaurant and the movie theater: when a choice
/// changes at one venue, it narrows (or restores) the options at the others.
/// Implement the rules in README.md.
public final class DatePlanner: DatePlanning {
    public let bar: Venue<Bar>
    public let restaurant: Venue<Restaurant>
    public let theater: Venue<Showing>

    public init(bar: Venue<Bar>, restaurant: Venue<Restaurant>, theater: Venue<Showing>) {
        self.bar = bar
        self.restaurant = restaurant
        self.theater = theater
    }

    public func venueDidChange(_ venue: AnyObject) {
    }
}
