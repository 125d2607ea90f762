// Triglot's script. The site works without it; with it, the language switcher keeps the reader
// on the same section, the search box appears, and the language chooser offers the reader's
// own language. The search index is a script (not JSON) so it loads from a site opened from disk.
(function () {
  "use strict";

  // Keep the section when switching language: headings share their ids across languages.
  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest("a[data-keep-section]");
    if (link && window.location.hash) {
      link.href = link.href.split("#")[0] + window.location.hash;
    }
  });

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

  // Pages that hold every query term; a term matches index terms it begins (so typing shows
  // results before a word is finished). Title matches rank first.
  function search(index, query) {
    var wanted = terms(query);
    if (!wanted.length) return [];
    var keys = Object.keys(index.terms);
    var matches = null;
    wanted.forEach(function (term) {
      var docs = new Set();
      var exact = index.terms[term];
      if (exact) exact.forEach(function (doc) { docs.add(doc); });
      if (!exact || term.length < 3 || isCJK(term.codePointAt(0))) {
        keys.forEach(function (key) {
          if (key !== term && key.indexOf(term) === 0) index.terms[key].forEach(function (doc) { docs.add(doc); });
        });
      }
      matches = matches === null ? docs : new Set([...matches].filter(function (doc) { return docs.has(doc); }));
    });
    var lowered = query.trim().toLowerCase();
    return [...matches].map(function (doc) {
      var entry = index.docs[doc];
      var title = entry[0].toLowerCase();
      var score = title === lowered ? 3 : title.indexOf(lowered) >= 0 ? 2 : 1;
      return { doc: entry, score: score };
    }).sort(function (a, b) {
      return b.score - a.score || a.doc[0].localeCompare(b.doc[0]);
    }).slice(0, 20).map(function (match) { return match.doc; });
  }

  function setUpSearch(form) {
    var input = form.querySelector("input");
    var list = form.querySelector(".search-results");
    var base = form.getAttribute("data-base").replace(/index\.html$/, "");
    form.hidden = false;
    function ensureIndex(then) {
      if (window.triglotSearch) return then();
      if (!form.loading) {
        form.loading = true;
        var script = document.createElement("script");
        script.src = form.getAttribute("data-index");
        script.onload = function () { then(); };
        document.head.appendChild(script);
      }
    }
    function show() {
      var query = input.value;
      list.textContent = "";
      if (!query.trim()) { list.hidden = true; return; }
      var results = search(window.triglotSearch, query);
      if (!results.length) {
        var empty = document.createElement("li");
        empty.className = "empty";
        empty.textContent = input.getAttribute("data-no-results");
        list.appendChild(empty);
      }
      results.forEach(function (doc) {
        var item = document.createElement("li");
        var link = document.createElement("a");
        link.href = base + doc[1];
        link.textContent = doc[0];
        var kind = document.createElement("span");
        kind.className = "result-kind";
        kind.textContent = doc[3];
        link.appendChild(kind);
        if (doc[2]) {
          var summary = document.createElement("span");
          summary.className = "result-summary";
          summary.textContent = doc[2];
          link.appendChild(summary);
        }
        item.appendChild(link);
        list.appendChild(item);
      });
      list.hidden = false;
    }
    input.addEventListener("focus", function () { ensureIndex(function () {}); });
    input.addEventListener("input", function () { ensureIndex(show); });
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var first = list.querySelector("a");
      if (first) window.location.href = first.href;
    });
    input.addEventListener("keydown", function (event) {
      if (event.key === "Escape") { list.hidden = true; input.blur(); }
      if (event.key === "ArrowDown") {
        var first = list.querySelector("a");
        if (first) { event.preventDefault(); first.focus(); }
      }
    });
    list.addEventListener("keydown", function (event) {
      var current = document.activeElement.closest("li");
      if (!current) return;
      var next = event.key === "ArrowDown" ? current.nextElementSibling : event.key === "ArrowUp" ? current.previousElementSibling : null;
      if (next && next.querySelector("a")) { event.preventDefault(); next.querySelector("a").focus(); }
      else if (event.key === "ArrowUp") { event.preventDefault(); input.focus(); }
    });
    document.addEventListener("click", function (event) {
      if (!form.contains(event.target)) list.hidden = true;
    });
    var preset = new URLSearchParams(window.location.search).get("q");
    if (preset) { input.value = preset; ensureIndex(show); }
  }

  // On the root page, point out the reader's own language without redirecting (so links and
  // search engines still see the chooser).
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
          return;
        }
      }
    }
  }

  function start() {
    document.querySelectorAll("form.search").forEach(setUpSearch);
    suggestLanguage();
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
