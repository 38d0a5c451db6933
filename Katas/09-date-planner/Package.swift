// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Kata09DatePlanner",
    dependencies: [.package(path: "../KataSupport")],
    targets: [
        .target(name: "DatePlannerKata", dependencies: [.product(name: "KataSupport", package: "KataSupport")]),
        .testTarget(name: "DatePlannerKataTests", dependencies: ["DatePlannerKata", .product(name: "KataTestSupport", package: "KataSupport")]),
    ]
)
