"""Shared set-up of the browser tests.

Scripts/browser-check builds the site from Content/ into a temporary folder, serves it over HTTP
and sets TRIGLOT_BROWSER_SITE (the folder) and TRIGLOT_BROWSER_URL (where it is served). The
tests drive Debian's /usr/bin/chromium through Playwright; no browser is ever downloaded.
"""

import os
import re
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import sync_playwright

CHROMIUM = "/usr/bin/chromium"
LANGUAGES = ["en", "zh-hans", "ja"]
SYMBOL = "uikit/uiapplicationdelegate/application-willfinishlaunchingwithoptions.html"
ARTICLE = "uikit/app-and-environment/about-the-app-launch-sequence.html"
DIAGRAM_ARTICLE = "uikit/app-and-environment/delegate-call-order.html"


def _setting(name: str) -> str:
    """An environment variable Scripts/browser-check sets; a usage error without it."""
    value = os.environ.get(name)
    if not value:
        raise pytest.UsageError(f"{name} is not set: run the browser tests with Scripts/browser-check")
    return value


def _folder_url(name: str) -> str:
    url = _setting(name)
    return url if url.endswith("/") else url + "/"


def site_folder() -> Path:
    return Path(_setting("TRIGLOT_BROWSER_SITE"))


def site_url() -> str:
    return _folder_url("TRIGLOT_BROWSER_URL")


def page_types():
    """(name, path in the site) of every kind of page the site has, in every language."""
    pages = [("root-chooser", "index.html"), ("404", "404.html")]
    for language in LANGUAGES:
        pages += [
            (f"{language}-home", f"{language}/index.html"),
            (f"{language}-symbol", f"{language}/{SYMBOL}"),
            (f"{language}-article", f"{language}/{ARTICLE}"),
            (f"{language}-diagram-article", f"{language}/{DIAGRAM_ARTICLE}"),
        ]
    return pages


def page_params():
    return [pytest.param(path, id=name) for name, path in page_types()]


ORIGINS = ["file", "http"]


def address(origin: str, path: str) -> str:
    """The URL of a page of the site, opened from disk or over HTTP; fails when it was not built."""
    file = site_folder() / path
    assert file.is_file(), f"the built site has no {path}"
    if origin == "file":
        return file.resolve().as_uri()
    return site_url() + path


def parted_site_folder() -> Path:
    """The generated site whose search indexes are in parts (see Scripts/browser-check)."""
    return Path(_setting("TRIGLOT_BROWSER_PARTED_SITE"))


def parted_address(origin: str, path: str) -> str:
    """`address` in the generated site whose search indexes are in parts."""
    file = parted_site_folder() / path
    assert file.is_file(), f"the generated site has no {path}"
    if origin == "file":
        return file.resolve().as_uri()
    return _folder_url("TRIGLOT_BROWSER_PARTED_URL") + path


def external_requests():
    """Every network URL but the test sites' own servers."""
    own = [urlsplit(site_url()).netloc]
    if os.environ.get("TRIGLOT_BROWSER_PARTED_URL"):
        own.append(urlsplit(os.environ["TRIGLOT_BROWSER_PARTED_URL"]).netloc)
    return re.compile(r"^(https?|wss?)://(?!(" + "|".join(re.escape(netloc) for netloc in own) + r")/)")


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        yield browser
        browser.close()


class Watched:
    """A page with every console error, page error and failed request recorded."""

    def __init__(self, page):
        self.page = page
        self.problems = []
        page.on("console", lambda message: message.type == "error" and self.problems.append(
            f"console error: {message.text} ({message.location.get('url', '')})"))
        page.on("pageerror", lambda error: self.problems.append(f"uncaught exception: {error}"))
        page.on("requestfailed", lambda request: self.problems.append(
            f"request failed: {request.url} ({request.failure})"))
        page.on("response", lambda response: response.status >= 400 and self.problems.append(
            f"HTTP {response.status}: {response.url}"))


@pytest.fixture
def open_page(browser):
    """open_page(width=1280, height=900, theme="light") -> Watched: a fresh context and page.

    Requests that leave the site (any other host) are blocked and so reported as failed: the
    site must work offline and from disk.
    """
    contexts = []

    def make(width=1280, height=900, theme="light"):
        context = browser.new_context(
            viewport={"width": width, "height": height}, color_scheme=theme,
            locale="en-US")
        context.set_default_timeout(10_000)
        context.route(external_requests(), lambda route: route.abort("blockedbyclient"))
        contexts.append(context)
        return Watched(context.new_page())

    yield make
    for context in contexts:
        context.close()


def check_links_in(watched, region: str, links: str, label: str):
    """The links matched by `links` inside the element matched by `region` fit the window and
    the region (no sideways scroll, none sticking out), are large enough to tap (WCAG 2.2's
    24 px target size) and leave axe-core nothing serious to report in the region; the page
    had no console error or failed request."""
    from axe_playwright_python.base import AXE_FILE_PATH

    page = watched.page
    sizes = page.evaluate("""([region, links]) => {
        const box = document.querySelector(region).getBoundingClientRect();
        const rects = [...document.querySelectorAll(links)].map((a) => a.getBoundingClientRect());
        return {scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth,
                right: Math.max(...rects.map((r) => r.right)), regionRight: Math.min(box.right, window.innerWidth),
                smallest: Math.min(...rects.map((r) => Math.min(r.width, r.height)))};
    }""", [region, links])
    assert sizes["scrollWidth"] <= sizes["innerWidth"], f"{label}: the page scrolls sideways"
    assert sizes["right"] <= sizes["regionRight"] + 0.5, f"{label}: a link sticks out"
    assert sizes["smallest"] >= 24, f"{label}: a link is {sizes['smallest']} px"
    page.evaluate(AXE_FILE_PATH.read_text(encoding="utf-8"))
    results = page.evaluate("(region) => axe.run(document.querySelector(region), {resultTypes: ['violations']})", region)
    serious = [v["id"] for v in results["violations"] if v.get("impact") in ("serious", "critical")]
    assert not serious, f"{label}: {serious}"
    assert not watched.problems, f"{label}: " + "; ".join(watched.problems)
