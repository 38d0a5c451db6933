import Foundation

/// Shows the configured machine's total price.
public final class ProductSummaryViewModel {
    public private(set) var total: Decimal = 0

    public init() {}

    public func updateTotal(to total: Decimal) {
        self.total = total
    }
}
