import Foundation

/// The broken versions of ``Mediator`` that your tests must catch. The kata checker runs your
/// tests once per mutant, naming it in the `KATA_MUTANT` environment variable, and once with a
/// decoy name there, which selects the correct mediator. Selecting at run time means one build
/// serves every run.
///
/// Reading this list is allowed, but try writing tests from README.md's contract first:
/// that is the skill the kata trains.
enum Mutant: String {
    case none
    case deliversToSender = "delivers-to-sender"
    case skipsLastColleague = "skips-last-colleague"
    case deliversTwice = "delivers-twice"
    case reversesOrder = "wrong-order"
    case keepsReleasedColleagues = "keeps-released-colleagues"
    case dropsMessagesSentDuringDelivery = "drops-nested-messages"
    case ignoresUnregister = "ignores-unregister"

    /// Read once per mediator, from the environment of the test process.
    static var active: Mutant {
        ProcessInfo.processInfo.environment["KATA_MUTANT"].flatMap(Mutant.init(rawValue:)) ?? .none
    }
}
