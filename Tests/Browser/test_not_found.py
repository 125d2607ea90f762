"""The 404 page works opened from disk: styled, with a heading, and with links into this site
rather than to the placeholder domain of an example configuration."""

import re
from urllib.parse import urlsplit

from conftest import address

WHERE = "404.html opened from disk (1280 px, light)"
EXAMPLE_HOST = re.compile(r"(^|\.)example(\.(com|org|net))?$", re.IGNORECASE)


def open_not_found(open_page):
    page = open_page().page
    page.goto(address("file", "404.html"))
    return page


def test_404_from_disk_has_its_stylesheet_applied(open_page):
    page = open_not_found(open_page)
    # The computed style of a few elements with the page's stylesheets, then without them: the
    # stylesheet is applied when they differ.
    compare = page.evaluate("""() => {
        const properties = ['font-family', 'font-size', 'color', 'background-color', 'margin-top',
            'margin-left', 'padding-left', 'max-width', 'line-height', 'display'];
        const elements = ['body', 'main', 'h1', 'h2', 'p', 'a']
            .map((s) => document.querySelector(s)).filter(Boolean);
        const snapshot = () => elements.map((e) => {
            const style = getComputedStyle(e);
            return properties.map((p) => style.getPropertyValue(p)).join('|');
        }).join('\\n');
        const styled = snapshot();
        const sheets = [...document.styleSheets];
        sheets.forEach((sheet) => { sheet.disabled = true; });
        const plain = snapshot();
        sheets.forEach((sheet) => { sheet.disabled = false; });
        return {sheets: sheets.length, elements: elements.length, differs: styled !== plain,
                links: [...document.querySelectorAll('link[rel=stylesheet]')].map((l) => l.href)};
    }""")
    assert compare["elements"] > 0, f"{WHERE}: no body element"
    assert compare["sheets"] > 0 and compare["differs"], (
        f"{WHERE}: its stylesheet is not applied (stylesheets loaded: {compare['sheets']}, "
        f"stylesheet links: {compare['links']}); the page shows in the browser's default style")


def test_404_has_an_h1(open_page):
    page = open_not_found(open_page)
    headings = page.evaluate("() => [...document.querySelectorAll('h1')].map((h) => h.textContent.trim())")
    assert len(headings) >= 1 and headings[0], f"{WHERE}: no h1 heading (found {headings})"


def test_404_links_do_not_point_to_an_example_domain(open_page):
    page = open_not_found(open_page)
    links = page.evaluate("""() => [
        ...[...document.querySelectorAll('a[href]')].map((a) => ['a', a.href]),
        ...[...document.querySelectorAll('link[href]')].map((l) => ['link ' + l.rel, l.href]),
        ...[...document.querySelectorAll('script[src]')].map((s) => ['script', s.src]),
    ]""")
    anchors = [href for kind, href in links if kind == "a"]
    assert anchors, f"{WHERE}: the page has no link"
    wrong = [f"{kind} {href}" for kind, href in links
             if EXAMPLE_HOST.search(urlsplit(href).hostname or "")]
    assert not wrong, f"{WHERE}: links point to an example domain: {wrong}"
