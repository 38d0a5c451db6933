import KataSupport
import KataTestSupport
import NewsKata
import Testing

/// The tests for kata 04. Do not edit them.
@Suite struct NewsKataTests {
    struct Screens {
        let mediator = ScreenMediator()
        let feed: NewsFeedViewController
        let detail: NewsDetailViewController
        let profile: ProfileViewController

        init() {
            let news = [News(id: 1, title: "News1", likesCount: 1), News(id: 2, title: "News2", likesCount: 2)]
            feed = NewsFeedViewController(mediator, news)
            detail = NewsDetailViewController(mediator, news[0])
            profile = ProfileViewController(mediator, 3)
            mediator.update([feed, detail, profile])
        }
    }

    @Test func aLikeReachesEveryScreenInOrder() {
        let screens = Screens()
        let trace = Trace.capture { screens.mediator.likeAdded(to: screens.feed.newsArray[0]) }
        expectTrace(
            trace,
            equals: """
                Screen Mediator: Received a liked news model with id 1
                News Feed: Received a liked news model with id 1
                News Detail: Received a liked news model with id 1
                Profile: Received a liked news model with id 1

                """)
    }

    @Test func likeAllRaisesEveryCount() {
        let screens = Screens()
        _ = Trace.capture { screens.feed.userLikedAllNews() }
        #expect(screens.profile.numberOfGivenLikes == 5, "the profile counts one more like per news item")
        #expect(screens.detail.news.likesCount == 2, "the detail screen shows news 1")
        #expect(screens.feed.newsArray.map(\.likesCount) == [2, 3], "the feed's own counts must change too")
    }

    @Test func dislikeAllRestoresEveryCount() {
        let screens = Screens()
        _ = Trace.capture {
            screens.feed.userLikedAllNews()
            screens.feed.userDislikedAllNews()
        }
        #expect(screens.feed.newsArray.map(\.likesCount) == [1, 2])
        #expect(screens.detail.news.likesCount == 1)
        #expect(screens.profile.numberOfGivenLikes == 3)
    }

    @Test func dislikesUseTheDocumentsSpelling() {
        let screens = Screens()
        let trace = Trace.capture { screens.mediator.likeRemoved(from: screens.feed.newsArray[1]) }
        expectTrace(
            trace,
            equals: """
                ScreenMediator: Received a disliked news model with id 2
                News Feed: Received a disliked news model with id 2
                News Detail: Received a disliked news model with id 2
                Profile: Received a disliked news model with id 2

                """)
    }

    @Test func screensDoNotKeepTheMediatorAlive() {
        let leaked = survivors {
            let screens = Screens()
            return [screens.mediator, screens.feed, screens.detail, screens.profile]
        }
        #expect(leaked.isEmpty, "still alive: \(leaked)")
    }
}
