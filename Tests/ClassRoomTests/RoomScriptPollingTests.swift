import Foundation
import PlaygroundTestSupport
import Testing

@testable import ClassRoom

/// The projector page's polling, run: `room.js` under Node with a fake page, fake timers and a
/// fake `fetch` the test feeds byte by byte (no clock, no network: each step is the test's).
/// Only where Node is installed; the page's own rules are read from its source everywhere.
@Suite struct RoomScriptPollingTests {
    /// Node, where it is installed.
    static let node: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").lazy
        .map { URL(fileURLWithPath: String($0)).appendingPathComponent("node") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    @Test(
        "One poll at a time, given up only when it stops making progress: a table arriving slowly (a chunk every 2 s for 20 s) is waited for whole with no second poll meanwhile; 5 s without a byte, or without an answer, gives up and says so",
        .enabled(if: node != nil, "needs Node to run the page's script"))
    func pollsWaitForATableStillArriving() throws {
        let run = try Self.run(harness: Self.harness)
        #expect(run.status == 0 && run.text.hasPrefix("ok"), "\(run.text)")
    }

    /// Runs `harness` under Node beside the page's script (its path the harness's argument):
    /// the exit status and everything it wrote.
    static func run(harness: String) throws -> (status: Int32, text: String) {
        let folder = try TemporaryFolder("room-js")
        try Data(RoomScript.source.utf8).write(to: folder.path("room.js"))
        try Data(harness.utf8).write(to: folder.path("harness.js"))
        let process = Process()
        process.executableURL = node
        process.arguments = [folder.path("harness.js").path, folder.path("room.js").path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test("The script never gives a poll a fixed time: no abort on a timer that bytes arriving do not reset")
    func noFixedDeadline() {
        let source = RoomScript.source
        #expect(source.contains("if (polling) { again = true; return; }"))
        #expect(source.contains("if (!managing && !polling) { refresh(); }"))
        #expect(source.contains("progress();") && source.contains("text += decoder.decode(part.value, { stream: true });"))
    }

    /// The fake page, timers and fetch, and the three scenarios.
    static let harness = #"""
        // Runs room.js against a fake page, fake timers and a fake fetch whose answers the scenario feeds.
        "use strict";
        const fs = require("fs");
        const source = fs.readFileSync(process.argv[2], "utf8");
        const realImmediate = setImmediate;
        const flush = async () => { for (let i = 0; i < 20; i++) { await new Promise((r) => realImmediate(r)); } };

        function world() {
          let now = 0, nextId = 1;
          const timers = new Map();
          const element = (id) => ({ id, textContent: "", className: "", hidden: false, innerHTML: "", style: { setProperty() {} },
            classList: { toggle() {}, contains() { return false; } }, addEventListener() {}, prepend() {},
            querySelector() { return null; }, querySelectorAll() { return []; }, clientHeight: 600, getAttribute() { return null; } });
          const elements = { status: element("status"), paging: element("paging"), manage: element("manage"), closing: element("closing"), room: element("room") };
          const fetches = [];
          const sandbox = {
            document: { getElementById: (id) => elements[id] || null, querySelector: () => null, querySelectorAll: () => [],
              body: { classList: { toggle() {} } }, addEventListener() {}, createElement: () => element("x") },
            window: { addEventListener() {} },
            location: { search: "?key=k", pathname: "/", replace() {} },
            history: { replaceState() {} },
            sessionStorage: { store: {}, getItem(k) { return this.store[k] || null; }, setItem(k, v) { this.store[k] = String(v); }, removeItem(k) { delete this.store[k]; } },
            URLSearchParams, TextDecoder, AbortController, Error, Math, String, Array, Date, Promise,
            setTimeout: (f, ms) => { const id = nextId++; timers.set(id, { at: now + ms, f }); return id; },
            clearTimeout: (id) => { timers.delete(id); },
            setInterval: (f, ms) => { const id = nextId++; const t = { at: now + ms, f, every: ms }; timers.set(id, t); return id; },
            confirm: () => true,
            fetch: (path, options) => {
              const call = { path, options, chunks: [], waiting: null, done: false, aborted: false };
              fetches.push(call);
              return new Promise((resolve, reject) => {
                call.answer = (status, length) => resolve({ ok: status === 200, status, headers: { get: (name) => (name === "Content-Length" && length ? String(length) : null) }, body: { getReader: () => ({
                  read: () => new Promise((res, rej) => {
                    if (call.aborted) { return rej(new Error("AbortError")); }
                    if (call.chunks.length) { return res({ done: false, value: call.chunks.shift() }); }
                    if (call.done) { return res({ done: true }); }
                    call.waiting = { res, rej };
                  }) }) }, text: () => Promise.resolve("") });
                if (options.signal) {
                  options.signal.addEventListener("abort", () => {
                    call.aborted = true;
                    if (call.waiting) { call.waiting.rej(new Error("AbortError")); call.waiting = null; }
                    reject(new Error("AbortError"));
                  });
                }
              });
            },
          };
          sandbox.self = sandbox;
          const feed = (call, text) => {
            const bytes = new TextEncoder().encode(text);
            if (call.waiting) { const w = call.waiting; call.waiting = null; w.res({ done: false, value: bytes }); } else { call.chunks.push(bytes); }
          };
          const end = (call) => { call.done = true; if (call.waiting) { const w = call.waiting; call.waiting = null; w.res({ done: true }); } };
          const advance = async (ms) => {
            const until = now + ms;
            for (;;) {
              await flush();
              let due = null;
              for (const [id, t] of timers) { if (t.at <= until && (!due || t.at < due[1].at)) { due = [id, t]; } }
              if (!due) { break; }
              now = due[1].at;
              if (due[1].every) { due[1].at += due[1].every; } else { timers.delete(due[0]); }
              due[1].f();
            }
            now = until;
            await flush();
          };
          const run = new Function(...Object.keys(sandbox), source);
          run(...Object.values(sandbox));
          return { elements, fetches, feed, end, advance };
        }

        (async () => {
          const failures = [];
          const expect = (ok, what) => { if (!ok) { failures.push(what); } };

          // A large table arriving slowly, a chunk every 2 s for 20 s: waited for whole, no second poll meanwhile.
          {
            const w = world();
            await w.advance(3000);
            expect(w.fetches.length === 1, `one poll after 3 s (${w.fetches.length})`);
            const poll = w.fetches[0];
            await w.advance(1000);
            poll.answer(200, 12288);
            for (let i = 0; i < 10; i++) {
              await w.advance(2000);
              w.feed(poll, "<table>" + i);
              if (i === 3) {
                await w.advance(1);
                const said = w.elements.status.textContent;
                expect(said.indexOf("the next table is arriving slowly: 0 of 12 KB") >= 0, `said it arrives slowly: "${said}"`);
              }
            }
            expect(w.fetches.length === 1, `no second poll while the first arrives (${w.fetches.length} started)`);
            expect(!poll.aborted, "a poll making progress is not given up");
            w.end(poll);
            await w.advance(10);
            expect(w.elements.status.textContent.indexOf("live · updated") === 0, `live once whole: "${w.elements.status.textContent}"`);
            expect(w.elements.room.innerHTML.indexOf("<table>9") >= 0, "the whole table swapped in");
            await w.advance(3000);
            expect(w.fetches.length === 2, `the next poll once the last is whole (${w.fetches.length})`);
          }
          // A poll that stops making progress for 5 s is given up, said, and the next tick asks again.
          {
            const w = world();
            await w.advance(3000);
            const poll = w.fetches[0];
            poll.answer(200);
            w.feed(poll, "<table>");
            await w.advance(4900);
            expect(!poll.aborted, "not given up before 5 s without bytes");
            await w.advance(200);
            expect(poll.aborted, "given up after 5 s without bytes");
            expect(w.elements.status.textContent === "room unreachable · retrying", `said: "${w.elements.status.textContent}"`);
            await w.advance(3000);
            expect(w.fetches.length === 2, `asked again (${w.fetches.length})`);
          }
          // A room that answers nothing at all: given up after 5 s.
          {
            const w = world();
            await w.advance(3000);
            await w.advance(5100);
            expect(w.fetches[0].aborted, "no answer in 5 s: given up");
          }
          console.log(failures.length ? "FAIL\n" + failures.join("\n") : "ok");
          process.exit(failures.length ? 1 : 0);
        })();
        """#
}
