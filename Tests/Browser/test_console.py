"""Every kind of page loads without a console error, an uncaught exception or a failed request,
opened from disk and over HTTP (requests to other hosts are blocked, and so count as failed)."""

import pytest

from conftest import ORIGINS, address, page_params


@pytest.mark.parametrize("origin", ORIGINS)
@pytest.mark.parametrize("path", page_params())
def test_no_console_error_or_failed_request(open_page, origin, path):
    watched = open_page()
    page = watched.page
    url = address(origin, path)
    response = page.goto(url)
    if origin == "http":
        assert response is not None and response.ok, f"{url}: HTTP {response and response.status}"
    # The search index loads when the box is first focused: load it too.
    box = page.locator("form.search input[type=search]")
    if box.count() and box.is_visible():
        box.focus()
    page.wait_for_load_state("networkidle")
    assert page.locator("body").inner_text().strip(), f"{url}: the page shows no text"
    assert not watched.problems, (
        f"{url} (1280 px, light): " + "; ".join(watched.problems))
