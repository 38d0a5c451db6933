// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Kata07Decouple",
    // Mutex (Synchronization) needs macOS 15.
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../KataSupport")],
    targets: [
        .target(name: "DecoupleKata", dependencies: [.product(name: "KataSupport", package: "KataSupport")]),
        .testTarget(name: "DecoupleKataTests", dependencies: ["DecoupleKata", .product(name: "KataTestSupport", package: "KataSupport")]),
    ]
)
