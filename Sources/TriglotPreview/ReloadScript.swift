/// The script preview pages load from `/_triglot/reload.js?v=VERSION` (the server puts the tag in
/// each page it serves, with the version of the page). It listens on the reload channel and, when told,
/// remembers where the reader was (scroll position and section) and reloads; after the reload it
/// puts the reader back. Without JavaScript the page simply does not reload.
enum ReloadScript {
    static let path = "/_triglot/reload.js"
    static let eventsPath = "/_triglot/events"

    static let source = #"""
    (function () {
      "use strict";
      var key = "triglot-preview:" + location.pathname;
      function restore() {
        var saved = null;
        try { saved = JSON.parse(sessionStorage.getItem(key) || "null"); sessionStorage.removeItem(key); } catch (e) {}
        if (!saved) { return; }
        if (saved.hash && saved.hash === location.hash) {
          var target = document.getElementById(decodeURIComponent(saved.hash.slice(1)));
          if (target && Math.abs(target.getBoundingClientRect().top) > window.innerHeight) { target.scrollIntoView(); }
        }
        window.scrollTo(saved.x || 0, saved.y || 0);
      }
      if (document.readyState === "complete") { restore(); } else { window.addEventListener("load", restore); }

      var script = document.currentScript;
      var version = "";
      if (script) {
        var match = /[?&]v=([^&]*)/.exec(script.src);
        if (match) { version = decodeURIComponent(match[1]); }
      }
      if (!window.EventSource) { return; }
      var url = "/_triglot/events?path=" + encodeURIComponent(location.pathname) + "&v=" + encodeURIComponent(version);
      var source = new EventSource(url);
      source.addEventListener("reload", function () {
        try {
          sessionStorage.setItem(key, JSON.stringify({ x: window.scrollX, y: window.scrollY, hash: location.hash }));
        } catch (e) {}
        source.close();
        location.reload();
      });
    })();

    """#
}
