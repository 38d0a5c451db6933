import Foundation
import KataEngine

/// A learner's file as the room keeps it: the report (what `make class` reads) with the
/// sequence number of the post that brought it (`roomSequence`, which readers of reports
/// ignore). Report and sequence reach the disk in one atomic write, so a restarted room never
/// holds a report without the sequence that orders it, and an older post replayed after the
/// restart cannot replace it.
enum StoredHandIn {
    static let sequenceKey = "roomSequence"

    static func encoded(_ report: LearnerReport, sequence: Int) -> Data {
        let plain = report.encoded()
        guard var object = (try? JSONSerialization.jsonObject(with: plain)) as? [String: Any] else { return plain }
        object[sequenceKey] = sequence
        return (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? plain
    }

    /// The sequence a kept file was written with, or `nil` for a file without one.
    static func sequence(in data: Data) -> Int? {
        struct Stored: Decodable { let roomSequence: Int? }
        return (try? JSONDecoder().decode(Stored.self, from: data))?.roomSequence
    }

    /// The highest sequence kept for each learner (by ``Room/key(of:)``) in `folder`'s files.
    static func sequences(in folder: URL) -> [String: Int] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var sequences: [String: Int] = [:]
        for name in names where name.hasSuffix(".json") && !name.hasPrefix(".") {
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)), let sequence = Self.sequence(in: data),
                case .success(let report) = LearnerReport.decode(data)
            else { continue }
            sequences[Room.key(of: report)] = max(sequences[Room.key(of: report)] ?? 0, sequence)
        }
        return sequences
    }
}
