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
    }

    public static func snapshot() -> [Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { name in
            guard let pid = pid_t(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            // After "pid (command)": state, parent, group, …
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 3, let parent = pid_t(fields[1]), let group = pid_t(fields[2]) else { return nil }
            return Entry(pid: pid, parent: parent, group: group, isZombie: fields[0] == "Z")
        }
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
