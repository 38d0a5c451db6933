// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Kata11CatchTheMutant",
    targets: [
        .target(name: "MutantKata"),
        .testTarget(
            name: "MutantKataTests", dependencies: ["MutantKata"],
            swiftSettings: [.strictMemorySafety(), .treatWarning("StrictMemorySafety", as: .error)]),
    ]
)
