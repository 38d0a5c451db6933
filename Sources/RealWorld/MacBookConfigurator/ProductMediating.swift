import Foundation

/// The contract the configuration view model talks to when the user changes a selection.
public protocol ProductMediating: AnyObject {
    func configurationDidChange(price: Decimal, deliveryDays: Int)
}
