import Synchronization

/// The names ``LearnerIdentity`` has folded, remembered: folding goes through Foundation's
/// Unicode tables (tens of microseconds a name), and the room folds every learner's name on
/// each render and each join. Bounded: once `capacity` names are kept it starts over, so
/// names sent by the thousand cost memory for a moment only.
final class FoldedNames: Sendable {
    private let folded = Mutex<[String: String]>([:])
    private let capacity: Int
    private let fold: @Sendable (String) -> String

    init(capacity: Int = 4_096, _ fold: @escaping @Sendable (String) -> String) { (self.capacity, self.fold) = (capacity, fold) }

    /// `fold(text)`, worked out once per text while it is kept.
    func value(of text: String) -> String {
        if let known = folded.withLock({ $0[text] }) { return known }
        let value = fold(text)
        folded.withLock { kept in
            if kept.count >= capacity { kept.removeAll(keepingCapacity: true) }
            kept[text] = value
        }
        return value
    }
}
