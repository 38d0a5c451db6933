// swift-tools-version: 6.2
// Swift 6 language mode, and every warning is an error: a data-race warning fails the check.
// The mediator's target also builds with strict memory safety: a read of storage marked
// `nonisolated(unsafe)` is then a compiler error there, not a race left to the tests' luck.
import PackageDescription

let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]
let memorySafe: [SwiftSetting] = strict + [.strictMemorySafety()]

let package = Package(
    name: "Kata10ConcurrentMediator",
    // Mutex (Synchronization) needs macOS 15.
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../KataSupport")],
    targets: [
        .target(name: "ConcurrentMediatorKata", swiftSettings: memorySafe),
        .testTarget(
            name: "ConcurrentMediatorKataTests",
            dependencies: ["ConcurrentMediatorKata", .product(name: "KataTestSupport", package: "KataSupport")],
            swiftSettings: strict),
    ]
)
