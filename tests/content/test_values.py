"""``[[value name]]``: numbers the engine owns, printed in running text from the engine itself."""

from __future__ import annotations

import re
from pathlib import Path

import markdown
import pytest
from django.conf import settings

from naipes.games import docena, papayoo, tute
from naipes_site.inserts import InsertError
from naipes_site.inserts.values import VALUES, value
from naipes_site.markdown_ext import NaipesExtension
from tests.content.pages import html_of

pytestmark = pytest.mark.django_db

CONTENT = Path(settings.CONTENT_DIR)


def render(text: str) -> str:
    return markdown.Markdown(extensions=[NaipesExtension(lang="en")]).convert(text)


def test_a_value_prints_the_engines_number():
    assert render("A round hands out [[value papayoo.ROUND_TOTAL]] points.") == (
        f"<p>A round hands out {papayoo.ROUND_TOTAL} points.</p>")
    assert render("**[[value tute.DEAL_POINTS]]**") == f"<p><strong>{tute.total_points() + 10}</strong></p>"


@pytest.mark.parametrize("name", ["papayoo.NOPE", "papayoo.round_total", "os.sep", "", "papayoo.deck"])
def test_an_unknown_name_fails_the_page_loudly(name):
    with pytest.raises(InsertError):
        render(f"Total: [[value {name}]].")


def test_every_listed_value_is_a_whole_number_from_the_engine():
    assert {name: int(value(name)) for name in VALUES} == {name: found() for name, found in VALUES.items()}
    assert (value("papayoo.PAYOO_TOTAL"), value("papayoo.PAPAYOO_POINTS")) == ("210", "40")
    assert (value("tute.CARD_POINTS"), value("docena.STONES")) == ("120", str(docena.STONES))


def test_every_value_named_in_the_content_exists_and_both_languages_name_the_same():
    """Every ``[[value ...]]`` in a rule page or cheat sheet resolves, and each Spanish page names the same
    engine numbers as its English twin."""
    named: dict[str, dict[str, list[str]]] = {"es": {}, "en": {}}
    for lang in named:
        for path in sorted((CONTENT / lang).rglob("*.md")):
            names = sorted(n.strip() for n in re.findall(r"\[\[value ([^\]]*)\]\]", path.read_text("utf-8")))
            for name in names:
                value(name)
            named[lang][path.relative_to(CONTENT / lang).as_posix()] = names
    assert named["es"] == named["en"]
    used = {name for names in named["en"].values() for name in names}
    assert {"docena.STONES", "papayoo.ROUND_TOTAL", "tute.CARD_POINTS", "paulo.CUERNO"} <= used


@pytest.mark.parametrize("lang", ("es", "en"))
def test_the_papayoo_page_prints_250_from_the_engine(client, lang):
    html = html_of(client, f"/{lang}/papayoo/")
    assert "[[value" not in html and f"{papayoo.ROUND_TOTAL}" in html
