import KataEngine

/// A learner's name as the room compares it: ``LearnerIdentity``'s key, the same one the page's
/// "· machine" label uses. Two posts whose keys are equal are one learner on one machine; the
/// page still shows the name as typed.
enum LearnerName {
    static func normalized(_ name: String) -> String { LearnerIdentity.normalized(name) }

    static func key(name: String, machine: String?) -> String { LearnerIdentity.key(name: name, machine: machine) }
}
