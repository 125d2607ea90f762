"""`triglot preview` updates the open page in place after a save: the new text shows without a
reload, and the reader keeps the scroll position, the open table of contents, the focus and the
text typed into the search box. A new style sheet is fetched again without a reload; a template
change reloads the page.

Scripts/browser-check sets TRIGLOT_BINARY to the triglot it built; each test starts a preview of
a copy of Content/ on a free loopback port.
"""

import os
import re
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

from conftest import ARTICLE, Watched

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def preview():
    binary = os.environ.get("TRIGLOT_BINARY")
    if not binary:
        raise pytest.UsageError("TRIGLOT_BINARY is not set: run the browser tests with Scripts/browser-check")
    work = Path(tempfile.mkdtemp(prefix="triglot-preview-browser-"))
    shutil.copytree(ROOT / "Content", work / "Content")
    shutil.copytree(ROOT / "Sources/TriglotSite/DefaultTemplates", work / "Templates")
    server = subprocess.Popen(
        [binary, "preview", "--content", str(work / "Content"), "--templates", str(work / "Templates"),
         "--port", "0", "--log-level", "warning"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    url = None
    deadline = time.time() + 120
    while time.time() < deadline and url is None:
        line = server.stdout.readline()
        if not line and server.poll() is not None:
            break
        match = re.search(r"(http://\S+/)", line)
        if match:
            url = match.group(1)
    if url is None:
        server.kill()
        shutil.rmtree(work, ignore_errors=True)
        raise AssertionError("triglot preview did not start")
    yield url, work
    server.terminate()
    try:
        server.wait(timeout=10)
    except subprocess.TimeoutExpired:
        server.kill()
    shutil.rmtree(work, ignore_errors=True)


@pytest.fixture
def open_preview_page(browser):
    """Like conftest's open_page, for the preview's own address (open_page blocks other hosts)."""
    contexts = []

    def make(width=1280, height=900):
        context = browser.new_context(viewport={"width": width, "height": height}, locale="en-US")
        context.set_default_timeout(20_000)
        contexts.append(context)
        return Watched(context.new_page())

    yield make
    for context in contexts:
        context.close()


def append(path: Path, text: str):
    with open(path, "a", encoding="utf-8") as file:
        file.write(text)


@pytest.mark.parametrize("width", [390, 1280])
def test_a_save_shows_in_place_keeping_the_reader_where_they_were(preview, open_preview_page, width):
    url, work = preview
    watched = open_preview_page(width=width)
    page = watched.page
    page.goto(url + "en/" + ARTICLE)
    page.wait_for_function("() => !!window.EventSource")
    # Something the page would lose on a reload, then the reader's state.
    page.evaluate("() => { window.__notReloaded = true; }")
    page.evaluate("() => { const d = document.querySelector('details.toc-inline'); if (d) d.open = true; }")
    page.evaluate("() => window.scrollTo(0, 500)")
    search = page.locator("#search-input")
    if search.is_visible():
        search.fill("launch")
        search.focus()
    before = page.evaluate("() => ({y: window.scrollY, focused: document.activeElement && document.activeElement.id,"
                           " query: (document.querySelector('#search-input') || {}).value || ''})")
    time.sleep(0.3)  # the page's reload channel is open
    append(work / "Content/en" / ARTICLE.replace(".html", ".md"), "\nA sentence added while the page was open.\n")
    page.wait_for_function("() => document.querySelector('main').textContent.includes('A sentence added while the page was open.')",
                           timeout=20_000)
    after = page.evaluate("() => ({reloaded: !window.__notReloaded, y: window.scrollY,"
                          " focused: document.activeElement && document.activeElement.id,"
                          " query: (document.querySelector('#search-input') || {}).value || '',"
                          " tocOpen: !!document.querySelector('details.toc-inline[open]'),"
                          " copyButtons: document.querySelectorAll('main .copy-button').length,"
                          " codeBlocks: document.querySelectorAll('main .page-body pre:not(figure pre)').length})")
    where = f"en/{ARTICLE} at {width} px"
    assert not after["reloaded"], f"{where}: the page reloaded instead of updating in place"
    assert abs(after["y"] - before["y"]) <= 1, f"{where}: scrolled from {before['y']} to {after['y']}"
    assert after["focused"] == before["focused"], f"{where}: focus moved from {before['focused']} to {after['focused']}"
    assert after["query"] == before["query"], f"{where}: the search box lost what was typed"
    if page.locator("details.toc-inline").count():
        assert after["tocOpen"], f"{where}: the open table of contents closed"
    assert after["copyButtons"] == after["codeBlocks"], f"{where}: code blocks lost their copy buttons"
    assert not watched.problems, f"{where}: {watched.problems}"


def test_a_style_sheet_is_fetched_again_and_a_template_reloads(preview, open_preview_page):
    url, work = preview
    watched = open_preview_page()
    page = watched.page
    page.goto(url + "en/" + ARTICLE)
    page.evaluate("() => { window.__notReloaded = true; }")
    time.sleep(0.3)
    append(work / "Templates/assets/triglot.css", "\nmain h1 { letter-spacing: 3px; }\n")
    page.wait_for_function("() => getComputedStyle(document.querySelector('main h1')).letterSpacing === '3px'", timeout=20_000)
    assert page.evaluate("() => window.__notReloaded === true"), "the page reloaded for a style sheet"
    append(work / "Templates/footer.mustache", "<!-- edited -->\n")
    page.wait_for_function("() => window.__notReloaded !== true", timeout=20_000)
    # The reload itself ends the page's reload channel: that request is aborted, as it should be.
    problems = [p for p in watched.problems if not ("/_triglot/events" in p and "ERR_ABORTED" in p)]
    assert not problems, f"{problems}"
