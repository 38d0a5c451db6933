import Foundation
import KataEngine
import PlaygroundBasics

/// A place on the class list: each line is one, and a join takes a place of its own line. A
/// line without a word is a plain place of its name (``plain``); a line with a join word is a
/// place of that word (``of(word:)``). So two classmates listed under one name, each with their
/// own word, each take their own place: one's word never takes the other's; a line without a
/// word is taken by a join without one, as if the name had no words; and names the room folds
/// into one (look-alikes) keep their lines per word. A member keeps the place it took
/// (``RoomMember/place``), a digest of the word as the room compares words, never the word.
enum ListedPlace {
    /// The place of a line without a word.
    static let plain = "plain"

    /// The place of a line with `word` (``JoinWord/compared(_:)``, then digested), or ``plain`` without one.
    static func of(word: String?) -> String {
        guard let word else { return plain }
        return "word-" + ContentDigest.of(Data("mediator-room join word\n\(JoinWord.compared(word))".utf8))
    }
}

extension ClassList {
    /// The place a join under `name` (as the room compares names) with `word` asks for: the
    /// place of `word` when it is one of the name's words, else a plain place (which the name may
    /// have none of); `nil` when the name is not listed.
    func place(for name: String, word: String?) -> String? {
        guard let lines = lines[name] else { return nil }
        let asked = ListedPlace.of(word: word)
        return asked != ListedPlace.plain && lines[asked] != nil ? asked : ListedPlace.plain
    }

    /// The place a row of `name` counts against, given the place its member took (`nil`: none
    /// known, a row from before the list or from an older members file): that place while the name
    /// has lines of it; else a plain place, whose lines hold rows that came without one of the
    /// name's words.
    func counted(_ place: String?, name: String) -> String {
        guard let place, place != ListedPlace.plain, lines[name]?[place] != nil else { return ListedPlace.plain }
        return place
    }

    /// True when `name` has a line with a join word.
    func hasWords(_ name: String) -> Bool { lines[name]?.keys.contains { $0 != ListedPlace.plain } ?? false }

    /// What the instructor should know of the list's lines before the class joins: a name with
    /// lines with a word and lines without (whoever joins as it without a word takes the plain
    /// ones), and names as written that the room takes for one (look-alikes, case, marks), which
    /// share that name's places. One sentence each, the names as written.
    func warnings(roomCode: String? = nil) -> [String] {
        var written: [String: [String]] = [:]
        for name in names {
            let compared = LearnerName.normalized(name)
            if !(written[compared]?.contains(name) ?? false) { written[compared, default: []].append(name) }
        }
        var found: [String] = []
        for (compared, spellings) in written.sorted(by: { $0.value[0] < $1.value[0] }) {
            let shown = spellings.map { "'\(TerminalText.safe($0))'" }
            if spellings.count > 1 {
                found.append(
                    "\(shown.joined(separator: " and ")) are one name to the room (look-alikes, case and marks fold): "
                        + "their \(lines[compared].map { $0.values.reduce(0, +) } ?? 0) lines are places of that one name")
            }
            if let counts = lines[compared], let plain = counts[ListedPlace.plain], counts.count > 1 {
                let worded = counts.values.reduce(0, +) - plain
                found.append(
                    "\(shown[0]) has \(worded) line\(worded == 1 ? "" : "s") with a join word and \(plain) without: "
                        + "whoever joins as \(shown[0]) without a word takes \(plain == 1 ? "the line" : "a line") without one")
            }
        }
        var seen = Set<String>()
        let firstSpellings = names.filter { seen.insert(LearnerName.normalized($0)).inserted }
        return found + wordWarnings(roomCode: roomCode) + drawnAlikeWarnings(firstSpellings)
    }

    /// Different listed names the page draws alike once cut (``Room/State/drawnKey(_:)``: the
    /// 14-column cut, or the 10 columns beside a label): the page labels them with their machines
    /// and cuts them where they differ, but they are one name for the machines a name may have
    /// without a list, and the back row may still take one for the other. Groups in the list's order.
    func drawnAlikeWarnings(_ spellings: [String]) -> [String] {
        var drawn: [String: [String]] = [:]
        for name in spellings { drawn[Room.State.drawnKey(name), default: []].append(name) }
        return drawn.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }.map { alike in
            let shown = alike.prefix(8).map { "'\(TerminalText.safe($0))'" }
            let more = alike.count > 8 ? " and \(alike.count - 8) more" : ""
            let cut = TerminalText.safe(ClassTable.onPage(alike[0], limit: ClassTable.nameLimit(besideLabel: "0000")))
            return "\(shown.joined(separator: " and "))\(more) are drawn alike on the page once cut ('\(cut)'): "
                + "their rows carry their machines' labels and are cut where they differ; a shorter spelling on the list tells them apart at a glance"
        }
    }
}

extension Room.State {
    /// How many rows named `name` (as the room compares names) count against each of its places
    /// on `list` (``ClassList/counted(_:name:)``), leaving out the row `excluding` (a member
    /// joining again, whose old row goes).
    func placesHeld(by name: String, on list: ClassList, excluding: String? = nil) -> [String: Int] {
        let places = placesByRow
        var held: [String: Int] = [:]
        for key in learners.keys where key != excluding && LearnerName.normalizedName(ofKey: key) == name {
            held[list.counted(places[key] ?? nil, name: name), default: 0] += 1
        }
        return held
    }

    /// Every row's name as the room compares names, with the place its member took: what
    /// ``ClassList/tally(rows:)`` counts.
    var rowPlaces: [(name: String, place: String?)] {
        let places = placesByRow
        return learners.keys.map { (String(LearnerName.normalizedName(ofKey: $0)), places[$0] ?? nil) }
    }

    /// The place each row's member took (``RoomMember/place``), by the row's key.
    var placesByRow: [String: String?] {
        Dictionary(members.values.map { ($0.key, $0.place) }, uniquingKeysWith: { _, last in last })
    }
}
