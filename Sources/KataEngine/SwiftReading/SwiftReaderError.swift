/// Why Swift's parser could not be used. Only the mutation proofs and kata 11's judge need it;
/// everything else (examples, katas 01–10 checks) works without.
public enum SwiftReaderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No `swiftc` on `PATH` (nor from `xcrun` on macOS).
    case toolchainNotFound(searched: String)
    /// The toolchain lacks SwiftParser/SwiftSyntax in `usr/lib/swift/host`.
    case librariesMissing(folder: String, missing: [String])
    /// The reader's own sources (a resource of the engine) are not beside the program.
    case readerSourcesMissing(searched: [String])
    case compileFailed(output: String)
    case readFailed(reason: String)

    public var description: String {
        switch self {
        case .toolchainNotFound(let searched):
            "Swift's parser is needed here, but no swiftc was found (searched \(searched)); install a Swift toolchain."
        case .librariesMissing(let folder, let missing):
            "Swift's parser is needed here, but this toolchain lacks \(missing.joined(separator: ", ")) in \(folder) "
                + "(SwiftParser and SwiftSyntax ship with Swift 6 toolchains in usr/lib/swift/host)."
        case .readerSourcesMissing(let searched):
            "the Swift reader's sources (KataEngine's ReaderTool resources) were not found in "
                + searched.joined(separator: ", ") + "; rebuild the runner with swift build."
        case .compileFailed(let output):
            "could not compile the Swift reader against the toolchain's SwiftParser:\n\(output)"
        case .readFailed(let reason):
            "the Swift reader failed: \(reason)"
        }
    }
}
