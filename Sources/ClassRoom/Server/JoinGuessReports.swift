import Foundation
import KataEngine
import PlaygroundBasics

extension JoinGuesses {
    /// What the instructor's terminal says of joins the class list refused under a listed name:
    /// how many, and from how many addresses, at most once per name every ``secondsBetween``
    /// (the first refusal says so at once; those after it are summed, and told once the 30 s are
    /// up, ``due(on:at:)``), so
    /// someone guessing at a learner's word shows, and so does why that learner cannot get in.
    /// Never the words tried, nor the addresses. Names not on the list are not reported (a flood of
    /// made-up names would fill the terminal); counted addresses are bounded (``addressLimit``).
    struct GuessReports: Sendable {
        static let secondsBetween = 30.0
        static let addressLimit = 4_096

        private struct Tally {
            var refused = 0
            var addresses: Set<String> = []
            var since: ContinuousClock.Instant
            var reported: ContinuousClock.Instant?
        }
        private var tallies: [String: Tally] = [:]

        /// Counts a join refused under `name` (as the room compares names) from `address`; the
        /// line for the instructor's terminal when one is due, else `nil`.
        mutating func refused(_ name: String, from address: String, on list: ClassList, at now: ContinuousClock.Instant) -> String? {
            guard list.lines[name] != nil else { return nil }
            var tally = tallies[name] ?? Tally(since: now)
            tally.refused += 1
            if tally.addresses.count < Self.addressLimit { tally.addresses.insert(address) }
            defer { tallies[name] = tally }
            if let reported = tally.reported, (now - reported).inSeconds < Self.secondsBetween { return nil }
            return report(&tally, name: name, on: list, at: now)
        }

        /// The lines of refusals summed since a name's last line, once its 30 s are up, in the
        /// order of the names: a burst of guesses that then stops is told within the 30 s that
        /// follow its first refusal, not only when the next one comes (perhaps never).
        mutating func due(on list: ClassList?, at now: ContinuousClock.Instant) -> [String] {
            guard let list else { return [] }
            var lines: [String] = []
            for name in tallies.keys.sorted() {
                guard var tally = tallies[name], tally.refused > 0, let reported = tally.reported,
                    (now - reported).inSeconds >= Self.secondsBetween
                else { continue }
                lines.append(report(&tally, name: name, on: list, at: now))
                tallies[name] = tally
            }
            return lines
        }

        /// The line for `tally`, which starts again from nothing.
        private func report(_ tally: inout Tally, name: String, on list: ClassList, at now: ContinuousClock.Instant) -> String {
            let shown = list.names.first { LearnerName.normalized($0) == name } ?? name
            let addresses = tally.addresses.count
            var line = "class list: \(tally.refused) join\(tally.refused == 1 ? "" : "s") refused under \(TerminalText.safe(shown))"
            if tally.reported != nil { line += " in the last \(Int((now - tally.since).inSeconds.rounded())) s" }
            line +=
                ", from \(addresses == Self.addressLimit ? "\(addresses) or more" : "\(addresses)") address\(addresses == 1 ? "" : "es")"
            line += " (a wrong or missing join word, or no place left"
            line += tally.refused > JoinGuesses.allowance ? "; someone may be guessing its word)" : ")"
            tally = Tally(since: now, reported: now)
            return line
        }
    }
}
