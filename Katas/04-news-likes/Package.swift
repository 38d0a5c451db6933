// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Kata04NewsLikes",
    dependencies: [.package(path: "../KataSupport")],
    targets: [
        .target(name: "NewsKata", dependencies: [.product(name: "KataSupport", package: "KataSupport")]),
        .testTarget(name: "NewsKataTests", dependencies: ["NewsKata", .product(name: "KataTestSupport", package: "KataSupport")]),
    ]
)
