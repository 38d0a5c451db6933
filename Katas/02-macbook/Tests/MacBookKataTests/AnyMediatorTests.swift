import Foundation
import MacBookKata
import Testing

/// Rule 2's "any mediator assigned there is the one it reports to", where a learner might add a
/// guard: a store built around another configuration view model, and a mediator that answers a
/// pick with a pick of its own from inside `configurationDidChange` (correcting a configuration
/// it cannot sell, say). Do not edit.
@Suite struct AnyMediatorTests {
    /// A mediator of the tests' own that hears every pick and, for one past `longest` days,
    /// picks again at `longest` through the configuration view model it was told of.
    final class Correcting: ProductMediating {
        weak var configuration: ProductConfigurationViewModel?
        var heard: [(price: Decimal, days: Int)] = []
        let longest: Int
        init(longest: Int) { self.longest = longest }
        func configurationDidChange(price: Decimal, deliveryDays: Int) {
            heard.append((price, deliveryDays))
            if deliveryDays > longest { configuration?.userSelectedConfiguration(price: price, deliveryDays: longest) }
        }
    }

    @Test("Rule 2: a store built around another configuration view model, once assigned, hears its picks as its own")
    func aStoreAssignedToAnotherConfigurationHearsIt() {
        let first = ProductConfigurationViewModel(), second = ProductConfigurationViewModel()
        let summary = ProductSummaryViewModel(), delivery = DeliveryEstimatorViewModel()
        let store = ProductMediator(configurationViewModel: first, summaryViewModel: summary, deliveryViewModel: delivery)
        second.mediator = store
        #expect(second.mediator === store, "the store assigned as the second configuration view model's mediator is its mediator")
        second.userSelectedConfiguration(price: 5, deliveryDays: 2)
        #expect(
            summary.total == 5 && delivery.deliveryEstimate == "2-day delivery",
            "a pick on a configuration view model reaches the mediator assigned to it, whichever configuration view model that store was built around: it shows \(summary.total) and \(delivery.deliveryEstimate)"
        )
        first.userSelectedConfiguration(price: 7, deliveryDays: 3)
        #expect(summary.total == 7 && delivery.deliveryEstimate == "3-day delivery", "the store's own configuration view model still reports to it")
        second.userSelectedConfiguration(price: 9, deliveryDays: 4)
        #expect(summary.total == 9 && delivery.deliveryEstimate == "4-day delivery", "and so does the other one, pick after pick")
    }

    @Test("Rule 2: a pick made from inside the mediator's configurationDidChange reaches that mediator too, at any depth")
    func aPickFromInsideAReportIsReportedToo() {
        for extra in [1, 2, 17] {
            let configuration = ProductConfigurationViewModel()
            let mediator = Correcting(longest: 10)
            mediator.configuration = configuration
            configuration.mediator = mediator
            configuration.userSelectedConfiguration(price: Decimal(extra), deliveryDays: 10 + extra)
            let days = mediator.heard.map(\.days)
            #expect(days == [10 + extra, 10], "a pick of \(10 + extra) days, corrected to 10 from inside configurationDidChange: the mediator hears both, in order; it heard \(days)")
        }
        // And through a mediator that corrects every pick down one day at a time: 64 picks deep.
        let configuration = ProductConfigurationViewModel()
        final class Stepping: ProductMediating {
            weak var configuration: ProductConfigurationViewModel?
            var heard: [Int] = []
            func configurationDidChange(price: Decimal, deliveryDays: Int) {
                heard.append(deliveryDays)
                if deliveryDays > 1 { configuration?.userSelectedConfiguration(price: price, deliveryDays: deliveryDays - 1) }
            }
        }
        let stepping = Stepping()
        stepping.configuration = configuration
        configuration.mediator = stepping
        configuration.userSelectedConfiguration(price: 1, deliveryDays: 64)
        #expect(stepping.heard == Array((1...64).reversed()), "each pick made from inside the report of the one before is reported too: 64, 63 … 1; heard \(stepping.heard.count) picks")
    }
}
