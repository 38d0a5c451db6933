import KataEngine

/// The machines one name may have (``JoinLimits/machinesPerName``), counted as the page draws
/// names: a long name is cut in its middle (``ClassTable/onPage(_:)``), so "Christopher Johnson"
/// and "Christopherr Johnson" are one name on the projector ("Christ…Johnson" with a label each),
/// and count as one against the cap, or twenty made-up long names would bury a learner's row
/// among rows drawn alike.
extension Room.State {
    /// The rows whose name is `name` as the room compares names, or is drawn as `name` is once the
    /// page cuts both (``ClassTable/namesakeKey(_:)``), leaving out the row `excluding` (a member
    /// joining again, whose old row goes).
    func pageNamesakes(of name: String, excluding: String? = nil) -> Int {
        let compared = LearnerName.normalized(name)
        let drawn = ClassTable.namesakeKey(name)
        return learners.filter { key, report in
            key != excluding && (LearnerName.normalizedName(ofKey: key) == compared || ClassTable.namesakeKey(report.learner) == drawn)
        }.count
    }
}
