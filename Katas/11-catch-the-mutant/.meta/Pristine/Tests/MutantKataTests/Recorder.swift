import MutantKata

/// Given, for your tests: a log several recorders can share, to see the order of deliveries.
final class Journal {
    var entries: [String] = []
}

/// Given, for your tests: a colleague that remembers what it heard, writes "name: message"
/// to an optional shared journal, and can react to a message (for example by sending one).
final class Recorder: Colleague {
    let name: String
    let journal: Journal?
    var heard: [String] = []
    /// Called after each message is recorded.
    var onReceive: ((String) -> Void)?

    init(_ name: String, journal: Journal? = nil) {
        self.name = name
        self.journal = journal
    }

    func receive(_ message: String, from sender: Colleague) {
        heard.append(message)
        journal?.entries.append("\(name): \(message)")
        onReceive?(message)
    }
}
