import Foundation
import Testing

@testable import KataEngine

/// The machine id is the start of a SHA-256: the digest must be the standard one, or a room and
/// a client built apart would disagree on every id (values from FIPS 180-4 and `sha256sum`).
@Suite struct SHA256Tests {
    @Test(
        "Known digests: the empty message, \"abc\", two blocks, and lengths on either side of a block's padding",
        arguments: [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
            (String(repeating: "a", count: 55), "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
            (String(repeating: "a", count: 64), "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
        ])
    func knownDigests(message: String, digest: String) {
        #expect(SHA256.hex(of: Data(message.utf8)) == digest)
    }

    @Test("A machine id is the first 16 hex digits of the SHA-256 of its key as written")
    func theMachineIDIsTheStartOfTheKeysDigest() {
        let key = "0123456789abcdef0123456789abcdef"
        #expect(MachineKey.machineID(of: key) == "3eb1bd439947eb76")
        #expect(MachineKey.needsKey("3eb1bd439947eb76") && MachineKey.needsKey("3EB1BD439947EB76"))
        #expect(!MachineKey.needsKey("3eb1") && !MachineKey.needsKey("3ebl bd439947eb7") && !MachineKey.needsKey("3eb1bd439947eb7g"))
    }
}
