import PlaygroundBasics

/// The page's header, read from the back row: two lines of fixed height (`--header`). The first
/// holds the start of the join line (`Join: make join URL=…`), then the title, the page's status
/// ("live · updated 10:42:05") and the instructor's buttons; the second the rest of the join line,
/// `CODE=… LEARNER=yourname`, its code twice the table's text (`--code`) whatever its length (6 to
/// 32 characters: a 32-character code takes about 640 px at 1024 px, where the line has 1,000).
/// So the code never shrinks to fit beside the status, and neither cuts the other; the join line
/// is never cut, and the status is the only part that may give way (with an ellipsis) should a
/// very long address leave the first line no room. At 1100 px and below (1024×768), where the
/// instructor's buttons leave the status least room, it may take two lines of the first.
enum ClassPageHeader {
    /// The header: the join line (where there is one) around `rest` (title, status, buttons).
    static func markup(joinLine: String?, after rest: String) -> String {
        guard let joinLine else { return "<header><div class=\"bar\">\(rest)</div></header>" }
        let (command, code) = parts(of: joinLine)
        let second = code.map { "<p class=\"join second\"><code>\($0)</code></p>" } ?? ""
        return "<header><div class=\"bar\"><p class=\"join\">Join: <code>\(command)</code></p>\(rest)</div>\(second)</header>"
    }

    /// The join line split before its code (`CODE=K7QX2M`), each part escaped, the code set apart
    /// to be shown large; a line without a code is one part.
    static func parts(of line: String) -> (command: String, code: String?) {
        guard let range = line.range(of: "CODE=") else { return (HTMLText.escaped(line), nil) }
        let rest = line[range.upperBound...]
        let code = rest.prefix { !$0.isWhitespace }
        let after = rest.dropFirst(code.count)
        let command = line[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
        return (
            HTMLText.escaped(command),
            "CODE=<b class=\"code\">\(HTMLText.escaped(String(code)))</b>\(HTMLText.escaped(String(after)))"
        )
    }

    /// The header's style: its two lines, the first a row that never wraps.
    static let css = """
        header { height: var(--header); flex: none; display: flex; flex-direction: column; justify-content: center; white-space: nowrap; overflow: hidden; }
        header .bar { display: flex; align-items: center; gap: 0 18px; min-width: 0; }
        .join { margin: 0; font-size: 1rem; flex: none; line-height: 1.1; }
        .join code { font-weight: bold; background: #eef3fb; padding: 0 6px; border-radius: 4px; }
        .join.second { align-self: flex-start; }
        .join .code { font-size: var(--code); letter-spacing: 0.06em; color: #0b3d91; }
        body.managing h1 { display: none; }
        h1 { font-size: 1rem; margin: 0; color: #445; }
        h1, header button { flex: none; }
        #status { flex: 0 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; font-size: 0.8rem; color: #2e8540; }
        #status.offline { color: #a33; font-weight: bold; }
        @media (max-width: 1100px) { #status { white-space: normal; line-height: 1.1; max-height: 2.2em; } }
        """
}
