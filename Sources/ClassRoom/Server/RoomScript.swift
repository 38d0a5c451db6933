/// The live page's only script, served as `/room.js` so the page's security policy can forbid
/// inline code: it takes the instructor's key out of the address bar (the projector shows it),
/// every few seconds fetches the table with that key in the `X-Room-Key` header (the one way
/// of giving the key that counts against wrong tries: a page on another site cannot set it)
/// and swaps it in, and says when the room cannot be reached. The key lives in the page, so a
/// restarted room (same key, kept in its folder) is simply reached again.
enum RoomScript {
    static let refreshSeconds = 3

    static let source = """
        "use strict";
        (function () {
          var status = document.getElementById("status");
          // The instructor's key stays in this page only: off the address bar a room can read.
          var key = new URLSearchParams(location.search).get("key") || "";
          if (location.search) { history.replaceState(null, "", location.pathname); }
          function refresh() {
            fetch("/table", { cache: "no-store", headers: { "X-Room-Key": key } })
              .then(function (response) { if (!response.ok) { throw new Error(response.status); } return response.text(); })
              .then(function (html) {
                document.getElementById("room").innerHTML = html;
                status.textContent = "live · updated " + new Date().toLocaleTimeString();
                status.className = "";
              })
              .catch(function () { status.textContent = "room unreachable · retrying"; status.className = "offline"; });
          }
          setInterval(refresh, \(refreshSeconds * 1000));
        })();

        """
}
