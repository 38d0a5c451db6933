import Foundation

/// Waits for `condition` to hold, checking it often, and says whether it did. Tests wait on what
/// they need to see, not for a length of time; `giveUpAfter` is only a safety net so a broken
/// build fails instead of hanging, set far beyond what a busy machine needs.
public func waitUntil(giveUpAfter seconds: Double = 120, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
        if Date() > deadline { return false }
        Thread.sleep(forTimeInterval: 0.02)
    }
    return true
}
