"""Search on a site whose indexes are in parts: a query loads only the parts its term can be in,
and finds exactly the pages the index lists for the term; a lone letter still finds the words it
begins. The terms are read from the built parts, so this holds the browser's choice of parts
(triglot.js) to the build's cut (SearchTermParts.swift)."""

import json
import re

import pytest

from conftest import ORIGINS, parted_address, parted_site_folder
from test_search import BOX, RESULT_LINKS, results

LANGUAGES = ["en", "zh-hans", "ja"]
CJK_PAIR = re.compile(r"^[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]{2}$")
WORD = re.compile(r"^[a-z]{4,}$")


MOST_PARTS_FOR_A_PREFIX = 8  # triglot.js, mostPartsForAPrefix


def index(language):
    """The language's documents, its parts' name and beginnings, and every part's terms by number."""
    folder = parted_site_folder() / language
    main = (folder / "search-index.js").read_text(encoding="utf-8")
    fields = json.loads(main[main.index("{"):main.rindex("}") + 1])
    parts = {}
    for number in range(len(fields["parts"])):
        text = (folder / f"search-index.{fields['partsName']}.{number}.js").read_text(encoding="utf-8")
        parts[number] = json.loads(text[text.index("] = {") + 4:text.rindex("}") + 1])
    return fields, parts


def span(starts, term):
    """The part `term` would be in, and those after it that begin with it (Python compares
    strings by code points, as the build orders terms)."""
    first = max(number for number, start in enumerate(starts) if start <= term)
    found = [first]
    for number in range(first + 1, len(starts)):
        if not starts[number].startswith(term):
            break
        found.append(number)
    return found


def parts_of(starts, term):
    """The parts triglot.js loads for `term`: its span, or the first part alone past the most."""
    found = span(starts, term)
    return found if len(found) <= MOST_PARTS_FOR_A_PREFIX else found[:1]


def loaded_parts(page):
    """Record the search index files the page asks for, by name."""
    requested = []
    page.on("request", lambda request: "search-index." in request.url and requested.append(request.url.rsplit("/", 1)[-1]))
    return requested


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
    assert len(fields["parts"]) > 1, f"the generated {language} index is not in parts"
    assert "terms" not in fields
    number, term, docs = rare_term(language, parts)
    watched = open_page()
    page = watched.page
    requested = loaded_parts(page)
    url = parted_address(origin, f"{language}/index.html")
    page.goto(url)
    # In one input event, so that no shorter prefix of the term loads parts of its own.
    page.locator(BOX).fill(term)
    shown = results(page)
    expected = sorted(fields["docs"][doc][1] for doc in docs)
    found = sorted(href.split(f"/{language}/", 1)[1] for _, href in shown)
    assert found == expected, f"{url}: searching {term!r} (part {number}) shows {found}, the index lists {expected}"
    wanted = parts_of(fields["parts"], term)
    assert wanted[0] == number
    files = {"search-index.js"} | {f"search-index.{fields['partsName']}.{part}.js" for part in wanted}
    assert set(requested) == files, f"{url}: searching {term!r} loaded {requested}, not {sorted(files)}"
    assert not watched.problems, f"{url}: {watched.problems}"


@pytest.mark.parametrize("origin", ORIGINS)
def test_a_lone_letter_finds_the_words_it_begins(open_page, origin):
    fields, parts = index("en")
    starts = fields["parts"]
    terms = [term for part in parts.values() for term in part]
    letter = next((letter for letter in "abcdefghijklmnopqrstuvwxyz"
                   if len(span(starts, letter)) <= MOST_PARTS_FOR_A_PREFIX
                   and any(term.startswith(letter) and term != letter for term in terms)), None)
    assert letter, "no letter of the generated en index begins a word"
    watched = open_page()
    page = watched.page
    requested = loaded_parts(page)
    url = parted_address(origin, "en/index.html")
    page.goto(url)
    page.locator(BOX).fill(letter)
    shown = results(page)
    assert shown, f"{url}: the lone letter {letter!r} shows no result"
    files = {"search-index.js"} | {f"search-index.{fields['partsName']}.{part}.js" for part in parts_of(starts, letter)}
    assert set(requested) == files, f"{url}: {letter!r} loaded {requested}, not {sorted(files)}"
    assert not watched.problems, f"{url}: {watched.problems}"
