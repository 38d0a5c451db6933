import Foundation
import PlaygroundTestSupport
import Testing

@testable import KataEngine

/// The machine key is drawn once, kept owner-only beside the katas, and read again on every run:
/// the id it proves stays the machine's row in the room.
@Suite struct MachineIdentityTests {
    @Test("The first run draws a key of 32 hex digits into .machine-key, readable by its owner only; its id is the key's")
    func theKeyIsDrawnOnceOwnerOnly() throws {
        let folder = try TemporaryFolder("machine-key")
        let identity = MachineIdentity.kept(in: folder.url)
        let key = try #require(identity.key)
        #expect(MachineKey.isWellFormed(key), "\(key)")
        #expect(identity.id == MachineKey.machineID(of: key) && identity.id.count == 16)
        let file = folder.url.appendingPathComponent(".machine-key")
        #expect(try String(contentsOf: file, encoding: .utf8) == key + "\n")
        let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600, "permissions \(String(permissions ?? 0, radix: 8))")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(left == [".machine-key"], "no temporary file is left beside it: \(left)")
    }

    @Test("A kept key is reused: every later run has the same id, and the file is not rewritten")
    func aKeptKeyIsReused() throws {
        let folder = try TemporaryFolder("machine-key")
        let key = "0123456789abcdef0123456789abcdef"
        let file = folder.url.appendingPathComponent(".machine-key")
        try Data((key + "\n").utf8).write(to: file)
        #expect(MachineIdentity.kept(in: folder.url) == MachineIdentity(id: "3eb1bd439947eb76", key: key))
        #expect(MachineIdentity.kept(in: folder.url) == MachineIdentity(id: "3eb1bd439947eb76", key: key))
        #expect(LearnerReport.machine(keptIn: folder.url) == "3eb1bd439947eb76")
    }

    @Test(
        "A file that holds no key (cut short, capitals, too long, not hex) is replaced by a new key, kept from then on",
        arguments: ["0123456789abcdef", "0123456789ABCDEF0123456789ABCDEF", String(repeating: "a", count: 33), "not a key at all"])
    func aCorruptFileIsReplaced(content: String) throws {
        let folder = try TemporaryFolder("machine-key")
        let file = folder.url.appendingPathComponent(".machine-key")
        try Data(content.utf8).write(to: file)
        let identity = MachineIdentity.kept(in: folder.url)
        let key = try #require(identity.key)
        #expect(MachineKey.isWellFormed(key) && key != content.lowercased())
        #expect(try String(contentsOf: file, encoding: .utf8) == key + "\n")
        #expect(MachineIdentity.kept(in: folder.url) == identity)
    }

    @Test("Where no key can be kept (its folder is missing): four hex digits, no key, the same on every run")
    func noKeptKeyFallsBackToALegacyID() throws {
        let folder = try TemporaryFolder("machine-key")
        // A folder that is not there: not even root can keep a file in it (a read-only one, root could).
        let missing = folder.url.appendingPathComponent("no-such-folder")
        let identity = MachineIdentity.kept(in: missing)
        #expect(identity.key == nil && identity.id.count == MachineKey.legacyIDLength && identity.id.allSatisfy(\.isHexDigit))
        #expect(MachineIdentity.kept(in: missing) == identity)
        #expect(!FileManager.default.fileExists(atPath: missing.path))
    }

    @Test("The offline hand-in's file name carries the first four digits of the id only")
    func theFileNameCarriesFourDigits() {
        #expect(LearnerReport.fileName(for: "Ada", machine: "3eb1bd439947eb76") == "progress-Ada-3eb1.json")
        #expect(LearnerReport.fileName(for: "Ada", machine: "aa11") == "progress-Ada-aa11.json")
        #expect(LearnerReport.fileName(for: "Ada") == "progress-Ada.json")
    }
}
