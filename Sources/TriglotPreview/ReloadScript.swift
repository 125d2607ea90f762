/// The script preview pages load from `/_triglot/reload.js?v=VERSION` (the server puts the tag in
/// each page it serves, with the version of the page). It listens on the reload channel:
/// - `update` carries the parts of the page that changed (`LivePageParts`): each replaces the
///   content of the page's part with the same place, and the reader keeps the scroll position,
///   the open `<details>` (matched by their summary), focus and the search box; the site's
///   script is told (`triglot:updated`) so it sets up the new content as it did at load;
/// - `stylesheet` fetches the site's style sheets again, without a reload;
/// - `reload` remembers where the reader was (scroll position and section), reloads, and puts
///   the reader back.
/// Without JavaScript the page simply does not change until it is reloaded.
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
      function openSummaries(root) {
        var open = {};
        root.querySelectorAll("details[open] > summary").forEach(function (summary) { open[summary.textContent] = true; });
        return open;
      }
      source.addEventListener("update", function (event) {
        var message;
        try { message = JSON.parse(event.data); } catch (e) { location.reload(); return; }
        var parts = document.querySelectorAll("[data-live-part]");
        var x = window.scrollX, y = window.scrollY;
        var focused = document.activeElement && document.activeElement.id;
        if (typeof message.title === "string") { document.title = message.title; }
        for (var i = 0; i < message.parts.length; i++) {
          var part = parts[message.parts[i].index];
          if (!part) { location.reload(); return; }
          var open = openSummaries(part);
          part.innerHTML = message.parts[i].html;
          part.querySelectorAll("details > summary").forEach(function (summary) {
            if (open[summary.textContent]) { summary.parentNode.open = true; }
          });
          part.dispatchEvent(new CustomEvent("triglot:updated", { bubbles: true }));
        }
        if (focused && document.activeElement !== document.getElementById(focused)) {
          var again = document.getElementById(focused);
          if (again) { again.focus({ preventScroll: true }); }
        }
        window.scrollTo(x, y);
      });
      source.addEventListener("stylesheet", function () {
        document.querySelectorAll("link[rel=stylesheet]").forEach(function (link) {
          var url = new URL(link.href, location.href);
          if (url.origin !== location.origin) { return; }
          url.searchParams.set("v", String(Date.now()));
          link.href = url.pathname + url.search;
        });
      });
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
