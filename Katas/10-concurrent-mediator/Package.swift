// swift-tools-version: 6.2
// Swift 6 language mode, and every warning is an error: a data-race warning fails the check.
import PackageDescription

let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "Kata10ConcurrentMediator",
    // Mutex (Synchronization) needs macOS 15.
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../KataSupport")],
    targets: [
        .target(name: "ConcurrentMediatorKata", swiftSettings: strict),
        .testTarget(
            name: "ConcurrentMediatorKataTests",
            dependencies: ["ConcurrentMediatorKata", .product(name: "KataTestSupport", package: "KataSupport")],
            swiftSettings: strict),
    ]
)
