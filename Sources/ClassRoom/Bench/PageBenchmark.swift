import Foundation
import KataEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `room bench`: the projector's page with 200 learners, served by the room and by
/// `python3 -m http.server` serving the same bytes from a file, measured side by side in one
/// run (alternating rounds, so a busy moment hurts both), as requests per second and their ratio.
public struct PageBenchmark: Sendable {
    public let catalog: KataCatalog
    public var learners = 200
    public var clients = 8
    public var rounds = 3
    public var roundLength: Duration = .milliseconds(1_500)

    public init(catalog: KataCatalog) { self.catalog = catalog }

    /// Runs the benchmark, telling `say` each line; the ratio room ÷ python, or why it could not run.
    public func run(say: (String) -> Void) throws(RoomError) -> Double {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("room-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let room = try Room(code: JoinCode.random(), catalog: catalog, folder: folder.appendingPathComponent("handins"))
        room.fillWithSampleLearners(learners)
        let server = try RoomServer(room: room, address: "127.0.0.1", port: 0)
        server.start()
        defer { server.stop() }
        let page = room.rendered().page.body
        let served = folder.appendingPathComponent("static")
        do {
            try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
            try page.write(to: served.appendingPathComponent("index.html"))
        } catch {
            throw .storage(operation: "write the page for python to serve in", path: served.path, reason: error.localizedDescription)
        }
        let python = try PythonFileServer(folder: served)
        defer { python.stop() }
        say("The projector's page with \(learners) learners: \(page.count) bytes; \(clients) clients, one request per connection.")
        var (byRoom, reference) = (
            PageHammer.Result(answers: 0, failures: 0, seconds: 0), PageHammer.Result(answers: 0, failures: 0, seconds: 0)
        )
        let roomTarget = "/?key=\(server.room.instructorKey)"
        for _ in 0..<rounds {
            byRoom =
                byRoom
                + PageHammer.run(port: server.port, target: roomTarget, clients: clients, duration: roundLength, minimumBytes: page.count)
            reference =
                reference
                + PageHammer.run(
                    port: python.port, target: "/index.html", clients: clients, duration: roundLength, minimumBytes: page.count)
        }
        let ratio = reference.perSecond > 0 ? byRoom.perSecond / reference.perSecond : 0
        say(
            String(
                format: "room:                    %8.0f requests/s (%d answers, %d failed)", byRoom.perSecond, byRoom.answers,
                byRoom.failures))
        say(
            String(
                format: "python3 -m http.server:  %8.0f requests/s (%d answers, %d failed)", reference.perSecond, reference.answers,
                reference.failures))
        say(
            String(
                format: "ratio room / python: %.2f× (pages rendered by the room: %d)", ratio, server.room.renders.load(ordering: .relaxed)))
        return ratio
    }
}

extension PageHammer.Result {
    static func + (left: Self, right: Self) -> Self {
        Self(answers: left.answers + right.answers, failures: left.failures + right.failures, seconds: left.seconds + right.seconds)
    }
}

/// `python3 -m http.server` on a free loopback port, serving one folder, for as long as it is held.
struct PythonFileServer {
    let process = Process()
    let port: UInt16

    init(folder: URL) throws(RoomError) {
        // A port the system says is free now; python binds it a moment later.
        let probe = try ListeningSocket(address: "127.0.0.1", port: 0)
        port = probe.port
        probe.close()
        // The interpreter itself, not a wrapper (pyenv's shims are scripts): stopping it must stop the server.
        process.executableURL = URL(fileURLWithPath: try Self.interpreter())
        process.arguments = ["-m", "http.server", "\(port)", "--bind", "127.0.0.1", "--directory", folder.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .socket(operation: "start python3 -m http.server", reason: error.localizedDescription)
        }
        let request = Data("GET /index.html HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        let deadline = ContinuousClock.now + .seconds(20)
        while !PageHammer.fetch(port: port, request: request, minimumBytes: 1) {
            guard process.isRunning, ContinuousClock.now < deadline else {
                stop()
                throw .socket(
                    operation: "reach python3 -m http.server on port \(port)", reason: "it did not answer (is python3 installed?)")
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// The path of the python3 the shell would run.
    static func interpreter() throws(RoomError) -> String {
        let finder = Process()
        finder.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        finder.arguments = ["python3", "-c", "import sys; print(sys.executable)"]
        let output = Pipe()
        finder.standardOutput = output
        finder.standardError = FileHandle.nullDevice
        do {
            try finder.run()
        } catch {
            throw .socket(operation: "find python3", reason: error.localizedDescription)
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        finder.waitUntilExit()
        let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard finder.terminationStatus == 0, path.hasPrefix("/") else {
            throw .socket(
                operation: "find python3", reason: "python3 is not installed (the benchmark compares the room with python3 -m http.server)")
        }
        return path
    }

    func stop() {
        guard process.isRunning else { return }
        // SIGKILL: a child of the runner inherits its blocked SIGINT and SIGTERM.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
