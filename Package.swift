// swift-tools-version: 6.2
// The table of contents: one library per example, the runner, and a test target for each.
import PackageDescription

/// Every target builds in Swift 6 mode and treats any warning as an error.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// An example module: its sources and its documented output (`Output.txt`) side by side.
func example(_ name: String, path: String) -> Target {
    .target(
        name: name,
        dependencies: ["ExampleSupport"],
        path: path,
        resources: [.copy("Output.txt")],
        swiftSettings: strict
    )
}

/// A test target for one module.
func tests(_ module: String, also extra: [Target.Dependency] = []) -> Target {
    .testTarget(
        name: "\(module)Tests",
        dependencies: [.byName(name: module)] + (module == "ExampleSupport" ? [] : ["ExampleSupport"]) + extra,
        swiftSettings: strict
    )
}

let package = Package(
    name: "MediatorPlayground",
    products: [
        .executable(name: "PatternRunner", targets: ["PatternRunner"])
    ],
    targets: [
        // Output sink, example descriptor, golden comparison.
        .target(name: "ExampleSupport", swiftSettings: strict),

        // The five examples.
        example("Conceptual", path: "Sources/Conceptual"),
        example("MacBookConfigurator", path: "Sources/RealWorld/MacBookConfigurator"),
        example("GameCharacters", path: "Sources/RealWorld/GameCharacters"),
        example("NewsFeed", path: "Sources/RealWorld/NewsFeed"),
        example("Musketeers", path: "Sources/RealWorld/Musketeers"),

        // The runner: a library with all the logic, and a thin executable.
        .target(
            name: "PatternRunnerCore",
            dependencies: [
                "ExampleSupport", "Conceptual", "MacBookConfigurator", "GameCharacters", "NewsFeed",
                "Musketeers",
            ],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "PatternRunner",
            dependencies: ["PatternRunnerCore"],
            swiftSettings: strict
        ),

        tests("ExampleSupport"),
        tests("Conceptual"),
        tests("MacBookConfigurator"),
        tests("GameCharacters"),
        tests("NewsFeed"),
        tests("Musketeers"),
        tests("PatternRunnerCore", also: ["PatternRunner"]),
    ]
)
