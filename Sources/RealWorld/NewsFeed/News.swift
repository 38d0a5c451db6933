/// A news item; two items are the same news when their ids match, whatever their counts.
public struct News: Equatable, Sendable {
    public let id: Int
    public let title: String
    public var likesCount: Int

    public init(id: Int, title: String, likesCount: Int) {
        self.id = id
        self.title = title
        self.likesCount = likesCount
    }

    public static func == (left: News, right: News) -> Bool {
        left.id == right.id
    }
}
