import KataSupport
import KataTestSupport
import NewsKata
import Testing

/// What reaches standard output besides the module's `print`: a leftover `debugPrint`, `dump` or
/// `Swift.print` is a line the document's trace does not have, which the other tests never see.
/// One child process runs the main scenario, then the forwards a learner would log: a like and a
/// dislike told straight to the mediator (for news the feed lists and for news it does not), after
/// a second update and with no screens. Do not edit.
@Suite struct StrayOutputTests {
    @Test("Nothing else reaches standard output: the main scenario and likes forwarded straight from the mediator print only through the module's print")
    func nothingElseReachesStandardOutput() async {
        let child = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            StrayOutput.run { mainScenarioAndForwards() }
        }
        StrayOutput.expectNone(
            in: child, during: "like all, then dislike all, then a like and a dislike told to the mediator, after a second update and with no screens")
    }
}

/// The README's main scenario, then forwards straight from the mediator.
private func mainScenarioAndForwards() {
    let mediator = ScreenMediator()
    let news = [News(id: 1, title: "News1", likesCount: 1), News(id: 2, title: "News2", likesCount: 2)]
    let feed = NewsFeedViewController(mediator, news)
    let detail = NewsDetailViewController(mediator, news[0])
    let profile = ProfileViewController(mediator, 3)
    mediator.update([feed, detail, profile])
    feed.userLikedAllNews()
    feed.userDislikedAllNews()
    let unlisted = News(id: 9, title: "News9", likesCount: 0)
    mediator.likeAdded(to: unlisted)
    mediator.update([profile, feed])
    mediator.likeAdded(to: news[1])
    mediator.likeRemoved(from: news[1])
    mediator.update([])
    mediator.likeAdded(to: news[0])
    mediator.likeRemoved(from: unlisted)
}
