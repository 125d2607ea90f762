"""The translation-status page (translation-status.html at the site root): nothing scrolls
sideways on a 360 px phone, axe-core finds no serious or critical violation in light or dark mode,
and nothing goes to the console. Checked on the shipped site, where every translation is current,
and on a copy of Content/ whose English changed since it was translated, with a translation
missing and one untracked: its cells list sections and links, which must fit and work too."""

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from axe_playwright_python.base import AXE_FILE_PATH

from conftest import address

PATH = "translation-status.html"
REPOSITORY = Path(__file__).resolve().parents[2]
AXE_SOURCE = AXE_FILE_PATH.read_text(encoding="utf-8")
PHONE = 360
WINDOW = "uikit/uiwindow"
MAIN = "uikit/uiapplicationmain"
KEY_AND_VISIBLE = "uikit/uiwindow/makekeyandvisible"


@pytest.fixture(scope="session")
def drifted_site(tmp_path_factory) -> Path:
    """A site built from Content/ with UIWindow's English changed after both translations (one
    section changed, one added), the Japanese UIApplicationMain deleted, and the Chinese
    makeKeyAndVisible's lock entry removed. The copy is outside any git repository, so the lock
    is all there is: outdated, missing and untracked, with no dates."""
    work = tmp_path_factory.mktemp("drifted")
    content = work / "Content"
    shutil.copytree(REPOSITORY / "Content", content)
    english = content / "en" / f"{WINDOW}.md"
    text = english.read_text(encoding="utf-8")
    assert "## Discussion\n\n" in text and "## Topics" in text, f"{english} has no Discussion or Topics section"
    text = text.replace("## Discussion\n\n", "## Discussion\n\nA window keeps its scene until the scene disconnects.\n\n", 1)
    text = text.replace("## Topics", "## Window Restoration\n\nA restored window takes the frame its scene saved.\n\n## Topics", 1)
    english.write_text(text, encoding="utf-8")
    (content / "ja" / f"{MAIN}.md").unlink()
    lock_file = content / "translations.lock"
    lock = json.loads(lock_file.read_text(encoding="utf-8"))
    del lock["translations"]["zh-Hans"][f"{KEY_AND_VISIBLE}.md"]
    lock_file.write_text(json.dumps(lock, indent=2), encoding="utf-8")
    # The triglot Scripts/browser-check has just built.
    binaries = subprocess.run(["swift", "build", "--show-bin-path"], cwd=REPOSITORY, check=True,
                              capture_output=True, text=True).stdout.strip()
    site = work / "Site"
    subprocess.run([str(Path(binaries) / "triglot"), "build", "--content", str(content), "--output", str(site),
                    "--quiet", "--allow-errors"], check=True, capture_output=True)
    return site


def status_url(site: str, drifted: Path, origin: str = "file") -> str:
    if site == "shipped":
        return address(origin, PATH)
    return (drifted / PATH).resolve().as_uri()


SITES = ["shipped", "drifted"]


