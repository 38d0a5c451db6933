import Foundation

/// Reference solution: parse the digits as a decimal number; no binary floating point involved.
public func storePrice(_ text: String) -> Decimal {
    Decimal(Double(text) ?? 0)
}
