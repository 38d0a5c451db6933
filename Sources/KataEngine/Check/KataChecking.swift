import Foundation

/// Something that checks a kata folder: the real ``KataChecker``, or a test's stand-in that
/// answers at once (how the watch is tested without building anything).
public protocol KataChecking: Sendable {
    func check(_ kata: KataInfo, folder: URL, environment: [String: String?]) throws(KataError) -> KataCheckResult
}

extension KataChecker: KataChecking {}
