// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Kata06TypedMessages",
    // Mutex (Synchronization) needs macOS 15.
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../KataSupport")],
    targets: [
        .target(name: "TypedMessagesKata", dependencies: [.product(name: "KataSupport", package: "KataSupport")]),
        .testTarget(name: "TypedMessagesKataTests", dependencies: ["TypedMessagesKata", .product(name: "KataTestSupport", package: "KataSupport")],
            exclude: ["ExpectedFlow.txt"]),
    ]
)
