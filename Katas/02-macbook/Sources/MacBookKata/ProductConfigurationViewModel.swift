import Foundation

/// YOUR FILE (2 of 3). Reports the user's selection to the mediator, and only to it.
public final class ProductConfigurationViewModel {
    // TODO: think about who owns whom. The mediator keeps this view model alive…
    public var mediator: ProductMediating?

    public init() {}

    public func userSelectedConfiguration(price: Decimal, deliveryDays: Int) {
        mediator?.configurationDidChange(price: price, deliveryDays: deliveryDays)
    }
}
