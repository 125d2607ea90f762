"""A list page in parts, on the generated 200-page site built with `pagination.pagerSize: 60`
(Scripts/browser-check): each language's home page and the translation-status page are four
pages linked to one another. The parts' links fit a 390 px phone and a 1280 px window in light
and dark mode, lead from part to part, and every page's sidebar leads a folder to the part that
lists it, where the folder's heading is."""

import pytest

from conftest import ORIGINS, check_links_in, parted_address, parted_site_folder

LANGUAGES = ["en", "zh-hans", "ja"]
PARTS = 4


def test_the_generated_site_has_four_parts_of_each_list():
    folder = parted_site_folder()
    for language in LANGUAGES:
        made = sorted(path.name for path in (folder / language).glob("index*.html"))
        assert made == ["index-2.html", "index-3.html", "index-4.html", "index.html"], f"{language}: {made}"
    assert (folder / "translation-status-4.html").is_file() and not (folder / "translation-status-5.html").exists()


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("width", [390, 1280])
@pytest.mark.parametrize("path", ["en/index-2.html", "ja/index-3.html", "translation-status-2.html"])
def test_the_parts_links_fit_and_pass_axe(open_page, path, width, theme):
    watched = open_page(width, 900, theme)
    page = watched.page
    url = parted_address("http", path)
    page.goto(url)
    page.evaluate("() => document.fonts.ready")
    nav = page.locator("nav.list-parts")
    assert nav.count() == 1 and nav.is_visible(), f"{url}: no links between the parts"
    links = nav.locator("ol a")
    assert links.count() == PARTS
    current = nav.locator("ol a[aria-current=page]")
    assert current.count() == 1 and current.inner_text() == path.split("-")[-1].split(".")[0]
    check_links_in(watched, "nav.list-parts", "nav.list-parts a", f"{url} ({width} px, {theme})")


@pytest.mark.parametrize("origin", ORIGINS)
def test_next_and_previous_lead_from_part_to_part(open_page, origin):
    page = open_page().page
    page.goto(parted_address(origin, "en/index.html"))
    assert page.locator("nav.list-parts a[rel=prev]").count() == 0
    for number in range(2, PARTS + 1):
        page.locator("nav.list-parts a[rel=next]").click()
        page.wait_for_load_state()
        assert page.url.endswith(f"/en/index-{number}.html"), page.url
        assert page.locator("#all-pages .list-part-label").inner_text() == f"(part {number} of {PARTS})"
    assert page.locator("nav.list-parts a[rel=next]").count() == 0
    page.locator("nav.list-parts a[rel=prev]").click()
    page.wait_for_load_state()
    assert page.url.endswith(f"/en/index-{PARTS - 1}.html"), page.url


@pytest.mark.parametrize("origin", ORIGINS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_sidebar_folder_leads_to_the_part_that_lists_it(open_page, origin, language):
    folder = parted_site_folder() / language
    modules = sorted(path.name for path in folder.iterdir() if path.is_dir() and path.name.startswith("module"))
    assert len(modules) >= 2, f"{language}: {modules}"
    last = modules[-1]
    page_file = sorted((folder / last).glob("*.html"))[0]
    page = open_page(1280, 900).page
    page.goto(parted_address(origin, f"{language}/{last}/{page_file.name}"))
    link = page.locator(f'nav.sidebar a.folder[href$="#folder-{last}"]')
    assert link.count() == 1, f"no sidebar link to the folder {last}"
    href = link.get_attribute("href")
    assert not href.startswith("../index.html#"), f"{last} is listed past the first part, but the sidebar links {href}"
    link.click()
    page.wait_for_load_state()
    heading = page.locator(f"section#folder-{last}")
    assert heading.count() == 1 and heading.is_visible(), f"{page.url}: no list of {last}"
    listed = heading.locator("a").evaluate_all("(links) => links.map((a) => a.getAttribute('href'))")
    assert f"{last}/{page_file.name}" in listed or any(href.startswith(f"{last}/") for href in listed)
