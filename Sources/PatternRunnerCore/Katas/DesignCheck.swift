/// The naming rule that tells a refactoring kata's design checks from its behaviour tests:
/// a design check's display name starts with "Design check". `kata verify` uses it to prove
/// that such a kata starts green on behaviour and red on design.
enum DesignCheck {
    static let prefix = "Design check"

    /// `failedTests` holds names as Swift Testing prints them: display names come quoted.
    static func isDesignCheck(_ testName: String) -> Bool {
        testName.trimmingCharacters(in: ["\""]).hasPrefix(prefix)
    }
}
