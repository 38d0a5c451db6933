/// What every screen displays about likes: a count per news title and the titles liked so
/// far, oldest first. Shared by all three screens so that only their wiring differs.
public struct LikeBoard: Equatable {
    public private(set) var counts: [String: Int] = [:]
    public private(set) var liked: [String] = []

    public init() {}

    /// Applies one like (+1) or unlike (-1). A count never goes below zero.
    public mutating func apply(_ news: String, change: Int) {
        let count = max(0, counts[news, default: 0] + change)
        counts[news] = count
        if change > 0, !liked.contains(news) { liked.append(news) }
        if count == 0 { liked.removeAll { $0 == news } }
    }
}
