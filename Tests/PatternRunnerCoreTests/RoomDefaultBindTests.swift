import CommandLineSpec
import Foundation
import Testing

@testable import PatternRunnerCore

/// Every place that names the room's default address says the same one: this machine only.
@Suite struct RoomDefaultBindTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String { try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) }

    @Test("The code, the option's help, make help, README and Docs/Workshop.md all name 127.0.0.1 (this machine only) as the default")
    func oneDefault() throws {
        #expect(RoomDefaults.bind == "127.0.0.1")
        let phrase = "\(RoomDefaults.bind) this machine only (default)"
        #expect(OptionSpec.bind.meaning.contains(phrase))
        let makefile = try Self.text("Makefile")
        #expect(makefile.contains(phrase))
        #expect(!makefile.contains("default 0.0.0.0"))
        #expect(try Self.text("README.md").contains("default \(RoomDefaults.bind),"))
        let workshop = try Self.text("Docs/Workshop.md")
        #expect(workshop.contains("Without `BIND` the room listens on \(RoomDefaults.bind), this machine only"))
        #expect(!workshop.contains("0.0.0.0 every network (default)"))
    }
}
