"""Layout: nothing scrolls sideways on a 360 px phone, and the lifecycle diagrams keep their
labels inside the picture."""

import pytest

from conftest import DIAGRAM_ARTICLE, LANGUAGES, address, page_params, site_folder

PHONE = 360


@pytest.mark.parametrize("path", page_params())
def test_no_horizontal_overflow_at_360px(open_page, path):
    page = open_page(PHONE, 800).page
    url = address("file", path)
    page.goto(url)
    page.evaluate("() => document.fonts.ready")
    sizes = page.evaluate("""() => {
        const width = window.innerWidth;
        const root = document.documentElement;
        // The widest elements sticking out on the right, to name in the message.
        const wide = [...document.body.querySelectorAll('*')]
            .filter((element) => element.getBoundingClientRect().right > width + 0.5)
            .filter((element) => !element.parentElement ||
                    element.parentElement.getBoundingClientRect().right <= width + 0.5)
            .slice(0, 5)
            .map((element) => element.tagName.toLowerCase() +
                 (element.className && typeof element.className === 'string' ? '.' + element.className.trim().split(/\\s+/).join('.') : '') +
                 ' "' + (element.textContent || '').trim().slice(0, 40) + '"' +
                 ' (right edge at ' + Math.round(element.getBoundingClientRect().right) + ' px)');
        return {scrollWidth: root.scrollWidth, innerWidth: width, wide: wide,
                text: document.body.innerText.trim().length};
    }""")
    assert sizes["innerWidth"] == PHONE, f"{url}: viewport is {sizes['innerWidth']} px, not {PHONE}"
    assert sizes["text"] > 0, f"{url} ({PHONE} px, light): the page shows no text"
    assert sizes["scrollWidth"] <= sizes["innerWidth"], (
        f"{url} ({PHONE} px, light): the page is {sizes['scrollWidth']} px wide and scrolls "
        f"sideways; sticking out: {sizes['wide']}")


def diagram_pages():
    """Every page of the site with a lifecycle diagram, in every language."""
    pages = []
    for language in LANGUAGES:
        for file in sorted((site_folder() / language).rglob("*.html")):
            if "lifecycle-diagram" in file.read_text(encoding="utf-8"):
                pages.append(file.relative_to(site_folder()).as_posix())
    return pages


def test_diagram_pages_found():
    pages = diagram_pages()
    for language in LANGUAGES:
        assert f"{language}/{DIAGRAM_ARTICLE}" in pages, (
            f"{language}/{DIAGRAM_ARTICLE} has no svg.lifecycle-diagram; pages with one: {pages}")


@pytest.mark.parametrize("path", [pytest.param(path, id=path) for path in diagram_pages()])
def test_diagram_labels_inside_the_picture(open_page, path):
    page = open_page(1280, 900).page
    url = address("file", path)
    page.goto(url)
    page.evaluate("() => document.fonts.ready")
    failures = []
    for width in [1280, PHONE]:
        page.set_viewport_size({"width": width, "height": 900})
        report = page.evaluate(LABELS_OUTSIDE)
        where = f"{url} ({width} px, light)"
        assert report["diagrams"] > 0, f"{where}: no svg.lifecycle-diagram on the page"
        assert report["texts"] > 0, f"{where}: the diagrams hold no text element"
        if report["outside"]:
            failures.append(f"{where}: {len(report['outside'])} diagram label(s) outside their "
                            "svg: " + "; ".join(report["outside"][:8]))
    assert not failures, "\n".join(failures)


# For every svg.lifecycle-diagram, its text elements whose box leaves the svg's box.
LABELS_OUTSIDE = """() => {
    const diagrams = [...document.querySelectorAll('svg.lifecycle-diagram')];
    const outside = [];
    let texts = 0;
    diagrams.forEach((svg, index) => {
        const box = svg.getBoundingClientRect();
        svg.querySelectorAll('text').forEach((text) => {
            texts += 1;
            const r = text.getBoundingClientRect();
            if (r.width === 0 && r.height === 0) return;
            const out = [];
            if (r.left < box.left - 0.5) out.push('left by ' + (box.left - r.left).toFixed(1));
            if (r.right > box.right + 0.5) out.push('right by ' + (r.right - box.right).toFixed(1));
            if (r.top < box.top - 0.5) out.push('top by ' + (box.top - r.top).toFixed(1));
            if (r.bottom > box.bottom + 0.5) out.push('bottom by ' + (r.bottom - box.bottom).toFixed(1));
            if (out.length) {
                const title = svg.querySelector('title');
                outside.push('diagram ' + (index + 1) +
                    (title ? ' "' + title.textContent.trim().slice(0, 60) + '"' : '') +
                    ': "' + text.textContent.trim().slice(0, 50) + '" past the ' + out.join(', '));
            }
        });
    });
    return {diagrams: diagrams.length, texts: texts, outside: outside};
}"""
