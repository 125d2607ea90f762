// Triglot's script. The site works without it; with it, the language switcher keeps the reader
// on the section they are reading, the search box appears, "On this page" follows the reading,
// code blocks get a copy button, the page list opens from a menu button on narrow screens, and
// the language chooser points out the reader's own language. The search index is a script (not
// JSON) so it loads from a site opened from disk.
(function () {
  "use strict";

  // ---- The section being read ---------------------------------------------------------------

  // Headings with ids, in page order: the sections a reader can be in. Their ids are the same
  // in every language, so the language switcher and "On this page" both go by them.
  var sectionHeadings = [];

  // The section whose heading the reader has scrolled past (or nearly: a heading in the top
  // quarter of the window counts), or null at the top of the page.
  function sectionInView() {
    var line = Math.min(window.innerHeight * 0.25, 240);
    var header = document.querySelector(".site-header");
    if (header && getComputedStyle(header).position === "sticky") line += header.offsetHeight;
    var current = null;
    // At the end of the page the last sections cannot scroll up to the line: there, the last
    // heading on screen is the one being read.
    var atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2 && window.scrollY > 0;
    if (atEnd) line = window.innerHeight;
    for (var i = 0; i < sectionHeadings.length; i++) {
      if (sectionHeadings[i].getBoundingClientRect().top <= line) current = sectionHeadings[i];
      else break;
    }
    return current;
  }

  // The switcher's links point at the section in view, so a click, a middle click or a copied
  // link all land on the same section in the other language.
  function updateSwitcher(section) {
    document.querySelectorAll("a[data-keep-section]").forEach(function (link) {
      var page = link.getAttribute("href").split("#")[0];
      link.setAttribute("href", section ? page + "#" + section.id : page);
    });
  }

  function updateToc(section) {
    document.querySelectorAll(".toc a, .toc-inline a").forEach(function (link) {
      var isCurrent = section !== null && link.getAttribute("href") === "#" + section.id;
      if (isCurrent) link.setAttribute("aria-current", "location");
      else link.removeAttribute("aria-current");
    });
  }

  function followReading() {
    sectionHeadings = Array.prototype.slice.call(
      document.querySelectorAll(".page-body h2[id], .page-body h3[id], .page-body h4[id]"));
    var scheduled = false;
    function update() {
      scheduled = false;
      var section = sectionInView();
      updateSwitcher(section);
      updateToc(section);
    }
    function schedule() {
      if (!scheduled) { scheduled = true; window.requestAnimationFrame(update); }
    }
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    window.addEventListener("hashchange", schedule);
    // Work out the section again at the moment of the click too: a jump to a fragment may not
    // have fired a scroll event yet.
    document.addEventListener("click", function (event) {
      var link = event.target.closest && event.target.closest("a[data-keep-section]");
      if (link) updateSwitcher(sectionInView());
    });
    update();
  }

  // ---- Search -------------------------------------------------------------------------------

  // The same terms as SearchTokenizer.swift: Latin words (and their camel-case parts) lowercased,
  // Chinese and Japanese as overlapping character pairs, a lone CJK character as itself.
  function isCJK(code) {
    return (code >= 0x3040 && code <= 0x30ff) || (code >= 0x31f0 && code <= 0x31ff) ||
      (code >= 0x3400 && code <= 0x4dbf) || (code >= 0x4e00 && code <= 0x9fff) ||
      (code >= 0xf900 && code <= 0xfaff) || (code >= 0xff66 && code <= 0xff9f) ||
      (code >= 0x20000 && code <= 0x3134f);
  }
  var wordCharacter = /[\p{L}\p{N}_]/u;
  function camelParts(word) {
    var parts = word.split("_").join(" ").replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, "$1 $2")
      .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, "$1 $2").split(" ").filter(Boolean);
    return parts.map(function (part) { return part.toLowerCase(); });
  }
  function terms(text) {
    var result = [];
    var word = "";
    var run = [];
    function flushWord() {
      if (!word) return;
      result.push(word.toLowerCase());
      var parts = camelParts(word);
      if (parts.length > 1) result.push.apply(result, parts);
      word = "";
    }
    function flushRun() {
      if (!run.length) return;
      if (run.length === 1) result.push(run[0]);
      for (var i = 0; i + 1 < run.length; i++) result.push(run[i] + run[i + 1]);
      run = [];
    }
    for (var character of text.normalize("NFKC")) {
      var code = character.codePointAt(0);
      if (isCJK(code)) { flushWord(); run.push(character); }
      else if (wordCharacter.test(character)) { flushRun(); word += character; }
      else { flushWord(); flushRun(); }
    }
    flushWord();
    flushRun();
    return result;
  }

  function unique(list) {
    return list.filter(function (item, index) { return list.indexOf(item) === index; });
  }

  // How often `needle` occurs in `text` (both lowercased).
  function occurrences(text, needle) {
    var count = 0;
    for (var at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length)) count++;
    return count;
  }

  // A large site's index is in parts (SearchTermParts.swift): its terms in the order of their
  // characters' code points (that of their UTF-8 bytes), cut into stretches, and `index.parts`
  // the first term of each. Strings compare here by code points, not by UTF-16 units.
  function compareTerms(a, b) {
    var i = 0, j = 0;
    while (i < a.length && j < b.length) {
      var x = a.codePointAt(i), y = b.codePointAt(j);
      if (x !== y) return x < y ? -1 : 1;
      i += x > 0xffff ? 2 : 1;
      j += y > 0xffff ? 2 : 1;
    }
    return i < a.length ? 1 : j < b.length ? -1 : 0;
  }

  // A prefix whose terms span more parts than this (a lone letter on a very large site) is
  // looked up as a whole term only, so that one keystroke does not load megabytes.
  var mostPartsForAPrefix = 8;

  // The parts that may hold `term` and the terms it begins: the part where it would be, then
  // those after it that begin with it. The first is the part of `term` itself.
  function partsOf(index, term) {
    var starts = index.parts;
    var low = 0, high = starts.length - 1;
    while (low < high) {
      var middle = (low + high + 1) >> 1;
      if (compareTerms(starts[middle], term) <= 0) low = middle; else high = middle - 1;
    }
    var parts = [low];
    for (var next = low + 1; next < starts.length && starts[next].indexOf(term) === 0; next++) parts.push(next);
    return parts.length > mostPartsForAPrefix ? [low] : parts;
  }

  // The tables of terms that `term` is looked up in: the whole index's, or those of its parts.
  function tablesFor(index, term) {
    if (!index.parts) return [index.terms];
    var loaded = window.triglotSearchTerms || {};
    return partsOf(index, term).map(function (part) { return loaded[part] || {}; });
  }

  // Pages that hold every query term; a term matches index terms it begins (so typing shows
  // results before a word is finished). The index says only which pages hold a term, so the
  // ranking reads what each result carries: the whole query in the title counts most, then each
  // term in the title, a term held as a whole word rather than as the start of a longer one,
  // how often the terms occur in the title and summary, and last a shorter title (the page about
  // the thing rather than one that mentions it).
  function search(index, query) {
    var wanted = unique(terms(query));
    if (!wanted.length) return [];
    var matches = null;
    var exactDocs = wanted.map(function (term) {
      var tables = tablesFor(index, term);
      var docs = new Set();
      var exact = new Set(tables[0][term] || []);
      exact.forEach(function (doc) { docs.add(doc); });
      if (!exact.size || term.length < 3 || isCJK(term.codePointAt(0))) {
        tables.forEach(function (table) {
          Object.keys(table).forEach(function (key) {
            if (key !== term && key.indexOf(term) === 0) table[key].forEach(function (doc) { docs.add(doc); });
          });
        });
      }
      matches = matches === null ? docs : new Set([...matches].filter(function (doc) { return docs.has(doc); }));
      return exact;
    });
    var lowered = query.trim().toLowerCase();
    return [...matches].map(function (doc) {
      var entry = index.docs[doc];
      var title = entry[0].toLowerCase();
      var summary = (entry[2] || "").toLowerCase();
      var titleTerms = terms(entry[0]);
      var score = title === lowered ? 1000 : title.indexOf(lowered) >= 0 ? 400 : 0;
      wanted.forEach(function (term, place) {
        if (titleTerms.indexOf(term) >= 0) score += 60;
        else if (titleTerms.some(function (titleTerm) { return titleTerm.indexOf(term) === 0; })) score += 35;
        if (exactDocs[place].has(doc)) score += 20;
        score += Math.min(occurrences(title, term), 3) * 8 + Math.min(occurrences(summary, term), 3) * 6;
      });
      return { doc: entry, score: score };
    }).sort(function (a, b) {
      return b.score - a.score || a.doc[0].length - b.doc[0].length || a.doc[0].localeCompare(b.doc[0]);
    }).slice(0, 20).map(function (match) { return match.doc; });
  }

  // `text` as text nodes, with each place a query term occurs in a <mark>. Built from nodes,
  // never from HTML, so a title can hold anything.
  function highlighted(text, wanted) {
    var fragment = document.createDocumentFragment();
    var lowered = text.toLowerCase();
    var marked = [];
    // Lowercasing keeps the offsets of nearly all text; where it does not, show it unmarked.
    if (lowered.length === text.length) {
      wanted.forEach(function (term) {
        for (var at = lowered.indexOf(term); at >= 0; at = lowered.indexOf(term, at + 1)) {
          marked.push([at, at + term.length]);
        }
      });
    }
    marked.sort(function (a, b) { return a[0] - b[0]; });
    var position = 0;
    var i = 0;
    while (i < marked.length) {
      var start = Math.max(marked[i][0], position);
      var end = marked[i][1];
      // Overlapping pairs (启动 and 动时) join into one mark.
      while (i + 1 < marked.length && marked[i + 1][0] <= end) { end = Math.max(end, marked[i + 1][1]); i++; }
      i++;
      if (end <= start) continue;
      if (start > position) fragment.appendChild(document.createTextNode(text.slice(position, start)));
      var mark = document.createElement("mark");
      mark.textContent = text.slice(start, end);
      fragment.appendChild(mark);
      position = end;
    }
    if (position < text.length) fragment.appendChild(document.createTextNode(text.slice(position)));
    return fragment;
  }

  function setUpSearch(form) {
    var input = form.querySelector("input");
    var list = form.querySelector(".search-results");
    var status = form.querySelector(".search-status");
    var base = form.getAttribute("data-base").replace(/index\.html$/, "");
    var waiting = [];
    var announcement = 0;
    var active = -1;
    form.hidden = false;
    // A combobox only while the script runs it (the HTML checker also refuses the role on a
    // search field written in the page).
    input.setAttribute("role", "combobox");
    input.setAttribute("aria-autocomplete", "list");
    input.setAttribute("aria-expanded", "false");
    input.setAttribute("aria-controls", list.id);

    // Runs `then` once the index is there. Everything that asks while it loads waits in
    // `waiting`, so a query that arrives in one event (a paste, a word an input method commits)
    // is answered when the index arrives instead of being dropped.
    function ensureIndex(then) {
      if (window.triglotSearch) { then(); return; }
      waiting.push(then);
      if (form.loading) return;
      form.loading = true;
      var script = document.createElement("script");
      script.src = form.getAttribute("data-index");
      script.onload = function () {
        var ready = waiting;
        waiting = [];
        ready.forEach(function (callback) { callback(); });
      };
      script.onerror = function () {
        // Let the next keystroke try again.
        form.loading = false;
        waiting = [];
        script.remove();
      };
      document.head.appendChild(script);
    }

    // The parts of an index in parts that `query` needs and this page has not loaded.
    function missingParts(query) {
      var index = window.triglotSearch;
      if (!index.parts) return [];
      var loaded = window.triglotSearchTerms || {};
      var needed = [];
      terms(query).forEach(function (term) { needed.push.apply(needed, partsOf(index, term)); });
      return unique(needed).filter(function (part) { return !loaded[part]; });
    }

    // Loads a part once, then runs `then`; a part that fails to load is tried again by the
    // next query that needs it.
    var loadingParts = {};
    function loadPart(part, then) {
      if (loadingParts[part]) return;
      loadingParts[part] = true;
      var script = document.createElement("script");
      script.src = form.getAttribute("data-index").replace(/\.js$/, "." + window.triglotSearch.partsName + "." + part + ".js");
      script.onload = then;
      script.onerror = function () {
        delete loadingParts[part];
        script.remove();
      };
      document.head.appendChild(script);
    }

    function options() {
      return list.querySelectorAll("[role=option]:not([aria-disabled])");
    }

    function setActive(place) {
      var all = options();
      if (active >= 0 && all[active]) all[active].setAttribute("aria-selected", "false");
      active = place;
      if (active >= 0 && all[active]) {
        all[active].setAttribute("aria-selected", "true");
        input.setAttribute("aria-activedescendant", all[active].id);
        all[active].scrollIntoView({ block: "nearest" });
      } else {
        input.removeAttribute("aria-activedescendant");
      }
    }

    function setOpen(open) {
      list.hidden = !open;
      input.setAttribute("aria-expanded", open ? "true" : "false");
      if (!open) setActive(-1);
    }

    // The number of results, said once typing pauses (a screen reader would otherwise read a
    // count for every keystroke).
    function announce(text) {
      window.clearTimeout(announcement);
      announcement = window.setTimeout(function () { status.textContent = text; }, 600);
    }

    function show() {
      var query = input.value;
      // Answered once every part it needs is here (each part that arrives asks again); the
      // results shown stay until then.
      var missing = query.trim() ? missingParts(query) : [];
      if (missing.length) {
        missing.forEach(function (part) { loadPart(part, show); });
        return;
      }
      list.textContent = "";
      active = -1;
      input.removeAttribute("aria-activedescendant");
      if (!query.trim()) { setOpen(false); announce(""); return; }
      var results = search(window.triglotSearch, query);
      var wanted = unique(terms(query)).filter(function (term) { return term.length > 0; });
      if (!results.length) {
        var empty = document.createElement("li");
        empty.className = "empty";
        empty.setAttribute("role", "option");
        empty.setAttribute("aria-disabled", "true");
        empty.setAttribute("aria-selected", "false");
        empty.id = "search-result-none";
        empty.textContent = input.getAttribute("data-no-results");
        list.appendChild(empty);
        announce(input.getAttribute("data-no-results"));
      } else {
        var label = results.length === 1 ? input.getAttribute("data-result-one") : input.getAttribute("data-result-many");
        announce(label.replace("{count}", String(results.length)));
      }
      results.forEach(function (doc, place) {
        var item = document.createElement("li");
        item.setAttribute("role", "presentation");
        var link = document.createElement("a");
        link.href = base + doc[1];
        link.id = "search-result-" + place;
        link.setAttribute("role", "option");
        link.setAttribute("aria-selected", "false");
        link.tabIndex = -1;
        var title = document.createElement("span");
        title.className = "result-title";
        title.appendChild(highlighted(doc[0], wanted));
        link.appendChild(title);
        var kind = document.createElement("span");
        kind.className = "result-kind";
        kind.textContent = doc[3];
        link.appendChild(kind);
        if (doc[2]) {
          var summary = document.createElement("span");
          summary.className = "result-summary";
          summary.appendChild(highlighted(doc[2], wanted));
          link.appendChild(summary);
        }
        item.appendChild(link);
        list.appendChild(item);
      });
      setOpen(true);
    }

    input.addEventListener("focus", function () { ensureIndex(function () {}); });
    // While an input method composes a word, the box holds letters that are not the query yet;
    // the committed word arrives with compositionend.
    input.addEventListener("input", function (event) {
      if (!event.isComposing) ensureIndex(show);
    });
    input.addEventListener("compositionend", function () { ensureIndex(show); });
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var all = options();
      var chosen = all[active >= 0 ? active : 0];
      if (chosen) window.location.href = chosen.href;
    });
    input.addEventListener("keydown", function (event) {
      if (event.isComposing) return;
      var count = options().length;
      if (event.key === "Escape") {
        if (!list.hidden) setOpen(false);
        else { input.value = ""; input.blur(); }
        event.preventDefault();
      } else if (event.key === "ArrowDown" && count) {
        event.preventDefault();
        if (list.hidden) setOpen(true);
        setActive((active + 1) % count);
      } else if (event.key === "ArrowUp" && count) {
        event.preventDefault();
        setActive(active <= 0 ? count - 1 : active - 1);
      }
    });
    list.addEventListener("mousedown", function (event) {
      // Keep the focus in the box while a result is clicked.
      event.preventDefault();
    });
    document.addEventListener("click", function (event) {
      if (!form.contains(event.target)) setOpen(false);
    });
    // "/" goes to the search box, as on most documentation sites, unless the reader is typing.
    document.addEventListener("keydown", function (event) {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      var target = event.target;
      if (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
      event.preventDefault();
      input.focus();
      input.select();
    });
    var preset = new URLSearchParams(window.location.search).get("q");
    if (preset) { input.value = preset; ensureIndex(show); }
  }

  // ---- The page list on narrow screens ------------------------------------------------------

  // Without the script the menu link jumps to the page list, which the style sheet shows as a
  // panel while it is the target; with it, the link opens and closes the panel in place.
  function setUpMenu() {
    var button = document.querySelector(".menu-button");
    var sidebar = document.getElementById("sidebar");
    if (!button || !sidebar) return;
    button.setAttribute("role", "button");
    button.setAttribute("aria-expanded", "false");
    button.setAttribute("aria-controls", "sidebar");
    function setOpen(open) {
      sidebar.classList.toggle("is-open", open);
      document.documentElement.classList.toggle("menu-open", open);
      button.setAttribute("aria-expanded", open ? "true" : "false");
    }
    button.addEventListener("click", function (event) {
      event.preventDefault();
      var open = !sidebar.classList.contains("is-open");
      setOpen(open);
      if (open) {
        var current = sidebar.querySelector("[aria-current=page]") || sidebar.querySelector("a");
        if (current) current.focus();
      }
    });
    button.addEventListener("keydown", function (event) {
      if (event.key === " ") { event.preventDefault(); button.click(); }
    });
    sidebar.querySelectorAll(".sidebar-close").forEach(function (close) {
      close.addEventListener("click", function (event) {
        event.preventDefault();
        setOpen(false);
        button.focus();
      });
    });
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && sidebar.classList.contains("is-open")) { setOpen(false); button.focus(); }
    });
    // A click beside the open panel (on the dimmed page) closes it.
    document.addEventListener("click", function (event) {
      if (sidebar.classList.contains("is-open") && !sidebar.contains(event.target) && !button.contains(event.target)) {
        setOpen(false);
      }
    });
  }

  // ---- Code blocks --------------------------------------------------------------------------

  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
    // Pages served over plain HTTP have no clipboard API: copy through a selected text area.
    return new Promise(function (resolve, reject) {
      var area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      var copied = false;
      try { copied = document.execCommand("copy"); } catch (error) { copied = false; }
      area.remove();
      if (copied) resolve(); else reject(new Error("copy refused"));
    });
  }

  function setUpCopyButtons(root) {
    (root || document).querySelectorAll(".page-body").forEach(function (body) {
      var label = body.getAttribute("data-copy");
      var done = body.getAttribute("data-copied");
      if (!label) return;
      body.querySelectorAll("pre").forEach(function (pre) {
        // The lifecycle figures lay out their own parts.
        if (pre.closest("figure")) return;
        var code = pre.querySelector("code") || pre;
        var wrapper = document.createElement("div");
        wrapper.className = "code-block";
        pre.parentNode.insertBefore(wrapper, pre);
        wrapper.appendChild(pre);
        var button = document.createElement("button");
        button.type = "button";
        button.className = "copy-button";
        button.textContent = label;
        button.addEventListener("click", function () {
          copyText(code.textContent).then(function () {
            button.textContent = done;
            window.setTimeout(function () { button.textContent = label; }, 1800);
          }, function () {
            // Nothing copied: select the code so the reader can copy it by hand.
            var range = document.createRange();
            range.selectNodeContents(code);
            var selection = window.getSelection();
            selection.removeAllRanges();
            selection.addRange(range);
          });
        });
        wrapper.appendChild(button);
      });
    });
  }

  // A code block only needs to be a tab stop when it scrolls sideways; the page marks every one
  // (the width is not known until it is laid out), and this takes the stop off the others.
  function trimCodeTabStops() {
    document.querySelectorAll(".page-body pre").forEach(function (pre) {
      if (pre.scrollWidth <= pre.clientWidth) pre.removeAttribute("tabindex");
      else pre.setAttribute("tabindex", "0");
    });
  }

  // ---- The root language chooser ------------------------------------------------------------

  // Point out the reader's own language without redirecting (so links and search engines still
  // see the chooser): a border and a line of text, not colour alone.
  function suggestLanguage() {
    var links = document.querySelectorAll(".language-choice a[data-language]");
    if (!links.length) return;
    var preferred = (navigator.languages || [navigator.language || ""]).map(function (tag) { return tag.toLowerCase(); });
    for (var i = 0; i < preferred.length; i++) {
      for (var j = 0; j < links.length; j++) {
        var code = links[j].getAttribute("data-language").toLowerCase();
        var tag = preferred[i];
        var chinese = code.indexOf("zh") === 0 && (tag === "zh" || tag === "zh-cn" || tag === "zh-sg" || tag.indexOf("zh-hans") === 0);
        if (tag === code || tag.split("-")[0] === code || chinese) {
          links[j].classList.add("suggested");
          var note = links[j].querySelector(".language-suggested");
          if (note) note.hidden = false;
          return;
        }
      }
    }
  }

  function start() {
    document.querySelectorAll("form.search").forEach(setUpSearch);
    followReading();
    setUpMenu();
    setUpCopyButtons();
    trimCodeTabStops();
    window.addEventListener("resize", trimCodeTabStops);
    suggestLanguage();
    // The preview replaced part of the page in place: set up its new content as at load.
    document.addEventListener("triglot:updated", function (event) {
      setUpCopyButtons(event.target);
      trimCodeTabStops();
    });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
