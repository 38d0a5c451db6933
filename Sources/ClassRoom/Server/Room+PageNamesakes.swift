import KataEngine

/// The machines one name may have (``JoinLimits/machinesPerName``), counted as the page draws
/// names: a long name is cut in its middle (``ClassTable/onPage(_:)``), and cut further beside a
/// namesake's label (``ClassTable/nameLimit(besideLabel:)``, 10 columns beside a four-digit one),
/// so "Christopher Johnson", "Christopherr Johnson" and "Christopher Jyhnson" all read
/// "Chris…nson" with a label, and count as one name against the cap: twenty made-up long names
/// would otherwise bury a learner's row among rows drawn alike.
extension Room.State {
    /// The rows whose name is `name` as the room compares names, or is drawn as `name` is once the
    /// page cuts both beside a label (``drawnKey(_:)``), leaving out the row `excluding` (a member
    /// joining again, whose old row goes).
    func pageNamesakes(of name: String, excluding: String? = nil) -> Int {
        let compared = Self.joined(LearnerName.normalized(name))
        let drawn = Self.drawnKey(name)
        return learners.filter { key, report in
            key != excluding && (Self.joined(LearnerName.normalizedName(ofKey: key)) == compared || Self.drawnKey(report.learner) == drawn)
        }.count
    }

    /// `name` cut as the page cuts it beside a four-digit label, compared as names are: names alike
    /// once cut to the page's 14 columns are alike here too (the narrower cut keeps less of both).
    static func drawnKey(_ name: String) -> String {
        joined(LearnerName.normalized(ClassTable.onPage(name, limit: ClassTable.nameLimit(besideLabel: "0000"))))
    }

    /// A name as compared (``LearnerName/normalized(_:)``, which reads punctuation past by its
    /// general category) with its white space dropped too, for the cap alone: `Alice_Brown`,
    /// `Alice・Brown` and `Alice‐Brown` (a separator read past) are `Alice Brown` to the back row,
    /// so they count against its machines, not as names of their own. Only coarser than the
    /// room's comparison, so it never lets in a row the comparison would count.
    static func joined(_ compared: some StringProtocol) -> String {
        String(String.UnicodeScalarView(compared.unicodeScalars.filter { !$0.properties.isWhitespace }))
    }
}
