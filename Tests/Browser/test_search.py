"""Search: every way a reader enters a query shows results, in every language, and a Chinese
query finds the page it names near the top."""

import time

import pytest

from conftest import ORIGINS, address

QUERIES = [
    pytest.param("en", "background", id="en"),
    pytest.param("zh-hans", "启动", id="zh-hans"),
    pytest.param("ja", "起動", id="ja"),
]
BOX = "form.search input[type=search]"
RESULT_LINKS = "form.search .search-results li a"


def results(page, wait_seconds=3.0):
    """The (text, href) of the result links once some are shown, or [] after wait_seconds."""
    deadline = time.monotonic() + wait_seconds
    while True:
        shown = page.evaluate("""(selector) => {
            const list = document.querySelector("form.search .search-results");
            if (!list || list.hidden || list.getClientRects().length === 0) return [];
            return [...document.querySelectorAll(selector)]
                .filter((link) => link.getClientRects().length > 0)
                .map((link) => [(link.firstChild ? link.firstChild.textContent : link.textContent).trim(), link.href]);
        }""", RESULT_LINKS)
        if shown or time.monotonic() > deadline:
            return shown
        page.wait_for_timeout(100)


def home(open_page, origin, language, wait_until="load"):
    watched = open_page()
    url = address(origin, f"{language}/index.html")
    watched.page.goto(url, wait_until=wait_until)
    return watched.page, url


def index_loaded(page):
    return page.evaluate("() => typeof window.triglotSearch !== 'undefined'")


@pytest.mark.parametrize("origin", ORIGINS)
@pytest.mark.parametrize("language,query", QUERIES)
def test_search_typed_character_by_character(open_page, origin, language, query):
    page, url = home(open_page, origin, language)
    box = page.locator(BOX)
    assert box.count() == 1, f"{url} (1280 px, light): no search box"
    box.click()
    box.press_sequentially(query, delay=60)
    shown = results(page)
    assert shown, (f"{url} (1280 px, light): typing {query!r} character by character shows no "
                   f"result (box holds {box.input_value()!r})")


@pytest.mark.parametrize("origin", ORIGINS)
@pytest.mark.parametrize("language,query", QUERIES)
def test_search_pasted_before_index_loaded(open_page, origin, language, query):
    # fill() focuses the box and sets the whole query in a single input event, right away: the
    # index, which loads when the box is first focused, is not there yet.
    page, url = home(open_page, origin, language, wait_until="domcontentloaded")
    before = index_loaded(page)
    box = page.locator(BOX)
    assert box.count() == 1, f"{url} (1280 px, light): no search box"
    box.fill(query)
    shown = results(page)
    assert shown, (f"{url} (1280 px, light): {query!r} pasted in one input event right after "
                   f"focusing the box (index loaded before: {before}) shows no result within 3 s")


@pytest.mark.parametrize("origin", ORIGINS)
@pytest.mark.parametrize("language,query", QUERIES)
def test_search_committed_by_ime(open_page, origin, language, query):
    page, url = home(open_page, origin, language)
    box = page.locator(BOX)
    assert box.count() == 1, f"{url} (1280 px, light): no search box"
    box.focus()
    # Let the index load, so that only the composition is under test here.
    try:
        page.wait_for_function("() => typeof window.triglotSearch !== 'undefined'", timeout=3000)
    except Exception:
        pass
    page.evaluate("""([selector, text]) => {
        const box = document.querySelector(selector);
        box.focus();
        box.dispatchEvent(new CompositionEvent("compositionstart", {bubbles: true, data: ""}));
        box.value = text;
        box.dispatchEvent(new InputEvent("input", {bubbles: true, data: text, inputType: "insertCompositionText", isComposing: true}));
        box.dispatchEvent(new CompositionEvent("compositionend", {bubbles: true, data: text}));
        box.dispatchEvent(new InputEvent("input", {bubbles: true, data: text, inputType: "insertCompositionText"}));
    }""", [BOX, query])
    shown = results(page)
    assert shown, (f"{url} (1280 px, light): {query!r} committed at once by an input method "
                   f"(compositionstart, value, input while composing, compositionend, input) shows no result")


@pytest.mark.parametrize("origin", ORIGINS)
def test_search_ranking_zh_hans_background(open_page, origin):
    page, url = home(open_page, origin, "zh-hans")
    box = page.locator(BOX)
    assert box.count() == 1, f"{url} (1280 px, light): no search box"
    box.click()
    box.press_sequentially("后台", delay=60)
    shown = results(page)
    assert shown, f"{url} (1280 px, light): searching '后台' shows no result"
    wanted = "/zh-hans/uikit/uiapplicationdelegate/applicationdidenterbackground.html"
    top = shown[:3]
    assert any(href.split("#")[0].endswith(wanted) for _, href in top), (
        f"{url} (1280 px, light): searching '后台' does not list applicationDidEnterBackground(_:) "
        f"({wanted}) in the first 3 results; first 3: {[text for text, _ in top]}; "
        f"its place: {next((i + 1 for i, (_, h) in enumerate(shown) if h.split('#')[0].endswith(wanted)), 'not listed')}")
