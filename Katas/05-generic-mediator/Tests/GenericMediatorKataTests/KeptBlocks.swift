import KataTestSupport

/// What a mediator keeps right after a read, counted in heap blocks: the blocks this thread
/// allocated while the mediator was built and read and still holds once that is done. Unlike a
/// walk of stored properties (``storedElementCount(of:)``), it sees into closures and what they
/// capture, a `Mutex`, boxes and the side tables of weak references. Do not edit.
enum KeptBlocks {
    /// Blocks a mediator with colleagues let go may keep beyond one that only ever had the
    /// colleague that stayed: none. A buffer that grew and shrank is still one block (its
    /// capacity is bytes, not blocks); what the runtime keeps for good the first time a size or
    /// a path is taken is warmed up before (each scenario runs twice, judged the second time).
    static let allowance = 0

    /// Runs `build` and returns what it made, with the heap blocks this thread allocated in it
    /// and has not freed (`nil` where live blocks are not counted: ``LiveHeap/isCounted``).
    /// Whatever `build` returns stays alive, so its storage is what is counted; what it made
    /// and let go is not.
    static func measure<T>(_ build: () -> T) -> (made: T, blocks: Int?) {
        let before = LiveHeap.blocks
        let made = build()
        return (made, LiveHeap.isCounted ? LiveHeap.blocks - before : nil)
    }
}
