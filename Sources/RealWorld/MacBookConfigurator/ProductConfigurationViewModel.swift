import ExampleSupport
import Foundation

/// The processor / memory / storage picker: reports a new selection to the mediator only.
public final class ProductConfigurationViewModel {
    /// Weak: the mediator owns this view model.
    public weak var mediator: ProductMediating?

    public init() {}

    public func userSelectedConfiguration(price: Decimal, deliveryDays: Int) {
        guard let mediator else { return }
        Flow.report("configurationDidChange(\(price), \(deliveryDays))", from: "Configuration", to: ProductMediator.flowName) {
            mediator.configurationDidChange(price: price, deliveryDays: deliveryDays)
        }
    }
}
