import KataSupport
import KataTestSupport
import NewsKata
import Testing

/// What the feed tells the mediator when the user likes or dislikes all (rule 2): each row with
/// its own title, and its count as it was when the tap began or as it is by then (the README
/// leaves which open, not a count of its own making). A screen of the tests' own, registered
/// after the feed, hears what the mediator was told (rule 1) and looks at the feed as it hears
/// it: the feed heard the change first, so its row for that id already counts it. Do not edit.
@Suite struct FeedTellsTests {
    /// Records each news it hears and the feed's counts at that moment.
    final class Watcher: ScreenUpdatable {
        struct Heard {
            let news: News
            let like: Bool
            let feedCounts: [Int]
        }
        weak var feed: NewsFeedViewController?
        var heard: [Heard] = []
        func likeAdded(to news: News) { heard.append(Heard(news: news, like: true, feedCounts: feed?.newsArray.map(\.likesCount) ?? [])) }
        func likeRemoved(from news: News) { heard.append(Heard(news: news, like: false, feedCounts: feed?.newsArray.map(\.likesCount) ?? [])) }
    }

    /// One tap of the user's, or a like told to the mediator from outside (news of the feed's
    /// with another title and count: the feed counts it at its row and keeps its own title).
    enum Tap: CustomStringConvertible {
        case likeAll, dislikeAll, toldFromOutside(News)
        var description: String {
            switch self {
            case .likeAll: "like all"
            case .dislikeAll: "dislike all"
            case .toldFromOutside(let news): "the mediator told of a like of \(news)"
            }
        }
    }

    static let feeds: [[News]] = [
        [News(id: 1, title: "News1", likesCount: 1), News(id: 2, title: "News2", likesCount: 2)],
        [
            News(id: 7, title: "Ä", likesCount: 0), News(id: 7, title: "b", likesCount: 5), News(id: -3, title: "", likesCount: -2),
            News(id: 0, title: "Zero", likesCount: 0), News(id: 9, title: "e\u{301} " + String(repeating: "NEWS ", count: 60), likesCount: 1_000),
            News(id: 7, title: "c", likesCount: 7),
        ],
    ]

    static let taps: [Tap] = [
        .likeAll, .likeAll, .dislikeAll, .toldFromOutside(News(id: 7, title: "changed", likesCount: 999)),
        .toldFromOutside(News(id: 1, title: "", likesCount: 0)), .likeAll, .dislikeAll, .dislikeAll, .dislikeAll,
    ]

    @Test(
        "Rule 2: like all and dislike all tell the mediator each row with its own title and its count when the tap began or by then; the feed counts each change as it hears it"
    )
    func theFeedTellsItsRowsAsTheyAre() {
        for news in Self.feeds {
            let mediator = ScreenMediator()
            let feed = NewsFeedViewController(mediator, news)
            let watcher = Watcher()
            watcher.feed = feed
            mediator.update([feed, watcher])
            var rows = news
            var done: [String] = []
            for tap in Self.taps {
                done.append(tap.description)
                let scenario = "a feed of \(news.map { "\($0.id): \($0.likesCount)" }) and a screen after it; \(done.joined(separator: ", then "))"
                watcher.heard = []
                switch tap {
                case .toldFromOutside(let told):
                    _ = Trace.capture { mediator.likeAdded(to: told) }
                    if let row = rows.firstIndex(where: { $0.id == told.id }) { rows[row].likesCount += 1 }
                    #expect(feed.newsArray == rows, "\(scenario): the feed counts the like at its row's count and keeps its own title; it lists \(feed.newsArray)")
                    continue
                case .likeAll: _ = Trace.capture { feed.userLikedAllNews() }
                case .dislikeAll: _ = Trace.capture { feed.userDislikedAllNews() }
                }
                let like = if case .likeAll = tap { true } else { false }
                let start = rows
                guard watcher.heard.count == rows.count else {
                    Issue.record("\(scenario): the feed tells the mediator of each of its \(rows.count) rows once; the screen heard \(watcher.heard.count) news")
                    return
                }
                for (index, heard) in watcher.heard.enumerated() {
                    let allowed = Set([start[index].likesCount, rows[index].likesCount])
                    guard heard.news.id == rows[index].id, heard.like == like, heard.news.title == rows[index].title,
                        allowed.contains(heard.news.likesCount)
                    else {
                        Issue.record(
                            "\(scenario): row \(index + 1) is told to the mediator as it is (id \(rows[index].id), title \(swiftExpression(rows[index].title)), count \(allowed.sorted().map(String.init).joined(separator: " or ")): when the tap began or by then), \(like ? "liked" : "disliked"); the mediator was told id \(heard.news.id), title \(swiftExpression(heard.news.title)), count \(heard.news.likesCount), \(heard.like ? "liked" : "disliked")"
                        )
                        return
                    }
                    if let row = rows.firstIndex(where: { $0.id == heard.news.id }) { rows[row].likesCount += like ? 1 : -1 }
                    guard heard.feedCounts == rows.map(\.likesCount) else {
                        Issue.record(
                            "\(scenario): when the screen after the feed hears row \(index + 1)'s change, the feed (which heard it first) counts it already: \(rows.map(\.likesCount)); it showed \(heard.feedCounts)"
                        )
                        return
                    }
                }
                #expect(feed.newsArray == rows, "\(scenario): the feed lists \(rows), its titles as loaded; it lists \(feed.newsArray)")
            }
        }
    }
}
