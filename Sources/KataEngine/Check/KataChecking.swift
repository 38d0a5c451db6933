import Foundation
import PlaygroundBasics

/// Something that checks a kata folder: the real ``KataChecker``, or a test's stand-in that
/// answers at once (how the watch is tested without building anything).
public protocol KataChecking: Sendable {
    func check(_ kata: KataInfo, folder: URL, environment: [String: String?]) throws(KataError) -> KataCheckResult
    /// The check, given up with ``KataError/superseded`` once `abandonWhen` is met (the files
    /// changed under a watch): a long judge stops and the new content is checked at once.
    func check(_ kata: KataInfo, folder: URL, environment: [String: String?], abandonWhen: StopCondition?) throws(KataError)
        -> KataCheckResult
}

extension KataChecking {
    /// A stand-in that answers at once has nothing to give up.
    public func check(_ kata: KataInfo, folder: URL, environment: [String: String?], abandonWhen: StopCondition?) throws(KataError)
        -> KataCheckResult
    {
        try check(kata, folder: folder, environment: environment)
    }
}

extension KataChecker: KataChecking {
    public func check(_ kata: KataInfo, folder: URL, environment: [String: String?], abandonWhen: StopCondition?) throws(KataError)
        -> KataCheckResult
    {
        var abandoning = self
        abandoning.abandonWhen = abandonWhen
        return try abandoning.check(kata, folder: folder, environment: environment)
    }
}
