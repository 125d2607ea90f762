"""Search on a site whose indexes are in parts: a query loads only the part its term is in, and
finds exactly the pages the index lists for the term. The term is read from the built parts, so
this holds the browser's choice of part (triglot.js) to the build's (SearchTermParts.swift)."""

import json
import re

import pytest

from conftest import ORIGINS, parted_address, parted_site_folder
from test_search import BOX, RESULT_LINKS, results

LANGUAGES = ["en", "zh-hans", "ja"]
CJK_PAIR = re.compile(r"^[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]{2}$")
WORD = re.compile(r"^[a-z]{4,}$")


def index(language):
    """The language's documents, its parts' name and count, and every part's terms by number."""
    folder = parted_site_folder() / language
    main = (folder / "search-index.js").read_text(encoding="utf-8")
    fields = json.loads(main[main.index("{"):main.rindex("}") + 1])
    parts = {}
    for number in range(fields["parts"]):
        text = (folder / f"search-index.{fields['partsName']}.{number}.js").read_text(encoding="utf-8")
        parts[number] = json.loads(text[text.index("] = {") + 4:text.rindex("}") + 1])
    return fields, parts


def rare_term(language, parts):
    """A term of one to five pages that a reader would type as it is: a word of English letters,
    or a pair of Chinese or Japanese characters."""
    shape = WORD if language == "en" else CJK_PAIR
    for number in sorted(parts):
        for term, docs in sorted(parts[number].items()):
            if shape.match(term) and 1 <= len(docs) <= 5:
                return number, term, docs
    pytest.fail(f"the generated {language} index has no term of one to five pages")


@pytest.mark.parametrize("origin", ORIGINS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_query_loads_its_part_alone_and_finds_the_terms_pages(open_page, origin, language):
    fields, parts = index(language)
    assert fields["parts"] > 1, f"the generated {language} index is not in parts"
    assert "terms" not in fields
    number, term, docs = rare_term(language, parts)
    watched = open_page()
    page = watched.page
    requested = []
    page.on("request", lambda request: "search-index." in request.url and requested.append(request.url.rsplit("/", 1)[-1]))
    url = parted_address(origin, f"{language}/index.html")
    page.goto(url)
    # In one input event, so that no shorter prefix of the term loads a part of its own.
    page.locator(BOX).fill(term)
    shown = results(page)
    expected = sorted(fields["docs"][doc][1] for doc in docs)
    found = sorted(href.split(f"/{language}/", 1)[1] for _, href in shown)
    assert found == expected, f"{url}: searching {term!r} (part {number}) shows {found}, the index lists {expected}"
    part = f"search-index.{fields['partsName']}.{number}.js"
    assert set(requested) == {"search-index.js", part}, (
        f"{url}: searching {term!r} loaded {requested}, not the index and {part} alone")
    assert not watched.problems, f"{url}: {watched.problems}"
