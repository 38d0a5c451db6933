/// The three unrelated concerns of the shop app. A colleague belongs to exactly one; the
/// design check uses these markers to tell them apart.
public protocol AudioColleague: AnyObject {}
public protocol AccountColleague: AnyObject {}
public protocol CartColleague: AnyObject {}

/// What the audio colleagues report.
public protocol AudioMediating: AnyObject {
    func volumeChanged(to level: Int)
}

/// What the account colleagues report.
public protocol AccountMediating: AnyObject {
    func signedIn(as user: String)
    func signedOut()
}

/// What the cart colleagues report.
public protocol CartMediating: AnyObject {
    func cartChanged(items: [CartItem])
}
