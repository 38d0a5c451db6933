import ExampleSupport
import NewsFeed
import Testing

@Suite struct NewsFeedTests {
    @Test func traceMatchesDocumentedOutput() {
        let comparison = NewsFeedExample.descriptor.verify()
        #expect(comparison.passed, Comment(rawValue: comparison.report ?? ""))
    }

    @Test func likeAllRaisesEveryScreensCounts() {
        let screens = NewsFeedExample.Screens()
        _ = OutputRecorder.capture { screens.feed.userLikedAllNews() }
        #expect(screens.feed.newsArray.map(\.likesCount) == [2, 3])
        #expect(screens.detail.news.likesCount == 2)
        #expect(screens.profile.numberOfGivenLikes == 3 + 2)
    }

    @Test func likeAllThenDislikeAllRestoresEveryCount() {
        let screens = NewsFeedExample.Screens()
        _ = OutputRecorder.capture {
            screens.feed.userLikedAllNews()
            screens.feed.userDislikedAllNews()
        }
        #expect(screens.feed.newsArray.map(\.likesCount) == [1, 2])
        #expect(screens.detail.news.likesCount == 1)
        #expect(screens.profile.numberOfGivenLikes == 3)
    }

    @Test func mediatorFansOutInRegistrationOrder() {
        let screens = NewsFeedExample.Screens()
        let news = NewsFeedExample.sampleNews[1]
        let trace = OutputRecorder.capture { screens.mediator.likeAdded(to: news) }
        #expect(
            trace == """
                Screen Mediator: Received a liked news model with id 2
                News Feed: Received a liked news model with id 2
                News Detail: Received a liked news model with id 2
                Profile: Received a liked news model with id 2

                """)
        #expect(screens.detail.news.likesCount == 1, "the detail screen shows news 1, not 2")
    }

    @Test func newsEqualityGoesById() {
        #expect(News(id: 1, title: "a", likesCount: 1) == News(id: 1, title: "b", likesCount: 9))
        #expect(News(id: 1, title: "a", likesCount: 1) != News(id: 2, title: "a", likesCount: 1))
    }

    @Test func screensDoNotKeepTheMediatorAlive() {
        weak var weakMediator: ScreenMediator?
        let feed: NewsFeedViewController
        do {
            let screens = NewsFeedExample.Screens()
            weakMediator = screens.mediator
            feed = screens.feed
        }
        #expect(weakMediator == nil)
        #expect(OutputRecorder.capture { feed.userLikedAllNews() }.contains("Screen Mediator") == false)
    }
}
