/// The live page's only script, served as `/room.js` so the page's security policy can forbid
/// inline code. It takes the instructor's key out of the address bar (the projector shows it),
/// every few seconds fetches the table with that key in the `X-Room-Key` header (the one way
/// of giving the key that counts against wrong tries: a page on another site cannot set it)
/// and swaps it in, and says when the room cannot be reached. The key lives in the page, so a
/// restarted room (same key, kept in its folder) is simply reached again, and in the tab's own
/// session storage, so a reload (F5, a tab restored after sleep) comes back: the room answers a
/// page asked for without its key with a page that runs this script, which opens the room's
/// page once more with the key the tab kept (once per key: a wrong one is not tried again).
///
/// It shows as many rows as the screen holds (the page's CSS fixes a row's height): with more
/// learners, the stuck ones (rows marked `stuck`) stay on every page, up to half of it, the first
/// in the table's order (which shares them between addresses, ``ClassTable/sortedLearners()``),
/// and the others page by themselves, said on screen, no mouse needed. "Manage" (or the M key) shows the instructor's
/// controls: remove a row, close or open the room to new learners; the rows hold still meanwhile.
enum RoomScript {
    static let refreshSeconds = 3
    /// A poll that gets no answer, or no new bytes, for this long is given up (and retried).
    static let stallSeconds = 5
    /// A poll still arriving after this long says so on the page (the table shown is older).
    static let slowSeconds = 6
    static let pageSeconds = 10

