/// The naming rule that tells a refactoring kata's design checks from its behaviour tests:
/// a design check's display name starts with "Design check". `kata verify` uses it to prove
/// that such a kata starts green on behaviour and red on design.
enum DesignCheck {
    static let prefix = "Design check"

    static func isDesignCheck(_ testTitle: String) -> Bool {
        testTitle.hasPrefix(prefix)
    }
}
