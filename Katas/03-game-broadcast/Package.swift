// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Kata03GameBroadcast",
    // Mutex (Synchronization) needs macOS 15.
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../KataSupport")],
    targets: [
        .target(name: "GameKata", dependencies: [.product(name: "KataSupport", package: "KataSupport")]),
        .testTarget(name: "GameKataTests", dependencies: ["GameKata", .product(name: "KataTestSupport", package: "KataSupport")],
            exclude: ["ExpectedFlow.txt"]),
    ]
)
