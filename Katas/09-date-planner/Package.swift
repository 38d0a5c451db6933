// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Kata09DatePlanner",
    // Mutex (Synchronization) needs macOS 15.
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../KataSupport")],
    targets: [
        .target(name: "DatePlannerKata", dependencies: [.product(name: "KataSupport", package: "KataSupport")]),
        .testTarget(name: "DatePlannerKataTests", dependencies: ["DatePlannerKata", .product(name: "KataTestSupport", package: "KataSupport")],
            exclude: ["ExpectedFlow.txt"]),
    ]
)
