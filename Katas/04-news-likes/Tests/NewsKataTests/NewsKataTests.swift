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

    @Test("Rule 1: a like reaches every screen, in registration order")
    func aLikeReachesEveryScreenInOrder() {
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

    @Test("Rule 3: the mediator owns the screens it forwards to")
    func theMediatorOwnsItsScreens() {
        let mediator = ScreenMediator()
        weak var detail: NewsDetailViewController?
        weak var profile: ProfileViewController?
        do {
            let news = News(id: 4, title: "News4", likesCount: 0)
            let ownDetail = NewsDetailViewController(mediator, news), ownProfile = ProfileViewController(mediator, 0)
            (detail, profile) = (ownDetail, ownProfile)
            mediator.update([ownDetail, ownProfile])
        }
        #expect(detail != nil && profile != nil, "nobody but the mediator holds these screens, and it must keep them")
        _ = Trace.capture { mediator.likeAdded(to: News(id: 4, title: "News4", likesCount: 0)) }
        #expect(detail?.news.likesCount == 1 && profile?.numberOfGivenLikes == 1, "the detail and profile screens are kept alive by the mediator alone and still get the like")
    }

    @Test("Rule 2: the feed counts the likes the mediator forwards, like every other screen")
    func theFeedCountsWhatTheMediatorForwards() {
        let screens = Screens()
        _ = Trace.capture { screens.mediator.likeAdded(to: screens.feed.newsArray[1]) }
        #expect(screens.feed.newsArray.map(\.likesCount) == [1, 3], "a like forwarded for news 2 changes news 2 in the feed, and nothing else")
        _ = Trace.capture { screens.mediator.likeRemoved(from: screens.feed.newsArray[0]) }
        #expect(screens.feed.newsArray.map(\.likesCount) == [0, 3], "a removed like forwarded for news 1 changes news 1 in the feed, and nothing else")
    }

    @Test("Rule 2: the feed finds the news by id, wherever it is in the list")
    func theFeedFindsNewsById() {
        let mediator = ScreenMediator()
        let feed = NewsFeedViewController(
            mediator, [News(id: 7, title: "Seven", likesCount: 10), News(id: 3, title: "Three", likesCount: 30)])
        mediator.update([feed])
        _ = Trace.capture { mediator.likeAdded(to: News(id: 3, title: "Three", likesCount: 30)) }
        #expect(
            feed.newsArray.map(\.likesCount) == [10, 31],
            "the feed lists news 7 (10 likes), then news 3 (30 likes); a like forwarded for news 3 changes the item with id 3, the second one, whatever its position")
    }

    @Test("Rule 2: the feed's counts change only through the mediator")
    func withoutTheMediatorTheFeedCountsNothing() {
        let news = [News(id: 1, title: "News1", likesCount: 1), News(id: 2, title: "News2", likesCount: 2)]
        let feed: NewsFeedViewController = {
            let mediator = ScreenMediator()
            let feed = NewsFeedViewController(mediator, news)
            mediator.update([feed])
            return feed
        }()
        _ = Trace.capture { feed.userLikedAllNews() }
        #expect(feed.newsArray.map(\.likesCount) == [1, 2], "with its mediator gone the feed's like reaches nobody, the feed included")
    }

    @Test("Rule 2: like all raises every count on every screen")
    func likeAllRaisesEveryCount() {
        let screens = Screens()
        _ = Trace.capture { screens.feed.userLikedAllNews() }
        #expect(screens.profile.numberOfGivenLikes == 5, "the profile counts one more like per news item")
        #expect(screens.detail.news.likesCount == 2, "the detail screen shows news 1")
        #expect(screens.feed.newsArray.map(\.likesCount) == [2, 3], "the feed's own counts must change too")
    }

    @Test("Rule 2: dislike all restores every count")
    func dislikeAllRestoresEveryCount() {
        let screens = Screens()
        _ = Trace.capture {
            screens.feed.userLikedAllNews()
            screens.feed.userDislikedAllNews()
        }
        #expect(screens.feed.newsArray.map(\.likesCount) == [1, 2], "like all, then dislike all: the feed's counts are back to [1, 2]")
        #expect(screens.detail.news.likesCount == 1, "the detail screen's news is back to 1 like")
        #expect(screens.profile.numberOfGivenLikes == 3, "the profile counts every like and dislike it was told of: back to 3")
    }

    @Test("The printed lines are the document's, including ScreenMediator: for dislikes")
    func dislikesUseTheDocumentsSpelling() {
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

    @Test("Rule 4: screens do not keep the mediator alive; nothing leaks")
    func screensDoNotKeepTheMediatorAlive() {
        let leaked = survivors {
            let screens = Screens()
            return [screens.mediator, screens.feed, screens.detail, screens.profile]
        }
        #expect(leaked.isEmpty, "still alive: \(leaked)")
    }
}
