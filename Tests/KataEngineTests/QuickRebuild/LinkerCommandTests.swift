import Testing

@testable import KataEngine

/// Reading the linker command `clang -###` prints, which a relink starts instead of `clang`.
@Suite struct LinkerCommandTests {
    private let header = "clang version 21.0.0\nTarget: x86_64-unknown-linux-gnu\nThread model: posix\nInstalledDir: /opt/swift/usr/bin\n"

    @Test func theOneCommandIsReadWithItsEscapes() {
        let printed = header + #" "/usr/bin/ld.gold" "-o" "/k/a b.xctest" "/k/say \"hi\".o" "/k/back\\slash.o" "/k/\$HOME.o""# + "\n"
        #expect(
            LinkerCommand.parse(printed) == [
                "/usr/bin/ld.gold", "-o", "/k/a b.xctest", "/k/say \"hi\".o", "/k/back\\slash.o", "/k/$HOME.o",
            ])
    }

    @Test func anythingButOneWellQuotedCommandIsRefused() {
        #expect(LinkerCommand.parse(header) == nil, "no command")
        #expect(LinkerCommand.parse(header + " \"/usr/bin/as\" \"x.s\"\n \"/usr/bin/ld\" \"x.o\"\n") == nil, "two commands")
        #expect(LinkerCommand.parse(header + " \"/usr/bin/ld\" \"x.o\n") == nil, "an argument left open")
        #expect(LinkerCommand.parse(header + " \"/usr/bin/ld\" x.o\n") == nil, "an argument without quotes")
        #expect(LinkerCommand.parse(header + " \"ld\" \"x.o\"\n") == nil, "a tool found by PATH, which a replay might not find")
        #expect(LinkerCommand.parse(header + " \"/usr/bin/ld\" \"x.o\\") == nil, "an escape at the end")
    }
}