    static let source = """
        "use strict";
        (function () {
          var saved = sessionStorage.getItem("roomKey") || "";
          if (document.getElementById("needs-key")) {
            if (saved && sessionStorage.getItem("roomKeyTried") !== saved) {
              sessionStorage.setItem("roomKeyTried", saved);
              location.replace("/?key=" + encodeURIComponent(saved));
            }
            return;
          }
          var status = document.getElementById("status");
          var paging = document.getElementById("paging");
          var manage = document.getElementById("manage");
          var closing = document.getElementById("closing");
          // The instructor's key stays in this page only: off the address bar a room can read.
          var key = new URLSearchParams(location.search).get("key") || saved;
          if (location.search) { history.replaceState(null, "", location.pathname); }
          sessionStorage.setItem("roomKey", key);
          sessionStorage.removeItem("roomKeyTried");
          var page = 0;
          var managing = false;

          function post(path, body) {
            return fetch(path, { method: "POST", cache: "no-store", headers: { "X-Room-Key": key }, body: body || "" })
              .then(function (response) { return response.text().then(function (text) { status.textContent = text; refresh(); }); })
              .catch(function () { status.textContent = "room unreachable"; status.className = "offline"; });
          }

          // Rows that fit between the table's head and its totals, from the row height the CSS fixes.
          function fit() {
            var main = document.getElementById("room");
            var table = main.querySelector("table");
            var row = main.querySelector("tbody tr");
            if (!table || !row) { return 0; }
            var rows = Array.prototype.slice.call(main.querySelectorAll("tbody tr"));
            rows.forEach(function (r) { r.hidden = false; });
            var height = row.getBoundingClientRect().height;
            var head = table.tHead ? table.tHead.getBoundingClientRect().height : 0;
            var foot = table.tFoot ? table.tFoot.getBoundingClientRect().height : 0;
            return Math.max(1, Math.floor((main.clientHeight - head - foot - 2) / height));
          }

          // Fewer learners than the screen holds: their rows grow (up to 1.6 times, text too), so
          // the back of the room reads them; more: the fixed rows page.
          function layout() {
            var main = document.getElementById("room");
            main.style.setProperty("--grow", "1");
            var rows = Array.prototype.slice.call(document.querySelectorAll("#room tbody tr"));
            var room = fit();
            if (rows.length <= room) {
              paging.textContent = "";
              page = 0;
              var grow = Math.min(1.6, Math.floor(room / Math.max(1, rows.length) * 10) / 10);
              if (grow > 1) { main.style.setProperty("--grow", String(grow)); }
              return;
            }
            var stuck = rows.filter(function (r) { return r.classList.contains("stuck"); }).slice(0, Math.floor(room / 2));
            var others = rows.filter(function (r) { return stuck.indexOf(r) < 0; });
            var each = Math.max(1, room - stuck.length);
            var pages = Math.ceil(others.length / each);
            page = ((page % pages) + pages) % pages;
            others.forEach(function (r, i) { r.hidden = Math.floor(i / each) !== page; });
            paging.textContent = rows.length + " learners, " + room + " fit: " + (stuck.length ? stuck.length + " stuck stay, " : "") +
              "the rest take turns, page " + (page + 1) + " of " + pages +
              (managing ? " (paused while you manage: ← → turn pages)" : " (next in " + \(pageSeconds) + " s)");
          }

          function controls() {
            document.body.classList.toggle("managing", managing);
            manage.textContent = managing ? "Done (M)" : "Manage (M)";
            var closed = !!document.querySelector("[data-closed]");
            closing.textContent = closed ? "Open to new learners" : "Close to new learners";
            closing.hidden = !managing;
            document.querySelectorAll("#room tbody tr").forEach(function (r) {
              var button = r.querySelector("button.remove");
              if (managing && !button) {
                var who = r.querySelector(".who");
                // The name as shown, read before the button joins the cell ("Sam · m013").
                var name = who.textContent.replace(/\\s*·\\s*/, " · ").trim();
                button = document.createElement("button");
                button.className = "remove";
                button.textContent = "remove";
                button.addEventListener("click", function () {
                  if (confirm("Remove " + name + "'s row and free the seat? (the file is kept aside)")) {
                    post("/admin/remove", r.getAttribute("data-row"));
                  }
                });
                // In the row's last cell: beside the name it would cut the namesake's label,
                // which is how the instructor tells which Sam to remove.
                (r.querySelector("td.now") || who).prepend(button);
              } else if (!managing && button) { button.remove(); }
            });
          }

          // One poll at a time: a new one starts only once the last has arrived whole (or was
          // given up), so a slow link carries one table, never several sharing it. A poll is given
          // up only when it stops making progress: no answer, or no new bytes, for
          // \(stallSeconds) s (a room that hangs, a laptop asleep), so the page says so instead of
          // "live" over a frozen table; a large table arriving slowly is waited for, and after
          // \(slowSeconds) s the status says so, with how much has come (the time shown is the last table's).
          var polling = false;
          var again = false;
          var updated = "";
          function refresh() {
            if (polling) { again = true; return; }
            polling = true;
            again = false;
            var abort = typeof AbortController === "function" ? new AbortController() : null;
            var timer = null;
            var slow = false;
            var got = 0;
            var total = 0;
            function arriving() {
              if (!slow) { return; }
              status.textContent = (updated ? "live · updated " + updated + " · " : "") + "the next table is arriving slowly: " +
                Math.round(got / 1024) + (total ? " of " + Math.round(total / 1024) : "") + " KB";
              status.className = "offline";
            }
            var slowTimer = setTimeout(function () { slow = true; arriving(); }, \(slowSeconds * 1000));
            function progress() {
              clearTimeout(timer);
              timer = abort ? setTimeout(function () { abort.abort(); }, \(stallSeconds * 1000)) : null;
            }
            function whole(response) {
              total = Number(response.headers && response.headers.get ? response.headers.get("Content-Length") : 0) || 0;
              if (!response.body || typeof response.body.getReader !== "function" || typeof TextDecoder !== "function") {
                return response.text();
              }
              var reader = response.body.getReader();
              var decoder = new TextDecoder();
              var text = "";
              function next() {
                return reader.read().then(function (part) {
                  if (part.done) { return text + decoder.decode(); }
                  progress();
                  got += part.value.length;
                  arriving();
                  text += decoder.decode(part.value, { stream: true });
                  return next();
                });
              }
              return next();
            }
            progress();
            fetch("/table", { cache: "no-store", headers: { "X-Room-Key": key }, signal: abort ? abort.signal : undefined })
              .then(function (response) { progress(); if (!response.ok) { throw new Error(response.status); } return whole(response); })
              .then(function (html) {
                document.getElementById("room").innerHTML = html;
                updated = new Date().toLocaleTimeString();
                status.textContent = "live · updated " + updated;
                status.className = "";
                layout();
                controls();
              })
              .catch(function (error) {
                // A refused key is not a network fault: most likely this tab belongs to an older room.
                var refused = error && (error.message === "403" || error.message === "429");
                status.textContent = refused
                  ? "this page's key is refused (an earlier room's tab?) · open the address make room printed"
                  : "room unreachable · retrying";
                status.className = "offline";
              })
              .then(function () {
                clearTimeout(timer);
                clearTimeout(slowTimer);
                polling = false;
                if (again) { refresh(); }
              });
          }

          // While the instructor manages, rows hold still: no refresh re-sorts them and no page
          // turns under the pointer (an action refreshes at once); ← and → turn the pages.
          function setManaging(on) {
            managing = on;
            controls();
            // The paging line says the pages are paused (or turn again), not "next in 10 s".
            layout();
            if (managing) { status.textContent = "paused while you manage · ← → turn pages"; } else { refresh(); }
          }
          manage.addEventListener("click", function () { setManaging(!managing); });
          closing.addEventListener("click", function () {
            post(document.querySelector("[data-closed]") ? "/admin/open" : "/admin/close");
          });
          document.addEventListener("keydown", function (event) {
            if (event.key === "m" || event.key === "M") { setManaging(!managing); }
            if (managing && (event.key === "ArrowRight" || event.key === "ArrowLeft")) {
              page += event.key === "ArrowRight" ? 1 : -1;
              layout();
            }
          });
          window.addEventListener("resize", layout);
          // Every few seconds a fresh table, unless one is still arriving (then the next tick asks).
          setInterval(function () { if (!managing && !polling) { refresh(); } }, \(refreshSeconds * 1000));
          setInterval(function () { if (!managing) { page += 1; layout(); } }, \(pageSeconds * 1000));
          layout();
          controls();
        })();

        """
}
