// The Swift reader: a small program the kata engine compiles on first need against the
// toolchain's own SwiftParser and SwiftSyntax (in `usr/lib/swift/host`), so the engine reads
// Swift as the compiler does without linking those libraries itself.
//
// Usage:
//   SwiftReader OUTPUT.json FILE.swift…
//     one JSON object per file, in order: whether it parses, its imports, every attribute it
//     uses, and its mutation points;
//   SwiftReader --declarations OUTPUT.json OLD.swift NEW.swift [OLD NEW…]
//     for the quick rebuild: each pair's declaration scans.
import Foundation
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// What `--declarations` writes.
struct DeclarationReport: Encodable {
    struct Pair: Encodable {
        let old: DeclarationScan
        let new: DeclarationScan
    }

    let pairs: [Pair]
}

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("SwiftReader: \(message)\n".utf8))
    exit(status)
}

func source(_ path: String) -> String {
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)", status: 1) }
    return String(decoding: data, as: UTF8.self)
}

func parse(_ path: String) -> SourceFileSyntax { Parser.parse(source: source(path)) }

func write(_ value: some Encodable, to output: String) {
    do {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(value).write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
        fail("cannot write \(output): \(error)", status: 1)
    }
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--declarations" {
    arguments.removeFirst()
    let paired = Array(arguments.dropFirst())
    guard let output = arguments.first, paired.count % 2 == 0 else {
        fail("usage: SwiftReader --declarations OUTPUT.json OLD NEW [OLD NEW…]", status: 2)
    }
    let pairs = stride(from: 0, to: paired.count, by: 2).map { index in
        let scans = DeclarationScanner.compare(old: parse(paired[index]), new: parse(paired[index + 1]))
        return DeclarationReport.Pair(old: scans.old, new: scans.new)
    }
    write(DeclarationReport(pairs: pairs), to: output)
} else {
    guard let output = arguments.first, arguments.count >= 2 else { fail("usage: SwiftReader OUTPUT.json FILE.swift…", status: 2) }
    write(arguments.dropFirst().map { FileFacts.read(source($0)) }, to: output)
}
