import Foundation
import PlaygroundBasics
import PlaygroundTestSupport
import Testing

@testable import KataEngine

/// A screen that picks the screens a change goes to, however it is written: reading them from
/// the mediator (`mediator.feed`, a key path `\LikesMediator.detail`) or showing the change
/// from code it runs that is no method of its own: an operator function, an initialiser or a
/// deinitialiser of a type it makes.
@Suite struct SourceRuleDirectoryTests {
    @Test("A screen that reads what the mediator keeps (a property, a key path to one) is refused; calling the mediator's methods passes")
    func readingTheMediatorsScreensIsRefused() throws {
        let (folder, screens, mediator, rule, check) = try SourceRuleCheckTests.screensCheck("source-rule-directory")
        try folder.write(
            mediator,
            """
            final class LikesMediator {
                weak var feed: FeedScreen?
                weak var detail: FeedScreen?
                func changed(_ change: Int) {}
                func put(_ change: Int, on screen: FeedScreen?) { screen?.show(change) }
                func put(_ change: Int, on path: KeyPath<LikesMediator, FeedScreen?>) { self[keyPath: path]?.show(change) }
            }

            """)
        try folder.write(
            screens,
            """
            final class FeedScreen {
                weak var mediator: LikesMediator?
                func show(_ change: Int) {}
                func like() { mediator?.changed(1) }
            }

            """)
        #expect(check.texts(of: rule, in: folder.url) == [])
        try folder.write(
            screens,
            """
            final class FeedScreen {
                weak var mediator: LikesMediator?
                func show(_ change: Int) {}
                func like() {
                    guard let mediator else { return }
                    mediator.put(1, on: mediator.detail)
                    mediator.put(1, on: \\LikesMediator.feed)
                    let paths: [KeyPath<LikesMediator, FeedScreen?>] = [\\.detail]
                    _ = paths
                    mediator.put(1, on: (mediator as AnyObject as? LikesMediator)?.feed)
                }
            }

            """)
        let texts = check.texts(of: rule, in: folder.url)
        let lines = SourceRuleCheck.lines(of: texts)
        #expect(lines == [6, 7, 8, 10], "\(texts)")
        #expect(texts.allSatisfy { $0.contains("what the mediator keeps") }, "\(texts)")
    }

    @Test("A member used on a cast in parentheses is used on what it casts: `(peer as? LikesScreen)?.show(…)` is on the peer")
    func aCastIsSeenThrough() throws {
        let (folder, screens, mediator, rule, check) = try SourceRuleCheckTests.screensCheck("source-rule-casts")
        try folder.write(
            mediator,
            "final class LikesMediator { func others() -> [AnyObject] { [] } }\nprotocol Shows: AnyObject { func show(_ change: Int) }\n")
        try folder.write(
            screens,
            """
            final class FeedScreen: Shows {
                weak var mediator: LikesMediator?
                func show(_ change: Int) {}
                func like() {
                    for other in mediator?.others() ?? [] { (other as? Shows)?.show(1) }
                    for other in mediator?.others() ?? [] { (other as! FeedScreen).show(1) }
                    (self as Shows).show(1)
                }
            }

            """)
        let texts = check.texts(of: rule, in: folder.url)
        let lines = SourceRuleCheck.lines(of: texts)
        #expect(lines == [5, 6], "\(texts)")
        #expect(texts.allSatisfy { $0.contains("uses show on other") }, "\(texts)")
    }

    @Test("A change shown on another screen from an operator function, or from a type's init or deinit that a screen makes, is refused")
    func operatorsAndInitialisersScreensRunAreRead() throws {
        let (folder, screens, mediator, rule, check) = try SourceRuleCheckTests.screensCheck("source-rule-operators")
        try folder.write(
            screens,
            """
            final class FeedScreen {
                weak var mediator: LikesMediator?
                func show(_ change: Int) {}
                func like() {
                    mediator?.other <~ 1
                    _ = Delivery(1, to: mediator?.other)
                    _ = Envelope(1, mediator?.other)
                }
            }

            """)
        try folder.write(
            mediator,
            """
            infix operator <~
            func <~ (screen: FeedScreen?, change: Int) { screen?.show(change) }
            struct Delivery {
                init(_ change: Int, to screen: FeedScreen?) { screen?.show(change) }
            }
            final class Envelope {
                let change: Int
                weak var screen: FeedScreen?
                init(_ change: Int, _ screen: FeedScreen?) { (self.change, self.screen) = (change, screen) }
                deinit { screen?.show(change) }
            }
            final class LikesMediator {
                weak var other: FeedScreen?
                init() { other?.show(0) }
            }

            """)
        let texts = check.texts(of: rule, in: folder.url).filter { $0.hasPrefix("LikesMediator.swift") }
        let lines = SourceRuleCheck.lines(of: texts)
        // Line 15 is the mediator's own initialiser: no screen makes a mediator.
        #expect(lines == [2, 4, 10], "\(texts)")
        #expect(
            texts.contains { $0.contains("in an operator function") }
                && texts.contains { $0.contains("Delivery.init, which runs when a screen makes one") })
        #expect(texts.contains { $0.contains("Envelope.deinit") }, "\(texts)")
    }
}
