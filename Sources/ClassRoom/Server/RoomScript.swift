/// The live page's only script, served as `/room.js` so the page's security policy can forbid
/// inline code: every few seconds it fetches the table (with the page's own `?key=…`) and swaps
/// it in, and says when the room cannot be reached.
enum RoomScript {
    static let refreshSeconds = 3

    static let source = """
        "use strict";
        (function () {
          var status = document.getElementById("status");
          function refresh() {
            fetch("/table" + location.search, { cache: "no-store" })
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
