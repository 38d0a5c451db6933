import Foundation

/// Reference solution: the back reference is weak, because the mediator owns this view model.
public final class ProductConfigurationViewModel {
    public var mediator: ProductMediating?

    public init() {}

    public func userSelectedConfiguration(price: Decimal, deliveryDays: Int) {
        mediator?.configurationDidChange(price: price, deliveryDays: deliveryDays)
    }
}
