import ClassRoom
import CommandLineSpec
import Foundation
import PlaygroundBasics

/// The class list from the instructor's terminal: `room serve --roster FILE` (`make room
/// ROSTER=…`) puts it in force before the first join, `room roster FILE` (`make room-roster
/// FILE=…`) replaces it while the room runs. One name a line; an empty file lifts the list.
extension RoomHandlers {
    static func classList(_ run: CommandRun) throws(UsageError) -> ExitStatus {
        let path = try run.value(
            orElse: "'room roster' needs the class list's file, e.g. make room-roster FILE=class.txt (one name a line)")
        guard let list = classListFile(path, run: run) else { return .toolFailure }
        return control(run, .classList(list))
    }

    /// Puts `--roster`'s list in force in `room` before it takes joins, or says which list is in
    /// force already (kept in its folder from before): `nil` to go on serving, else the exit status.
    static func startingClassList(_ run: CommandRun, room: Room) -> ExitStatus? {
        guard let path = run.text(of: .roster) else {
            if let status = room.classListStatus {
                run.console.out.line("\(status) (make room-roster FILE=… replaces it; an empty file lifts it).")
            }
            return nil
        }
        guard let list = classListFile(path, run: run) else { return .toolFailure }
        let (status, text) = room.applyClassList(text: list)
        let lines = TerminalText.safeLines(text.trimmingCharacters(in: .whitespacesAndNewlines))
        guard status == 200 else {
            run.console.err.line("PatternRunner: \(lines.first ?? "the class list was refused")")
            lines.dropFirst().forEach { run.console.err.line("  " + $0) }
            return .failure
        }
        lines.forEach { run.console.out.line($0) }
        return nil
    }

    /// The bytes of the class list at `path` (as the room takes them, 64 KB at most), or `nil`
    /// once it has said why it cannot be read.
    private static func classListFile(_ path: String, run: CommandRun) -> Data? {
        let url = run.environment.resolve(path)
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            let data = try handle.read(upToCount: Room.classListByteLimit + 1) ?? Data()
            guard data.count <= Room.classListByteLimit else {
                run.console.err.line(
                    "PatternRunner: the class list \(TerminalText.safe(url.path)) is over \(Room.classListByteLimit / 1_024) KB: "
                        + "one name a line")
                return nil
            }
            return data
        } catch {
            run.console.err.line("PatternRunner: cannot read the class list \(TerminalText.safe(url.path)): \(error.localizedDescription)")
            return nil
        }
    }
}
