// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Kata02MacBook",
    // Mutex (Synchronization) needs macOS 15.
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../KataSupport")],
    targets: [
        .target(name: "MacBookKata", dependencies: [.product(name: "KataSupport", package: "KataSupport")]),
        .testTarget(name: "MacBookKataTests", dependencies: ["MacBookKata", .product(name: "KataTestSupport", package: "KataSupport")]),
    ]
)
