"""The shared practice code knows no game by name: what differs between games lives in each game's own files
(``practice/games/<slug>.py`` or the package ``practice/games/<slug>/``, as La Docena's own table, and
``practice/templates/practice/games/<slug>/``). A slug typed in the shared views,
coach, progress or templates is where a new game would silently be drawn as another (the old hand template
gave any game not named Papayoo's table)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from django.conf import settings

from naipes import GAME_SLUGS

PRACTICE = Path(settings.BASE_DIR) / "practice"
TEMPLATES = PRACTICE / "templates" / "practice"
SLUG_IN_TEMPLATE = re.compile("[\"'](" + "|".join(GAME_SLUGS) + ")[\"']")
HARD_CODED_LINK = re.compile(r"""href=["']/\{\{ *lang""")


def own_file_of_a_game(path: Path) -> bool:
    return "games" in path.relative_to(PRACTICE).parts or path.stem.lstrip("_").split("_")[0] in GAME_SLUGS


def shared(pattern: str) -> list[Path]:
    return sorted(p for p in PRACTICE.rglob(pattern) if "migrations" not in p.parts and not own_file_of_a_game(p))


def slugs_in_python(source: str) -> list[str]:
    return [node.value for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.Constant) and node.value in GAME_SLUGS]


def slugs_in_template(source: str) -> list[str]:
    return SLUG_IN_TEMPLATE.findall(source)


def test_the_detectors_see_a_game_named_in_a_comparison_a_table_or_a_template():
    assert slugs_in_python('if game.slug == "tute":\n    pass') == ["tute"]
    assert slugs_in_python('DRILLS = {"papayoo": "papayoo-trick"}') == ["papayoo"]
    assert slugs_in_python('url = "practice:docena" if slug in ("docena",) else "practice:hand"') == ["docena"]
    assert slugs_in_template('{% if practice.slug == "paulo" %}…{% elif practice.slug == \'cirulo\' %}') == [
        "paulo", "cirulo"]
    assert not slugs_in_python('"""Tute and Papayoo: words in a docstring."""\nname = "tute-legal"')
    assert not slugs_in_template('{% translate "Papayoo" %}{% include "practice/games/docena/_hand.html" %}')


def test_the_shared_files_are_the_ones_meant():
    names = {p.name for p in shared("*.py")} | {p.name for p in shared("*.html")}
    assert {"views.py", "coach.py", "progress.py", "urls.py", "game.py", "_hand.html", "hand.html",
            "index.html"} <= names
    assert not names & {"tute.py", "docena.py", "docena_views.py", "_docena.html", "tute.html", "tute_setup.html"}


@pytest.mark.parametrize("path", shared("*.py"), ids=lambda p: str(p.relative_to(PRACTICE)))
def test_shared_python_names_no_game(path):
    assert not slugs_in_python(path.read_text()), "a game's own code belongs in practice/games/<slug>.py"


@pytest.mark.parametrize("path", shared("*.html"), ids=lambda p: str(p.relative_to(PRACTICE)))
def test_shared_templates_name_no_game(path):
    assert not slugs_in_template(path.read_text()), "a game's own markup belongs in its partial"


@pytest.mark.parametrize("path", sorted(TEMPLATES.rglob("*.html")), ids=lambda p: str(p.relative_to(TEMPLATES)))
def test_practice_templates_link_by_url_name(path):
    assert not HARD_CODED_LINK.search(path.read_text()), "use {% url %} instead of /{{ lang }}/…"
