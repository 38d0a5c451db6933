// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Kata11CatchTheMutant",
    targets: [
        .target(name: "MutantKata"),
        .testTarget(name: "MutantKataTests", dependencies: ["MutantKata"]),
    ]
)
