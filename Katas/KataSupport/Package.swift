// swift-tools-version: 6.0
// Helpers every kata shares, so no kata carries a copy: trace capture for kata code
// (KataSupport) and readable trace assertions and leak checks for kata tests (KataTestSupport),
// which counts the live heap bytes of the calling thread with a small C target (LiveHeapCounter).
// Katas depend on this package by path.
import PackageDescription

let package = Package(
    name: "KataSupport",
    // Mutex (Synchronization) needs macOS 15.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "KataSupport", targets: ["KataSupport"]),
        .library(name: "KataTestSupport", targets: ["KataTestSupport"]),
    ],
    targets: [
        .target(name: "KataSupport"),
        .target(name: "LiveHeapCounter"),
        .target(name: "KataTestSupport", dependencies: ["KataSupport", "LiveHeapCounter"]),
    ]
)
