import Foundation
import KataEngine
import PlaygroundBasics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The class list: the names the instructor expects, one a line, given when the room starts
/// (`make room ROSTER=class.txt`) or while it runs (`make room-roster FILE=class.txt`). With one
/// in force only a listed name joins, each line one machine (a name listed twice holds two), so
/// an attendee with many addresses takes no seat under made-up names, and a copy of a listed name
/// takes only a place that name's learner has not taken yet. Names are compared as the room
/// compares them (``LearnerName/normalized(_:)``): a look-alike of a listed name is that name.
/// Kept in the room's folder (``fileName``, readable by the instructor alone), so a restart keeps it.
struct ClassList: Equatable, Sendable {
    /// The listed names as the room keeps them (tidied), in the list's order, once per line.
    let names: [String]
    /// Each line's join word (``JoinWord``), `nil` for a line without one, in the list's order.
    let words: [String?]
    /// Each name's lines by the place they are (``ListedPlace``): its lines without a word, and
    /// the lines of each of its words. A join takes a place of its own line (``place(for:word:)``).
    let lines: [String: [String: Int]]
    /// Each name's line in the instructor's file (blank and `#` lines count), for warnings that name it.
    let lineNumbers: [Int]

    init(names: [String], words: [String?] = [], lineNumbers: [Int] = []) {
        self.names = names
        self.words = names.indices.map { $0 < words.count ? words[$0] : nil }
        self.lineNumbers = names.indices.map { $0 < lineNumbers.count ? lineNumbers[$0] : $0 + 1 }
        var lines: [String: [String: Int]] = [:]
        for (name, word) in zip(names, self.words) {
            lines[LearnerName.normalized(name), default: [:]][ListedPlace.of(word: word), default: 0] += 1
        }
        self.lines = lines
    }

    /// Where the list is kept, in the room's folder (hidden: `make class` skips it).
    static let fileName = ".room-class-list"
    /// The most a list may hold: its bytes (a post's body at most) and its names.
    static let byteLimit = 64 * 1_024
    static let nameLimit = 1_000

    /// A list read from the instructor's file: the list, no names at all (the list is lifted), or
    /// why it is refused (nothing changes then).
    enum Reading: Equatable {
        case list(ClassList)
        case empty
        case refused(String)
    }

    /// Reads `data`: UTF-8 text, one name a line, each tidied as a join's name is and held to
    /// the same rules, optionally followed by `|` and the learner's join word (``JoinWord``);
    /// blank lines and lines starting with `#` (a note of the instructor's) are skipped. A line
    /// no learner could join as is refused with its number, so a list never holds a place
    /// nobody can take.
    static func read(_ data: Data) -> Reading {
        guard data.count <= byteLimit else { return .refused("the list is over \(byteLimit / 1_024) KB") }
        guard let text = String(data: data, encoding: .utf8) else { return .refused("the list is not UTF-8 text") }
        var names: [String] = []
        var words: [String?] = []
        var numbers: [Int] = []
        // Any line end (a list saved on Windows ends its lines with CR LF, which is one Character).
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let parts = line.split(separator: JoinWord.separator, maxSplits: 1, omittingEmptySubsequences: false)
            let name = LearnerName.tidied(String(parts[0]))
            if name.hasPrefix("#") || (name.isEmpty && parts.count == 1) { continue }
            if let problem = HandInLimits.nameProblem(name) {
                return .refused("line \(index + 1) (\(TerminalText.safe(String(name.prefix(60))))): \(problem)")
            }
            var word: String?
            if parts.count == 2 {
                let given = parts[1].trimmingCharacters(in: .whitespaces)
                if let problem = JoinWord.problem(given) {
                    return .refused("line \(index + 1) (\(TerminalText.safe(String(name.prefix(60))))): the join word \(problem)")
                }
                word = given
            }
            names.append(name)
            words.append(word)
            numbers.append(index + 1)
            guard names.count <= nameLimit else { return .refused("the list has more than \(nameLimit) names") }
        }
        return names.isEmpty ? .empty : .list(ClassList(names: names, words: words, lineNumbers: numbers))
    }

    /// The list as kept: one name a line, with its join word where it has one.
    var text: String { zip(names, words).map { name, word in word.map { "\(name) | \($0)\n" } ?? name + "\n" }.joined() }

    /// The list kept in `folder`; `nil` when none is; thrown when the file there is no list.
    static func kept(in folder: URL) throws(RoomError) -> ClassList? {
        let file = folder.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        guard let data = try? Data(contentsOf: file) else {
            throw .storage(operation: "read the class list", path: file.path, reason: "it cannot be read")
        }
        switch read(data) {
        case .list(let list): return list
        case .empty: return nil
        case .refused(let why):
            throw .storage(operation: "read the class list", path: file.path, reason: "\(why); fix it or remove the file")
        }
    }

    /// Keeps `list` in `folder` for the next start (readable by the instructor alone); `nil` removes it.
    static func keep(_ list: ClassList?, in folder: URL) throws(RoomError) {
        let file = folder.appendingPathComponent(fileName)
        do {
            if let list {
                try AtomicFile.write(Data(list.text.utf8), to: file)
                chmod(file.path, 0o600)
            } else if FileManager.default.fileExists(atPath: file.path) {
                try FileManager.default.removeItem(at: file)
            }
        } catch {
            throw .storage(operation: "keep the class list in", path: file.path, reason: error.localizedDescription)
        }
    }

    /// How many of the list's places rows hold: of each line's place, its rows up to its lines
    /// (``counted(_:name:)``). `rows`: every row's name as the room compares names, and the place
    /// its member took (``RoomMember/place``).
    func tally(rows: [(name: String, place: String?)]) -> ClassListTally {
        var held: [String: [String: Int]] = [:]
        for row in rows where lines[row.name] != nil { held[row.name, default: [:]][counted(row.place, name: row.name), default: 0] += 1 }
        let joined = lines.reduce(0) { sum, name in
            sum + name.value.reduce(0) { $0 + min($1.value, held[name.key]?[$1.key] ?? 0) }
        }
        return ClassListTally(places: names.count, joined: joined)
    }
}

/// What the page's totals say of the class list: its places, and how many of them are taken.
struct ClassListTally: Equatable, Sendable {
    let places: Int
    let joined: Int

    /// "class list: 24 of 30 joined", for the totals row.
    var summary: String { "class list: \(joined) of \(places) joined" }
}
