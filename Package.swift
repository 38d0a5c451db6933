// swift-tools-version: 6.2
// The table of contents: one library per example, the runner, and a test target for each.
import PackageDescription

/// Every target builds in Swift 6 mode and treats any warning as an error.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// An example module: its sources beside its golden files, the documented output (`Output.txt`)
/// and its message flow as a terminal diagram, a Mermaid diagram and an HTML page.
func example(_ name: String, path: String) -> Target {
    .target(
        name: name,
        dependencies: ["ExampleSupport"],
        path: path,
        resources: [.copy("Output.txt"), .copy("Flow.txt"), .copy("Flow.mmd"), .copy("Flow.html")],
        swiftSettings: strict
    )
}

/// A test target for one module.
func tests(_ module: String, also extra: [Target.Dependency] = []) -> Target {
    .testTarget(
        name: "\(module)Tests",
        dependencies: [.byName(name: module)] + (["ExampleSupport", "PlaygroundBasics"].contains(module) ? [] : ["ExampleSupport"]) + extra,
        swiftSettings: strict
    )
}

let package = Package(
    name: "MediatorPlayground",
    // Synchronization's `Mutex` (the print sink, the kata engine) needs macOS 15.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "PatternRunner", targets: ["PatternRunner"]),
        .executable(name: "MediatorBench", targets: ["MediatorBench"]),
    ],
    targets: [
        // Plumbing every layer above builds on: locks, folder copy and watch, scratch folders,
        // process trees, digests, path containment, and text (line diff, HTML and terminal escaping).
        .target(name: "PlaygroundBasics", swiftSettings: strict),

        // A command line declared once: options, parsing, usage errors; the runner and the bench use it.
        .target(name: "CommandLineSpec", dependencies: ["PlaygroundBasics"], swiftSettings: strict),

        // Output sink, example descriptor, golden comparison.
        .target(name: "ExampleSupport", dependencies: ["PlaygroundBasics"], swiftSettings: strict),

        // The five examples.
        example("Conceptual", path: "Sources/Conceptual"),
        example("MacBookConfigurator", path: "Sources/RealWorld/MacBookConfigurator"),
        example("GameCharacters", path: "Sources/RealWorld/GameCharacters"),
        example("NewsFeed", path: "Sources/RealWorld/NewsFeed"),
        example("Musketeers", path: "Sources/RealWorld/Musketeers"),

        // Counts the calling thread's heap allocations (Linux); the tests and the bench link it.
        .target(name: "AllocationCounter"),

        // `make bench`: what mediation costs, per delivered message, against direct calls.
        .target(
            name: "MediationBench", dependencies: ["AllocationCounter", "GameCharacters", "NewsFeed", "Musketeers", "PlaygroundBasics"],
            swiftSettings: strict),
        .executableTarget(name: "MediatorBench", dependencies: ["MediationBench", "CommandLineSpec"], swiftSettings: strict),

        // Katas as values: catalog, checks, proofs, progress, reset. No CLI types.
        // Its Swift reader's sources are a resource, compiled on first need against the toolchain's
        // SwiftParser (never linked here, so everything else builds on any toolchain).
        .target(
            name: "KataEngine", dependencies: ["PlaygroundBasics"], resources: [.copy("SwiftReading/ReaderTool")],
            swiftSettings: strict),

        // The workshop room: the class table, a small HTTP server on POSIX sockets that learners'
        // checks post to, and the client that posts in the background.
        .target(name: "ClassRoom", dependencies: ["KataEngine", "PlaygroundBasics"], swiftSettings: strict),

        // The runner: a library with the CLI (parse, dispatch, render, exit codes), and a thin executable.
        .target(
            name: "PatternRunnerCore",
            dependencies: [
                "PlaygroundBasics", "CommandLineSpec", "ExampleSupport", "KataEngine", "ClassRoom", "Conceptual", "MacBookConfigurator",
                "GameCharacters",
                "NewsFeed",
                "Musketeers",
            ],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "PatternRunner",
            dependencies: ["PatternRunnerCore"],
            swiftSettings: strict
        ),

        // What the engine's and the runner's tests share: temporary folders, a kata fixture, a scripted tool runner.
        .target(
            name: "PlaygroundTestSupport", dependencies: ["KataEngine", "PlaygroundBasics"], path: "Tests/PlaygroundTestSupport",
            swiftSettings: strict),

        tests("ExampleSupport"),
        tests("Conceptual"),
        tests("MacBookConfigurator"),
        tests("GameCharacters"),
        tests("NewsFeed"),
        // LeanMediator (the bench's allocation-free version of 004's mediator) is tested with the document's.
        tests("Musketeers", also: ["AllocationCounter", "MediationBench"]),
        .testTarget(
            name: "KataEngineTests", dependencies: ["KataEngine", "PlaygroundBasics", "PlaygroundTestSupport"], swiftSettings: strict),
        tests("PlaygroundBasics"),
        .testTarget(
            name: "ClassRoomTests", dependencies: ["ClassRoom", "KataEngine", "PlaygroundBasics", "PlaygroundTestSupport"],
            swiftSettings: strict),
        tests("PatternRunnerCore", also: ["PatternRunner", "KataEngine", "ClassRoom", "PlaygroundTestSupport"]),
        tests("MediationBench"),
    ]
)
