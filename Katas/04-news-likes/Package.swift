// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Kata04NewsLikes",
    // Mutex (Synchronization) needs macOS 15.
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../KataSupport")],
    targets: [
        .target(name: "NewsKata", dependencies: [.product(name: "KataSupport", package: "KataSupport")]),
        .testTarget(name: "NewsKataTests", dependencies: ["NewsKata", .product(name: "KataTestSupport", package: "KataSupport")],
            exclude: ["ExpectedFlow.txt"]),
    ]
)
