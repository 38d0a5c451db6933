import Foundation

/// Tells a run a loaded machine slows from one that hangs, by the processor time its process
/// group used: at each deadline, a group that used at least ``busyShare`` of the stretch is
/// still working and may wait another stretch; one that did not is stuck (or cannot be read).
struct BusyGroup {
    /// The share of a stretch's seconds a working group uses even on a machine many times
    /// oversubscribed (1 in 100); a hung group waits on a lock or a continuation and uses none.
    static let busyShare = 0.01

    let group: pid_t
    let stretch: TimeInterval
    private var stretches = 0
    /// Processor time at the last deadline; `nil` when not watching (no processor time limit).
    private var lastReading: Double?
    /// How a group's processor time is read (``ProcessTree`` by default; a test injects one).
    private let read: (pid_t) -> Double?

    init(group: pid_t, stretch: TimeInterval, watching: Bool, read: @escaping (pid_t) -> Double? = ProcessTree.processorSeconds(ofGroup:)) {
        (self.group, self.stretch, self.read) = (group, stretch, read)
        lastReading = watching ? 0 : nil
    }

    /// Called at each deadline: true when the group used the processor since the last one.
    mutating func deservesAnotherStretch() -> Bool {
        guard stretches < ProcessGroupRunner.longestStretches, let before = lastReading, let now = read(group) else {
            return false
        }
        lastReading = now
        stretches += 1
        return now - before >= stretch * Self.busyShare
    }
}
