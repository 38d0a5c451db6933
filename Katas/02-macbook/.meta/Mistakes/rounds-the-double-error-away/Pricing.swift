import Foundation

/// Reference solution: parse the digits as a decimal number; no binary floating point involved.
public func storePrice(_ text: String) -> Decimal {
    var value = Decimal(Double(text) ?? 0)
    var rounded = Decimal()
    NSDecimalRound(&rounded, &value, 2, .plain)
    return rounded
}
