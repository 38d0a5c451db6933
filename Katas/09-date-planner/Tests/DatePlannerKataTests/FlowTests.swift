import DatePlannerKata
import KataSupport
import KataTestSupport
import Testing

/// The README's main scenario (choose a bar, then a restaurant, then clear the bar), drawn by
/// `make kata NAME=09 FLOW=1`.
@Suite struct FlowTests {
    @Test("Flow: in the main scenario each choice goes to the planner, which updates the two other venues in order")
    func mainScenarioFlow() {
        let planner = DatePlanner(
            bar: Venue("bar", options: [Bar("Blue Note", district: "Old Town"), Bar("Rooftop", district: "Harbour")]),
            restaurant: Venue(
                "restaurant",
                options: [
                    Restaurant("Trattoria", district: "Old Town", dinnerEnds: ClockTime(19, 30)),
                    Restaurant("Grill", district: "Harbour", dinnerEnds: ClockTime(22)),
                ]),
            theater: Venue("movie theater", options: [Showing("Casablanca", starts: ClockTime(19)), Showing("Vertigo", starts: ClockTime(20))]))
        let flow = FlowLog.capture {
            _ = Trace.capture {
                planner.bar.choose(Bar("Blue Note", district: "Old Town"))
                planner.restaurant.choose(Restaurant("Trattoria", district: "Old Town", dinnerEnds: ClockTime(19, 30)))
                planner.bar.clearChoice()
            }
        }
        expectFlow(flow)
    }
}
