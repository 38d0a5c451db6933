// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Kata08SplitTheGodMediator",
    // Mutex (Synchronization) needs macOS 15.
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../KataSupport")],
    targets: [
        .target(name: "SplitMediatorKata", dependencies: [.product(name: "KataSupport", package: "KataSupport")]),
        .testTarget(name: "SplitMediatorKataTests", dependencies: ["SplitMediatorKata", .product(name: "KataTestSupport", package: "KataSupport")]),
    ]
)
