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
    @Test func aLikeOnTheFeedShowsOnEveryScreen() {
        let app = NewsApp.make()
        app.feed.like("Swift 6")
        for board in app.boards { #expect(board.counts["Swift 6"] == 1) }
    }

    @Test func aLikeOnAnyScreenShowsOnEveryScreen() {
        let app = NewsApp.make()
        app.detail.like("Mediator")
        app.profile.like("Mediator")
        for board in app.boards { #expect(board.counts["Mediator"] == 2) }
    }

    @Test func unlikesUndoLikesEverywhereAndNeverGoNegative() {
        let app = NewsApp.make()
        app.feed.like("A")
        app.profile.unlike("A")
        app.detail.unlike("A")
        for board in app.boards { #expect(board.counts["A"] == 0) }
    }

    @Test func everyScreenListsLikedNewsInOrder() {
        let app = NewsApp.make()
        app.detail.like("B")
        app.feed.like("A")
        app.profile.like("C")
        app.feed.unlike("B")
        for board in app.boards { #expect(board.liked == ["A", "C"]) }
    }

    @Test func nothingLeaks() {
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
            let held = storedReferences(of: screen).map(\.object)
            #expect(held.count == 1 && held.first === mediator, "\(type(of: screen)) should hold the mediator and nothing else")
        }
    }
}
