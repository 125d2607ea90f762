"""Save-to-visible latency in Chromium: `triglot preview` against `hugo server`, taking turns.

Run by Scripts/bench-preview-browser (which sets up Playwright and the corpus). For each server
in turn, Chromium (Debian's, through Playwright) opens the same page of the corpus; a sentence
is appended to the page's Markdown file, and the clock stops when the open page shows it:
triglot updates the page in place, hugo server reloads it (its live reload). The two servers
alternate edit by edit so machine noise hits both alike; each edit's sentence is new.

The page itself notes when it shows the sentence: a MutationObserver (and, for a page that
reloads, a script run in every new document of the tab) stores the time of the first frame
drawn after the sentence is in the document, and the benchmark reads it afterwards. Asking the
page over and over whether it shows the sentence (`--poll`, how this was first measured) keeps
a core of a two-core machine busy while the servers rebuild, and at 10,000 pages that added
about 40 ms to triglot's figure.

Prints the median, p90 and max of each and the ratio of the medians
(issue target: triglot's median under 50 ms at 1,000 pages, under 100 ms at 10,000, and at
most a fifth of hugo server's).
"""
import argparse
import os
import re
import statistics
import subprocess
import time
import urllib.request
import socket

from playwright.sync_api import sync_playwright


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for(url, process, timeout=900):
    deadline = time.time() + timeout
    while time.time() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"bench-preview-browser: the server for {url} exited with status {process.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=5) as response:
                if response.status == 200:
                    return
        except Exception:
            time.sleep(0.2)
    raise SystemExit(f"bench-preview-browser: {url} did not answer within {timeout} s")


def shows(page, sentence):
    """Whether the open page shows the sentence; false while it is between two documents."""
    try:
        return page.evaluate("(s) => !!document.body && document.body.textContent.includes(s)", sentence)
    except Exception:
        return False


def one_edit(page, markdown, sentence, timeout=60):
    """Asks the page whether it shows the sentence until it does (`--poll`)."""
    with open(markdown, "a", encoding="utf-8") as handle:
        handle.write(f"\n{sentence}\n")
    saved = time.perf_counter()
    deadline = saved + timeout
    while time.perf_counter() < deadline:
        if shows(page, sentence):
            return (time.perf_counter() - saved) * 1000
    raise SystemExit(f"bench-preview-browser: {sentence!r} did not show within {timeout} s")


# Run in every new document of the tab: a page reloaded by its server notes, at its first frame,
# whether it shows the sentence the tab is waiting for (kept in window.name across the reload).
WATCH_NEW_DOCUMENTS = """(() => {
  const key = window.name;
  if (!key.startsWith("bench:")) { return; }
  const note = () => {
    if (document.body && document.body.textContent.includes(key.slice(6)) && !localStorage.getItem(key)) {
      localStorage.setItem(key, String(Date.now()));
    }
  };
  document.addEventListener("DOMContentLoaded", () => requestAnimationFrame(note));
})();"""

# Run in the open document before the save: a page updated in place notes the first frame after
# the sentence is in it.
WATCH_THIS_DOCUMENT = """(key) => {
  window.name = key;
  const sentence = key.slice(6);
  new MutationObserver((records, observer) => {
    if (!document.body.textContent.includes(sentence)) { return; }
    observer.disconnect();
    requestAnimationFrame(() => { if (!localStorage.getItem(key)) { localStorage.setItem(key, String(Date.now())); } });
  }).observe(document.documentElement, { subtree: true, childList: true, characterData: true });
}"""


def observed_edit(page, markdown, sentence, timeout=60):
    """The page notes when it shows the sentence; it is asked ten times a second, reading one value."""
    key = "bench:" + sentence
    page.evaluate(WATCH_THIS_DOCUMENT, key)
    with open(markdown, "a", encoding="utf-8") as handle:
        handle.write(f"\n{sentence}\n")
    saved = time.time()
    deadline = saved + timeout
    while time.time() < deadline:
        time.sleep(0.1)
        try:
            shown = page.evaluate("(key) => localStorage.getItem(key)", key)
        except Exception:
            continue  # between two documents
        if shown:
            return int(shown) - saved * 1000
    raise SystemExit(f"bench-preview-browser: {sentence!r} did not show within {timeout} s")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--triglot", required=True)
    parser.add_argument("--content", required=True, help="the corpus's Triglot content folder")
    parser.add_argument("--hugo-site", required=True)
    parser.add_argument("--edits", type=int, default=9)
    parser.add_argument("--pause", type=float, default=1.0, help="seconds between edits (the servers settle)")
    parser.add_argument("--poll", action="store_true", help="ask the page whether it shows the sentence until it does")
    args = parser.parse_args()

    module = sorted(os.listdir(os.path.join(args.content, "en")))[0]
    name = sorted(os.listdir(os.path.join(args.content, "en", module)))[0][:-3]
    markdown = {"triglot": os.path.join(args.content, "en", module, name + ".md"),
                "hugo": os.path.join(args.hugo_site, "content", "en", module, name + ".md")}
    originals = {key: open(path, encoding="utf-8").read() for key, path in markdown.items()}
    triglot_port, hugo_port = free_port(), free_port()
    servers = {
        "triglot": subprocess.Popen([args.triglot, "preview", "--content", args.content, "--port", str(triglot_port),
                                     "--log-level", "warning"], stdout=subprocess.DEVNULL),
        "hugo": subprocess.Popen(["hugo", "server", "--source", args.hugo_site, "--bind", "127.0.0.1", "--port", str(hugo_port),
                                  "--appendPort=false", "--baseURL", f"http://127.0.0.1:{hugo_port}/"],
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL),
    }
    urls = {"triglot": f"http://127.0.0.1:{triglot_port}/en/{module}/{name}.html",
            "hugo": f"http://127.0.0.1:{hugo_port}/en/{module}/{name.lower()}/"}
    samples = {"triglot": [], "hugo": []}
    try:
        for key in servers:
            wait_for(urls[key], servers[key])
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
            pages = {}
            for key in servers:
                pages[key] = browser.new_page(viewport={"width": 1280, "height": 900})
                pages[key].add_init_script(WATCH_NEW_DOCUMENTS)
                pages[key].goto(urls[key])
                pages[key].wait_for_load_state("load")
            time.sleep(args.pause)
            for index in range(args.edits):
                for key in (("triglot", "hugo") if index % 2 == 0 else ("hugo", "triglot")):
                    edit = one_edit if args.poll else observed_edit
                    samples[key].append(edit(pages[key], markdown[key], f"Benchmark sentence {key} {index} {time.time_ns()}."))
                    time.sleep(args.pause)
            browser.close()
    finally:
        for key, path in markdown.items():
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(originals[key])
        for process in servers.values():
            process.terminate()
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()

    def describe(values):
        ordered = sorted(values)
        p90 = ordered[min(len(ordered) - 1, int(round(0.9 * (len(ordered) - 1))))]
        return f"median {statistics.median(values):.1f} ms, p90 {p90:.1f} ms, max {ordered[-1]:.1f} ms"

    print(f"save to visible in Chromium ({'asked until shown' if args.poll else 'noted by the page'}), {args.edits} edits each, taking turns:")
    print(f"  triglot preview (in place): {describe(samples['triglot'])}")
    print(f"  hugo server (live reload):  {describe(samples['hugo'])}")
    print(f"  ratio of medians triglot / hugo: {statistics.median(samples['triglot']) / statistics.median(samples['hugo']):.2f}")


if __name__ == "__main__":
    main()
