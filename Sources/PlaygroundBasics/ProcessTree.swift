import Foundation

/// The processes of this machine as `/proc` shows them (Linux): enough to find every
/// descendant of the runner, including jobs a tool started in process groups of their own.
/// Where there is no `/proc`, the tree is empty and process groups are all there is.
public enum ProcessTree {
    public struct Entry {
        public let pid: pid_t
        public let parent: pid_t
        public let group: pid_t
        public let isZombie: Bool
        /// Processor time used so far, its own and that of the children it has waited for.
        public let processorSeconds: Double
    }

    public static func snapshot() -> [Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { name in
            guard let pid = pid_t(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            // After "pid (command)": state, parent, group, … and from the 12th on the clock
            // ticks of user and system time, then those of the children waited for.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 14, let parent = pid_t(fields[1]), let group = pid_t(fields[2]) else { return nil }
            let ticks = fields[11...14].compactMap { Double($0) }.reduce(0, +)
            return Entry(
                pid: pid, parent: parent, group: group, isZombie: fields[0] == "Z", processorSeconds: ticks / ticksPerSecond)
        }
    }

    /// Whether this machine shows processor time per process (a `/proc`, as on Linux): only
    /// then can a run that stopped working be told from one that a busy machine slowed.
    public static var readsProcessorTime: Bool { FileManager.default.fileExists(atPath: "/proc/self/stat") }

    /// The clock ticks `/proc` counts processor time in.
    private static let ticksPerSecond = Double(max(sysconf(Int32(_SC_CLK_TCK)), 1))

    /// Processor time the members of `group` have used so far; `nil` where there is no `/proc`
    /// to ask, or no member is left.
    public static func processorSeconds(ofGroup group: pid_t) -> Double? {
        let members = snapshot().filter { $0.group == group }
        return members.isEmpty ? nil : members.map(\.processorSeconds).reduce(0, +)
    }

    /// Every process below `roots` (not the roots themselves).
    public static func descendants(of roots: Set<pid_t>) -> Set<pid_t> {
        let entries = snapshot()
        var found: Set<pid_t> = []
        var frontier = roots
        while !frontier.isEmpty {
            let children = Set(entries.filter { frontier.contains($0.parent) }.map(\.pid)).subtracting(found).subtracting(roots)
            found.formUnion(children)
            frontier = children
        }
        return found
    }
}
