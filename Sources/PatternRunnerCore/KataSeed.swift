import CommandLineSpec
import PlaygroundBasics

/// `SEED`, which the kata tests read to replay one generated scenario. They read it as a whole
/// number and silently ignore anything else, which would check every scenario while the learner
/// believes they replay one: so the runner refuses a bad value first, naming the good ones.
enum KataSeed {
    static func validate(_ text: String?) throws(UsageError) {
        guard let text, !text.isEmpty, UInt64(text) == nil else { return }
        throw UsageError(
            "SEED=\(TerminalText.safe(text)) is not a seed: a seed is a whole number from 0 to \(UInt64.max) "
                + "(a failing rule names the one that replays it); leave SEED out to check every generated scenario")
    }
}
