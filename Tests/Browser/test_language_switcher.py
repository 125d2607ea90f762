"""The language switcher keeps the section being read: headings carry the same ids in every
language, so switching from the middle of a long article lands on the same section."""

import pytest

from conftest import DIAGRAM_ARTICLE, ORIGINS, address

# A long article (many sections and diagrams), opened without a fragment.
SWITCHES = [
    pytest.param("en", "ja", id="en-to-ja"),
    pytest.param("zh-hans", "en", id="zh-hans-to-en"),
]
WIDTH, HEIGHT = 1280, 800


@pytest.mark.parametrize("origin", ORIGINS)
@pytest.mark.parametrize("source,target", SWITCHES)
def test_language_switch_keeps_section(open_page, origin, source, target):
    page = open_page(WIDTH, HEIGHT).page
    url = address(origin, f"{source}/{DIAGRAM_ARTICLE}")
    where = f"{url} ({WIDTH} px, light)"
    page.goto(url)
    assert "#" not in page.url, f"{where}: opened with a fragment: {page.url}"

    headings = page.evaluate(
        "() => [...document.querySelectorAll('main h2')].map((h) => h.id)")
    assert len(headings) >= 3, f"{where}: expected at least 3 h2 headings, found {headings}"
    section = headings[2]
    assert section, f"{where}: the third h2 has no id"

    # Scroll the section heading to the top, as a reader who scrolled there (wheel scrolling
    # fires scroll events; scrollIntoView does too), then let scroll handlers run.
    page.evaluate("(id) => document.getElementById(id).scrollIntoView({block: 'start'})", section)
    page.mouse.move(WIDTH / 2, HEIGHT / 2)
    page.mouse.wheel(0, 1)
    page.wait_for_timeout(400)
    top = page.evaluate("(id) => document.getElementById(id).getBoundingClientRect().top", section)
    assert abs(top) < HEIGHT / 2, f"{where}: could not scroll #{section} to the top (top {top})"

    link = page.locator(f"nav.language-switcher a[hreflang='{target}' i]")
    assert link.count() == 1, f"{where}: no link to {target} in the language switcher"
    link.click()
    page.wait_for_url(f"**/{target}/{DIAGRAM_ARTICLE}*")
    page.wait_for_load_state("load")
    page.wait_for_timeout(400)

    fragment = page.url.split("#", 1)[1] if "#" in page.url else ""
    landed = page.evaluate("""(id) => {
        const heading = document.getElementById(id);
        if (!heading) return null;
        return {top: heading.getBoundingClientRect().top, scrollY: window.scrollY,
                height: window.innerHeight};
    }""", section)
    assert landed is not None, f"{page.url}: the {target} page has no #{section} heading"
    scrolled_to_it = landed["scrollY"] > 0 and -5 <= landed["top"] <= landed["height"] * 0.4
    assert fragment == section or scrolled_to_it, (
        f"{where}: reading #{section} (the third h2) and switching to {target} lands on "
        f"{page.url} with #{section} at {landed['top']:.0f} px from the top "
        f"(scrollY {landed['scrollY']:.0f}); expected #{section} in the URL or in view at the top")
