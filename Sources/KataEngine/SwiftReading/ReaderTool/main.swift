// The Swift reader: a small program the kata engine compiles on first need against the
// toolchain's own SwiftParser and SwiftSyntax (in `usr/lib/swift/host`), so the engine reads
// Swift as the compiler does without linking those libraries itself.
//
// Usage: SwiftReader OUTPUT.json FILE.swift… — writes one JSON object per file, in order:
// whether it parses, its imports, every attribute it uses, and its mutation points.
import Foundation
import SwiftOperators
import SwiftParser
import SwiftSyntax

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first, arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: SwiftReader OUTPUT.json FILE.swift…\n".utf8))
    exit(2)
}
var facts: [FileFacts] = []
for path in arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("SwiftReader: cannot read \(path)\n".utf8))
        exit(1)
    }
    facts.append(FileFacts.read(String(decoding: data, as: UTF8.self)))
}
do {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try encoder.encode(facts).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("SwiftReader: cannot write \(output): \(error)\n".utf8))
    exit(1)
}
