"""axe-core finds no serious or critical accessibility violation on any kind of page, in any
language, in light and dark mode. axe.min.js comes from the axe-playwright-python package."""

import pytest
from axe_playwright_python.base import AXE_FILE_PATH

from conftest import address, page_params

AXE_SOURCE = AXE_FILE_PATH.read_text(encoding="utf-8")
WIDTH = 1280


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("path", page_params())
def test_no_serious_accessibility_violation(open_page, path, theme):
    page = open_page(WIDTH, 900, theme).page
    url = address("http", path)
    page.goto(url)
    page.evaluate("() => document.fonts.ready")
    assert page.evaluate(f"() => matchMedia('(prefers-color-scheme: {theme})').matches"), (
        f"{url}: the {theme} color scheme is not in effect")
    page.evaluate(AXE_SOURCE)
    results = page.evaluate("() => axe.run(document, {resultTypes: ['violations']})")
    assert results["passes"] or results["incomplete"] or results["inapplicable"], (
        f"{url}: axe-core ran no rule")
    serious = [v for v in results["violations"] if v.get("impact") in ("serious", "critical")]
    lines = []
    for violation in serious:
        targets = [" ".join(map(str, node.get("target", []))) for node in violation["nodes"]]
        summary = ""
        if violation["nodes"] and violation["nodes"][0].get("failureSummary"):
            summary = " — " + violation["nodes"][0]["failureSummary"].replace("\n", " ")[:400]
        lines.append(f"{violation['id']} ({violation['impact']}, {len(targets)} element(s): "
                     f"{', '.join(targets[:4])}){summary}")
    assert not serious, f"{url} ({WIDTH} px, {theme}): " + "; ".join(lines)
