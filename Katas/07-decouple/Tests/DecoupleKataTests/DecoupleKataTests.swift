import DecoupleKata
import KataTestSupport
import Testing

private func isScreen(_ object: AnyObject) -> Bool {
    object is FeedScreen || object is DetailScreen || object is ProfileScreen
}

private extension NewsApp {
    var screens: [AnyObject] { [feed, detail, profile] }
    var boards: [LikeBoard] { [feed.board, detail.board, profile.board] }
}

/// The tests for kata 07. Do not edit them. The behaviour tests pass from the start; keep
/// them passing while you make the two design checks pass.
@Suite struct DecoupleKataTests {
    @Test("A like on the feed shows on every screen")
    func aLikeOnTheFeedShowsOnEveryScreen() {
        let app = NewsApp.make()
        app.feed.like("Swift 6")
        for board in app.boards { #expect(board.counts["Swift 6"] == 1, "the feed likes \"Swift 6\" once: every screen of the app counts 1 like for it") }
    }

    @Test("A like on any screen shows on every screen")
    func aLikeOnAnyScreenShowsOnEveryScreen() {
        let app = NewsApp.make()
        app.detail.like("Mediator")
        app.profile.like("Mediator")
        for board in app.boards { #expect(board.counts["Mediator"] == 2, "the detail and the profile each like \"Mediator\": every screen of the app counts 2 likes for it") }
    }

    @Test("Unlikes undo likes everywhere and never go below zero")
    func unlikesUndoLikesEverywhereAndNeverGoNegative() {
        let app = NewsApp.make()
        app.feed.like("A")
        app.profile.unlike("A")
        app.detail.unlike("A")
        for board in app.boards { #expect(board.counts["A"] == 0, "the feed likes \"A\", the profile and the detail unlike it: every screen counts 0, never below") }
    }

    @Test("Every screen lists the liked news in order")
    func everyScreenListsLikedNewsInOrder() {
        let app = NewsApp.make()
        app.detail.like("B")
        app.feed.like("A")
        app.profile.like("C")
        app.feed.unlike("B")
        for board in app.boards { #expect(board.liked == ["A", "C"], "the detail likes B, the feed likes A, the profile likes C, the feed unlikes B: every screen lists [\"A\", \"C\"], in the order liked") }
    }

    /// A count that stops at an `Int16`, or titles cut at 65,536 characters, show only past
    /// them: one title liked 32,769 times, two titles of 65,537 characters alike but the last.
    @Test("Counts and titles past round sizes: 32,769 likes count 32,769; two titles of 65,537 characters differing only in the last are two news")
    func countsAndTitlesPastRoundSizes() {
        let app = NewsApp.make()
        // 32,768 likes (a multiple of 256 and 2¹⁵), one unlike, then two likes more.
        for _ in 0..<32_768 { app.feed.like("Swift") }
        app.profile.unlike("Swift")
        app.detail.like("Swift")
        app.detail.like("Swift")
        for board in app.boards {
            #expect(board.counts["Swift"] == 32_769, "the feed likes \"Swift\" 32,768 times, the profile unlikes it, the detail likes it twice: every screen counts 32,769, not \(board.counts["Swift"] ?? 0)")
        }
        let long = String(repeating: "news ", count: 13_107) + "#1"
        let other = String(repeating: "news ", count: 13_107) + "#2"
        app.detail.like(long)
        app.profile.like(other)
        for board in app.boards {
            #expect(
                board.liked == ["Swift", long, other] && board.counts[long] == 1 && board.counts[other] == 1,
                "two titles of \(long.count) characters, alike but their last, each liked once: every screen lists both, each with 1 like; it lists \(board.liked.count) title(s)")
        }
        // Pairs of long titles alike but for one character (the last, the middle): one liked, the
        // other unliked (nobody liked it), then the first unliked: both end at 0.
        var twin = Array(long)
        twin[twin.count / 2] = "%"
        for (liked, unliked) in [(long + "x", long + "y"), (String(twin) + "z", long + "z")] {
            app.feed.like(liked)
            app.profile.unlike(unliked)
            app.detail.unlike(liked)
            for board in app.boards {
                #expect(
                    board.counts[liked] == 0 && (board.counts[unliked] ?? 0) == 0 && !board.liked.contains(liked),
                    "a title of \(liked.count) characters liked, its near twin unliked, then it unliked: both at 0, not \([liked, unliked].map { board.counts[$0] ?? 0 })")
            }
        }
        // And a third, alike but in its middle; then each unliked once, the other two untouched.
        var middle = Array(long)
        middle[middle.count / 2] = "#"
        let third = String(middle)
        app.feed.like(third)
        app.detail.unlike(other)
        app.feed.unlike(long)
        for board in app.boards {
            #expect(
                board.liked == ["Swift", third] && board.counts[long] == 0 && board.counts[other] == 0 && board.counts[third] == 1,
                "a third long title, alike but in its middle, liked; then the other two unliked: only it stays liked, with 1; counts \([long, other, third].map { board.counts[$0] ?? -1 })")
        }
    }

    @Test("Two apps are independent: a like in one never shows in the other")
    func twoAppsAreIndependent() {
        let first = NewsApp.make(), second = NewsApp.make()
        first.feed.like("Only here")
        second.profile.like("Only there")
        for board in second.boards { #expect(board.counts["Only here"] == nil, "a like crossed from one app to another") }
        for board in first.boards { #expect(board.counts["Only there"] == nil, "a like crossed from one app to another") }
    }

    @Test("No retain cycles: once the app is gone, screens and mediator are released")
    func nothingLeaks() {
        let leaked = survivors {
            let app = NewsApp.make()
            app.feed.like("A")
            return app.screens + (app.coordinator.map { [$0] } ?? [])
        }
        #expect(leaked.isEmpty, "still alive after the app is gone: \(leaked)")
    }

    @Test("Design check: no screen holds another screen")
    func noScreenHoldsAnotherScreen() {
        let app = NewsApp.make()
        for screen in app.screens { expectHoldsNone(from: screen, isScreen) }
    }

    @Test("Design check: every screen talks through the one mediator")
    func everyScreenHoldsTheMediator() throws {
        let app = NewsApp.make()
        let mediator = try #require(app.coordinator, "NewsApp.make() should pass its mediator as `coordinator`")
        #expect(!isScreen(mediator), "the coordinator must be a mediator, not one of the screens")
        for screen in app.screens {
            let holdings = storedHoldings(of: screen)
            let held = holdings.references.map(\.object)
            #expect(held.count == 1 && held.first === mediator, "\(type(of: screen)) should hold the mediator and nothing else")
            let closures = holdings.closures
            #expect(
                closures.isEmpty,
                "\(type(of: screen)) keeps a closure (\(closures.joined(separator: ", "))): a screen holds the mediator and nothing else, and reports to it; whom a closure calls, no check can see")
        }
    }

    @Test("Design check: once the mediator is gone, a like reaches no other screen")
    func withoutTheMediatorALikeReachesNoOtherScreen() {
        weak var mediator: AnyObject?
        let (feed, detail, profile): (FeedScreen, DetailScreen, ProfileScreen) = {
            let app = NewsApp.make()
            mediator = app.coordinator
            return (app.feed, app.detail, app.profile)
        }()
        guard mediator == nil else { return }  // the screens keep their mediator alive: nothing to probe
        feed.like("Alone")
        #expect(
            detail.board.counts["Alone"] == nil && profile.board.counts["Alone"] == nil,
            "the feed's like still reaches other screens without the mediator: they are coupled some other way")
    }

    @Test("Design check: a screen kept on its own does not keep the other screens alive")
    func oneScreenDoesNotKeepTheOthersAlive() {
        weak var detail: DetailScreen?
        weak var profile: ProfileScreen?
        let feed: FeedScreen = {
            let app = NewsApp.make()
            (detail, profile) = (app.detail, app.profile)
            return app.feed
        }()
        withExtendedLifetime(feed) {
            #expect(detail == nil && profile == nil, "keeping only the feed keeps other screens alive: something the feed holds reaches them")
        }
    }
}
