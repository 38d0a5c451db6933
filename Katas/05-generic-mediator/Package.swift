// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Kata05GenericMediator",
    // Mutex (Synchronization) needs macOS 15.
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../KataSupport")],
    targets: [
        .target(name: "GenericMediatorKata", dependencies: [.product(name: "KataSupport", package: "KataSupport")]),
        .testTarget(name: "GenericMediatorKataTests", dependencies: ["GenericMediatorKata", .product(name: "KataTestSupport", package: "KataSupport")]),
    ]
)
