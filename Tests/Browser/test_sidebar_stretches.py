"""Sidebars of long folders, on the generated 200-page site built with `pagination.sidebarSize: 40`
(Scripts/browser-check): each folder of about 100 pages is shown in stretches of at most 40
entries. A page's sidebar lists its own stretch, with the page marked; the links to the
stretches before and after fit a 390 px phone and a 1280 px window in light and dark mode, and
lead to a page whose sidebar shows that stretch."""

import pytest

from conftest import ORIGINS, check_links_in, parted_address, parted_site_folder

LANGUAGES = ["en", "zh-hans", "ja"]
SIZE = 40


def first_module(language: str) -> str:
    """The first folder of generated pages in a language's part of the site."""
    folder = parted_site_folder() / language
    modules = sorted(path.name for path in folder.iterdir() if path.is_dir() and path.name.startswith("module"))
    return modules[0]


def sidebar_state(page):
    return page.evaluate("""() => {
        const list = document.querySelector('nav.sidebar a[aria-current=page]').closest('ul');
        const entries = [...list.children].filter((li) => !li.classList.contains('sidebar-more'));
        const more = [...list.children].filter((li) => li.classList.contains('sidebar-more'))
            .map((li) => ({text: li.innerText, href: li.querySelector('a').getAttribute('href'),
                           first: li === list.firstElementChild}));
        return {entries: entries.map((li) => li.querySelector('a').getAttribute('href')), more};
    }""")


@pytest.mark.parametrize("origin", ORIGINS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_long_folder_is_walked_stretch_by_stretch(open_page, origin, language):
    module = first_module(language)
    count = len(list((parted_site_folder() / language / module).glob("*.html")))
    assert count > 2 * SIZE, f"{language}/{module} has {count} pages, too few for three stretches"
    page = open_page(1280, 900).page
    first = sorted((parted_site_folder() / language / module).glob("*.html"))[0].name
    page.goto(parted_address(origin, f"{language}/{module}/{first}"))
    # Forward to the last stretch, then back to the first, by the sidebar's own links.
    seen = []
    for step in range(10):
        state = sidebar_state(page)
        assert 0 < len(state["entries"]) <= SIZE, f"{page.url}: {len(state['entries'])} entries"
        seen.append(tuple(state["entries"]))
        later = [m for m in state["more"] if not m["first"]]
        if not later:
            break
        page.locator("nav.sidebar li.sidebar-more:last-child a").first.click()
        page.wait_for_load_state()
        assert page.locator("nav.sidebar a[aria-current=page]").count() == 1, page.url
    stretches = len(seen)
    assert stretches == -(-count // SIZE), f"{stretches} stretches for {count} pages"
    assert sum(len(s) for s in seen) == count and len(set(sum(map(list, seen), []))) == count
    for step in range(stretches - 1):
        earlier = [m for m in sidebar_state(page)["more"] if m["first"]]
        assert earlier, f"{page.url}: no link to the stretch before"
        page.locator("nav.sidebar li.sidebar-more").first.locator("a").click()
        page.wait_for_load_state()
    assert not [m for m in sidebar_state(page)["more"] if m["first"]]


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("width", [390, 1280])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_links_past_a_stretch_fit_and_pass_axe(open_page, language, width, theme):
    module = first_module(language)
    pages = sorted((parted_site_folder() / language / module).glob("*.html"))
    watched = open_page(width, 900, theme)
    page = watched.page
    # A page of the middle stretch has a link on both sides; its own name is not known in
    # advance, so follow the first page's link forward.
    page.goto(parted_address("http", f"{language}/{module}/{pages[0].name}"))
    # On a phone the sidebar is the menu: opened before each use.
    if width == 390:
        page.locator(".menu-button").first.click()
    page.locator("nav.sidebar li.sidebar-more:last-child a").first.click()
    page.wait_for_load_state()
    if width == 390:
        page.locator(".menu-button").first.click()
    more = page.locator("nav.sidebar li.sidebar-more a")
    assert more.count() == 2, f"{page.url}: {more.count()} links past the stretch"
    for link in more.all():
        link.scroll_into_view_if_needed()
        assert link.is_visible()
    check_links_in(watched, "nav.sidebar", "nav.sidebar li.sidebar-more a", f"{page.url} ({width} px, {theme})")