@pytest.mark.parametrize("site", SITES)
def test_no_horizontal_overflow_at_360px(open_page, drifted_site, site):
    page = open_page(PHONE, 800).page
    url = status_url(site, drifted_site)
    page.goto(url)
    page.evaluate("() => document.fonts.ready")
    sizes = page.evaluate("""() => {
        const width = window.innerWidth;
        const wide = [...document.body.querySelectorAll('*')]
            .filter((element) => element.getBoundingClientRect().right > width + 0.5)
            // What scrolls inside its own region does not widen the page.
            .filter((element) => !element.closest('.status-scroll'))
            .slice(0, 5)
            .map((element) => element.tagName.toLowerCase() + '.' + String(element.className) +
                 ' (right edge at ' + Math.round(element.getBoundingClientRect().right) + ' px)');
        return {scrollWidth: document.documentElement.scrollWidth, innerWidth: width, wide: wide,
                rows: document.querySelectorAll('.status-table tbody tr').length};
    }""")
    assert sizes["innerWidth"] == PHONE, f"{url}: viewport is {sizes['innerWidth']} px, not {PHONE}"
    assert sizes["rows"] > 0, f"{url}: the status table has no rows"
    assert sizes["scrollWidth"] <= sizes["innerWidth"], (
        f"{url} ({PHONE} px): the page is {sizes['scrollWidth']} px wide and scrolls sideways; "
        f"sticking out: {sizes['wide']}")


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("site", SITES)
def test_no_serious_accessibility_violation(open_page, drifted_site, site, theme):
    page = open_page(1280, 900, theme).page
    url = status_url(site, drifted_site, origin="http")
    page.goto(url)
    page.evaluate("() => document.fonts.ready")
    assert page.evaluate(f"() => matchMedia('(prefers-color-scheme: {theme})').matches")
    page.evaluate(AXE_SOURCE)
    results = page.evaluate("() => axe.run(document, {resultTypes: ['violations']})")
    assert results["passes"], f"{url}: axe-core ran no rule"
    serious = [v for v in results["violations"] if v.get("impact") in ("serious", "critical")]
    lines = [f"{v['id']} ({v['impact']}): " + ", ".join(" ".join(map(str, n.get("target", []))) for n in v["nodes"][:4])
             for v in serious]
    assert not serious, f"{url} (1280 px, {theme}): " + "; ".join(lines)


@pytest.mark.parametrize("site,origin", [("shipped", "file"), ("shipped", "http"), ("drifted", "file")])
def test_no_console_error_or_failed_request(open_page, drifted_site, site, origin):
    watched = open_page()
    url = status_url(site, drifted_site, origin)
    watched.page.goto(url)
    box = watched.page.locator("form.search input[type=search]")
    if box.count() and box.is_visible():
        box.focus()
    watched.page.wait_for_load_state("networkidle")
    assert not watched.problems, f"{url}: " + "; ".join(watched.problems)


def cell(page, english: str, column: int):
    """The cell of a page (by its English page's address) in a language column (1 = the first)."""
    return page.locator(f'.status-table tr:has(th a[href="en/{english}.html"]) td').nth(column - 1)


def test_drifted_cells_name_sections_and_link_to_both_pages(open_page, drifted_site):
    page = open_page().page
    page.goto(status_url("drifted", drifted_site))
    columns = page.eval_on_selector_all(".status-table thead th[lang]", "(cells) => cells.map((c) => c.lang)")
    assert columns == ["zh-Hans", "ja"], f"language columns: {columns}"
    for column, language in [(1, "zh-hans"), (2, "ja")]:
        outdated = cell(page, WINDOW, column)
        assert outdated.locator("a.status-outdated").get_attribute("href") == f"{language}/{WINDOW}.html"
        sections = outdated.locator(".status-changes a")
        hrefs = [sections.nth(i).get_attribute("href") for i in range(sections.count())]
        assert hrefs == [f"en/{WINDOW}.html#discussion", f"en/{WINDOW}.html#window-restoration"], hrefs
    assert cell(page, MAIN, 2).locator("a").count() == 0, "a missing translation is linked"
    assert cell(page, MAIN, 2).inner_text().strip() == "Missing"
    assert cell(page, KEY_AND_VISIBLE, 1).locator("a.status-untracked").count() == 1
    # A section link opens the English page at that section.
    cell(page, WINDOW, 2).locator(".status-changes a").first.click()
    page.wait_for_load_state()
    assert page.url.endswith(f"/en/{WINDOW}.html#discussion"), page.url
    assert page.locator("#discussion").count() == 1


def test_the_footer_leads_to_the_status_page(open_page):
    page = open_page().page
    page.goto(address("file", "ja/index.html"))
    page.locator(".site-footer a[href$='translation-status.html']").click()
    page.wait_for_load_state()
    assert page.url.endswith("/" + PATH), page.url
    assert page.locator("h1").inner_text().strip() == "Translation status"
