import Foundation

/// One process the Swift driver started (a frontend compile, the module emission, the link),
/// exactly as it started it, so it can be started again without the driver.
struct DriverJob: Codable, Equatable, Sendable {
    /// The driver's name for it: `compile`, `emit-module`, `module-wrap`, `autolink-extract`, `link`.
    var kind: String
    var arguments: [String]

    /// Jobs that depend only on sources and may run side by side; the others wait for them.
    var isIndependent: Bool { kind == "compile" || kind == "emit-module" }

    /// The object a compile job writes (`-o`).
    var objectFile: String? {
        guard kind == "compile", let flag = arguments.lastIndex(of: "-o"), flag + 1 < arguments.count else { return nil }
        return arguments[flag + 1]
    }

    /// The files a compile job makes objects for (`-primary-file`).
    var primaryFiles: Set<String> {
        Set(zip(arguments, arguments.dropFirst()).filter { $0.0 == "-primary-file" }.map(\.1))
    }
}

/// Reads the driver's `-parseable-output`: a byte count alone on a line, then that many bytes
/// of JSON, one message per job start, finish or skip.
enum DriverMessages {
    private struct Message: Decodable {
        var kind: String
        var name: String
        var executable: String?
        var arguments: [String]?
        var output: String?

        enum CodingKeys: String, CodingKey {
            case kind, name, output
            case executable = "command_executable"
            case arguments = "command_arguments"
        }
    }

    /// The jobs that began, in order, and what the finished ones printed (diagnostics);
    /// `nil` when the text is not parseable output at all.
    static func read(_ output: String) -> (jobs: [DriverJob], printed: String)? {
        let bytes = Array(output.utf8)
        var position = 0
        var jobs: [DriverJob] = []
        var printed = ""
        var messages = 0
        while position < bytes.count {
            guard let newline = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            let countText = String(decoding: bytes[position..<newline], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            guard let count = Int(countText), count > 0, newline + 1 + count <= bytes.count else {
                position = newline + 1
                continue
            }
            let body = Data(bytes[(newline + 1)..<(newline + 1 + count)])
            position = newline + 1 + count
            guard let message = try? JSONDecoder().decode(Message.self, from: body) else { return nil }
            messages += 1
            // A batch job that compiles several files is announced once per file, with the same
            // command each time; it is one process to start.
            if message.kind == "began", let executable = message.executable, let arguments = message.arguments {
                let job = DriverJob(kind: message.name, arguments: [executable] + arguments)
                if !jobs.contains(job) { jobs.append(job) }
            }
            if let text = message.output { printed += text }
        }
        return messages == 0 ? nil : (jobs, printed)
    }
}
