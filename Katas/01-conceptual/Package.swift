// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Kata01Conceptual",
    // Mutex (Synchronization) needs macOS 15.
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../KataSupport")],
    targets: [
        .target(name: "ConceptualKata", dependencies: [.product(name: "KataSupport", package: "KataSupport")]),
        .testTarget(name: "ConceptualKataTests", dependencies: ["ConceptualKata", .product(name: "KataTestSupport", package: "KataSupport")],
            exclude: ["ExpectedFlow.txt"]),
    ]
)
