import Foundation

/// YOUR FILE (3 of 3). Turns a price as the store writes it ("2599.99") into a `Decimal`.
/// It must be exact: `"\(storePrice("2599.99"))"` has to print `2599.99`.
public func storePrice(_ text: String) -> Decimal {
    // TODO: this goes through Double. Try printing the result.
    Decimal(Double(text) ?? 0)
}
