/// Colours for a terminal; plain text when colour is off, so piped output stays clean.
struct Style: Sendable {
    let enabled: Bool

    func pass(_ text: String) -> String { paint(text, "32") }
    func fail(_ text: String) -> String { paint(text, "31") }
    func dim(_ text: String) -> String { paint(text, "2") }
    func bold(_ text: String) -> String { paint(text, "1") }

    private func paint(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// Clears the screen and puts the cursor home (watch mode, between runs).
    var clearScreen: String { enabled ? "\u{1B}[2J\u{1B}[H" : "\n" }
}
