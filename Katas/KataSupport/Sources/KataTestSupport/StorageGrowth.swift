import LiveHeapCounter

/// How much the heap grows per repetition of some work, counted in live bytes: what the work
/// allocated and did not free, whatever holds it — arrays, dictionaries, `indirect` enums,
/// closures and what they capture, boxes, side tables of weak references. Storage that only
/// ever grows shows up here whatever its shape, where a walk of stored properties (``storedElementCount(of:)``)
/// cannot see into closures.
public struct StorageGrowth: Sendable, CustomStringConvertible {
    /// Repetitions measured, after the warm-up.
    public let cycles: Int
    /// Live heap bytes after the measured repetitions minus before them.
    public let bytes: Int
    /// Live heap blocks after minus before.
    public let blocks: Int

    /// The growth per repetition, in bytes.
    public var bytesPerCycle: Double { cycles == 0 ? 0 : Double(bytes) / Double(cycles) }

    /// Whether the storage grows with the repetitions: more than `bytesPerCycle` bytes each on
    /// average. Storage that stays within a bound (pruned now and then, a buffer's spare
    /// capacity) stays far below it over enough repetitions; anything kept per repetition (a
    /// pointer in an array, a node, a box, a weak reference's side table) is above it.
    public func grows(beyond threshold: Double) -> Bool { bytesPerCycle > threshold }

    public var description: String {
        "\(Self.rounded(bytesPerCycle)) bytes per cycle (\(bytes) bytes in \(blocks) blocks over \(cycles) cycles)"
    }

    static func rounded(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? "\(Int(tenths / 10))" : "\(tenths / 10)"
    }
}

/// Live heap bytes of the calling thread, where the platform lets a test count them.
public enum LiveHeap {
    /// True on Linux with glibc, where the test binary counts every allocation per thread. On
    /// macOS (and with musl) nothing is counted: ``storageGrowth(warmUp:cycles:_:)`` returns
    /// `nil` and a test falls back on ``storedElementCount(of:)``, which cannot see into closures.
    public static var isCounted: Bool { live_heap_counting_available() != 0 }

    /// Bytes the calling thread has allocated and not freed; only differences mean anything.
    public static var bytes: Int { live_heap_bytes() }

    /// Blocks the calling thread has allocated and not freed.
    public static var blocks: Int { live_heap_blocks() }
}

/// Runs `cycle` `warmUp` times, then `cycles` times more, and tells how much the live heap grew
/// over the second run. The warm-up absorbs what the first calls allocate once (the Swift
/// runtime's metadata and caches, a buffer reaching its working size); the comparison is
/// between two cycle counts, never an absolute figure.
///
/// Once the growth passes `limit` bytes the run stops early and reports the cycles it ran: a
/// verdict is already certain, and storage that grows often makes each cycle slower than the last.
///
/// Counting is per thread (tests run in parallel on other threads), so `cycle` must run
/// synchronously: no `await` inside, nothing handed to another thread. `nil` where live bytes
/// are not counted (``LiveHeap/isCounted``).
public func storageGrowth(warmUp: Int = 64, cycles: Int = 1024, stoppingAbove limit: Int = .max, _ cycle: () -> Void) -> StorageGrowth? {
    guard LiveHeap.isCounted else { return nil }
    for _ in 0..<warmUp { cycle() }
    let (bytes, blocks) = (LiveHeap.bytes, LiveHeap.blocks)
    var done = 0
    while done < cycles {
        cycle()
        done += 1
        if LiveHeap.bytes - bytes > limit { break }
    }
    return StorageGrowth(cycles: done, bytes: LiveHeap.bytes - bytes, blocks: LiveHeap.blocks - blocks)
}
