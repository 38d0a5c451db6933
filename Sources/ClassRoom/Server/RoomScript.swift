/// The live page's only script, served as `/room.js` so the page's security policy can forbid
/// inline code: it takes the instructor's key out of the address bar (the projector shows it),
/// every few seconds fetches the table with that key and swaps it in, and says when the room
/// cannot be reached.
enum RoomScript {
    static let refreshSeconds = 3

    static let source = """
        "use strict";
        (function () {
          var status = document.getElementById("status");
          // The instructor's key stays in this page only: off the address bar a room can read.
          var key = location.search;
          if (key) { history.replaceState(null, "", location.pathname); }
          function refresh() {
            fetch("/table" + key, { cache: "no-store" })
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
