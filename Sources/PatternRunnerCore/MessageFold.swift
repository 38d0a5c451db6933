import Foundation

/// A failure message made short enough to read: a test may print a trace of 32,983 identical
/// lines or a 5,000-character title, and a learner's terminal (its scrollback, a projector)
/// would lose the first failure under it. Repeats are said once with their count, very long
/// lines are cut with their length, and what is still too long keeps its start and its end.
/// Nothing is invented: every line shown is the message's own, or says how much was left out.
enum MessageFold {
    /// Runs of a block of up to this many lines repeated at least ``minimumRepeats`` times fold.
    static let longestBlock = 4
    static let minimumRepeats = 3
    /// A line longer than this many characters shows its start, its end and its length: a
    /// rule's advice and a smallest scenario's last step stand at the end of a long line.
    static let longestLine = 1_200
    /// A message longer than this many lines, once folded, shows its start and its end.
    static let longestMessage = 200

    static func folded(_ message: String) -> String {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { cut(String($0)) }
        return capped(foldingRepeats(lines)).joined(separator: "\n")
    }

    /// `line`, or its start, its end and its length when it is too long to read.
    static func cut(_ line: String) -> String {
        guard line.count > longestLine else { return line }
        let (start, end) = (longestLine * 2 / 3, longestLine / 4)
        let left = line.count - start - end
        return line.prefix(start) + " … (\(grouped(left)) of \(grouped(line.count)) characters left out) … " + line.suffix(end)
    }

    /// Every run of one block (1 to ``longestBlock`` lines) repeated ``minimumRepeats`` times or
    /// more, said once and then counted.
    static func foldingRepeats(_ lines: [String]) -> [String] {
        var folded: [String] = []
        var index = 0
        while index < lines.count {
            var best: (size: Int, times: Int)?
            for size in 1...longestBlock where index + size * minimumRepeats <= lines.count {
                let block = lines[index..<(index + size)]
                var times = 1
                while index + (times + 1) * size <= lines.count, lines[(index + times * size)..<(index + (times + 1) * size)] == block {
                    times += 1
                }
                if times >= minimumRepeats, (best.map { times * size > $0.times * $0.size } ?? true) { best = (size, times) }
            }
            guard let best else {
                folded.append(lines[index])
                index += 1
                continue
            }
            folded += lines[index..<(index + best.size)]
            let indent = String(lines[index].prefix { $0 == " " })
            let what = best.size == 1 ? "the line above" : "the \(best.size) lines above"
            folded.append("\(indent)… \(what), \(grouped(best.times)) times in all")
            index += best.size * best.times
        }
        return folded
    }

    /// `lines`, or their start and their end with the count of those left out between.
    static func capped(_ lines: [String]) -> [String] {
        guard lines.count > longestMessage else { return lines }
        let head = longestMessage * 3 / 4, tail = longestMessage / 10
        let left = lines.count - head - tail
        return Array(lines.prefix(head)) + ["… \(grouped(left)) lines left out …"] + Array(lines.suffix(tail))
    }

    /// `number` with its thousands grouped by commas (`32,983`), as the kata's messages write them.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var text = number < 0 ? "-" : ""
        for (position, digit) in digits.enumerated() {
            if position > 0, (digits.count - position) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return text
    }
}
