import Foundation
import PlaygroundTestSupport
import Testing

@testable import ClassRoom

/// The page's paging line, run: `room.js` under Node with a fake page of more rows than fit.
@Suite struct RoomScriptPagingTests {
    @Test(
        "While the instructor manages, the paging line says the pages are paused, not 'next in 10 s'; done managing, they turn again",
        .enabled(if: RoomScriptPollingTests.node != nil, "needs Node to run the page's script"))
    func thePagingLineSaysPaused() throws {
        let run = try RoomScriptPollingTests.run(harness: Self.harness)
        #expect(run.status == 0 && run.text.hasPrefix("ok"), "\(run.text)")
    }

    /// A fake page of 40 rows where 19 fit; the M key toggles managing. No timer ever fires.
    static let harness = #"""
        "use strict";
        const fs = require("fs");
        const source = fs.readFileSync(process.argv[2], "utf8");
        const box = (height) => ({ getBoundingClientRect: () => ({ height }) });
        const element = (id) => ({ id, textContent: "", className: "", hidden: false, innerHTML: "", style: { setProperty() {} },
          classList: { toggle() {}, contains() { return false; } }, addEventListener() {}, prepend() {},
          querySelector() { return null; }, querySelectorAll() { return []; }, getAttribute() { return null; } });
        const rows = Array.from({ length: 40 }, (_, i) => Object.assign(element("row" + i), box(20), {
          querySelector: (selector) => (selector === "button.remove" ? null : element(selector)),
        }));
        const table = { tHead: box(20), tFoot: box(20) };
        const main = Object.assign(element("room"), { clientHeight: 420,
          querySelector: (selector) => (selector === "table" ? table : selector === "tbody tr" ? rows[0] : null),
          querySelectorAll: () => rows });
        const elements = { status: element("status"), paging: element("paging"), manage: element("manage"), closing: element("closing"), room: main };
        const keys = [];
        const sandbox = {
          document: { getElementById: (id) => elements[id] || null, querySelector: () => null,
            querySelectorAll: (selector) => (selector.indexOf("tbody tr") >= 0 ? rows : []),
            body: { classList: { toggle() {} } }, addEventListener: (kind, f) => { if (kind === "keydown") { keys.push(f); } },
            createElement: () => element("x") },
          window: { addEventListener() {} },
          location: { search: "?key=k", pathname: "/", replace() {} },
          history: { replaceState() {} },
          sessionStorage: { store: {}, getItem(k) { return this.store[k] || null; }, setItem(k, v) { this.store[k] = String(v); }, removeItem(k) { delete this.store[k]; } },
          URLSearchParams, TextDecoder, AbortController, Error, Math, String, Array, Date, Promise,
          setTimeout: () => 0, clearTimeout() {}, setInterval: () => 0, confirm: () => true,
          fetch: () => new Promise(() => {}),
        };
        sandbox.self = sandbox;
        new Function(...Object.keys(sandbox), source)(...Object.values(sandbox));
        const failures = [];
        const expect = (ok, what) => { if (!ok) { failures.push(what); } };
        const paging = elements.paging;
        const press = (key) => keys.forEach((f) => f({ key }));
        expect(paging.textContent.indexOf("(next in 10 s)") >= 0, `pages turn: "${paging.textContent}"`);
        press("m");
        expect(paging.textContent.indexOf("paused while you manage") >= 0 && paging.textContent.indexOf("next in") < 0,
          `managing: "${paging.textContent}"`);
        press("ArrowRight");
        expect(paging.textContent.indexOf("page 2 of") >= 0 && paging.textContent.indexOf("paused") >= 0, `→ while managing: "${paging.textContent}"`);
        press("m");
        expect(paging.textContent.indexOf("(next in 10 s)") >= 0, `done managing: "${paging.textContent}"`);
        console.log(failures.length ? "FAIL\n" + failures.join("\n") : "ok");
        process.exit(failures.length ? 1 : 0);
        """#
}
