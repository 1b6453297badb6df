"""The code every game shares compares no game's slug: what differs between games is declared in each game's
own files, and the shared code asks them. A shared view, template or answerer that tests ``game == "tute"``
draws any new game as whichever game its ``else`` was written for, silently (the old practice hand template
gave every game not named Papayoo's table). The engine (``naipes/``, one module per game) and the tests are
outside this rule.

A game's own file is known by its path: a folder named ``games`` (``practice/games/``, ``search/games/``) or
after the game, or a file whose name holds the slug as a word (``counters/games/tute/views.py``,
``naipes_site/games/paulo/inserts.py``, ``wording/games/docena.py``, ``judges/templates/judges/games/docena/_verdict.html``).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from naipes import GAME_SLUGS

ROOT = Path(__file__).resolve().parents[2]
OUTSIDE = {"naipes", "tests", "bench", "docs", "content", "scripts", "static", "node_modules", "staticfiles"}
"""Top-level folders that are not the apps' or the site's code (the engine, tests, benchmarks, texts)."""

SLUGS = frozenset(GAME_SLUGS)
COMPARING = (ast.Eq, ast.NotEq, ast.In, ast.NotIn, ast.Is, ast.IsNot)
TEMPLATE_TEST = re.compile(r"\{%-?\s*(?:if|elif)\b(.*?)-?%\}", re.S)
QUOTED = re.compile(r"""["']([^"']*)["']""")


def own_file_of_a_game(relative: Path) -> bool:
    folders, name = relative.parts[:-1], relative.stem
    return bool("games" in folders or SLUGS & set(folders) or SLUGS & set(re.split(r"[_\-.]", name)))


def shared_files() -> Iterator[Path]:
    for top in sorted(ROOT.iterdir()):
        if not top.is_dir() or top.name in OUTSIDE or top.name.startswith(".") or top.name.endswith(".egg-info"):
            continue
        for path in sorted(top.rglob("*")):
            if path.suffix in (".py", ".html") and not own_file_of_a_game(path.relative_to(ROOT)):
                yield path


def _named(text: str) -> list[str]:
    """The slugs a quoted string is or holds as words (``in "tute papayoo"`` tests for a substring)."""
    return [word for word in re.split(r"[\s,]+", text) if word in SLUGS]


def _slugs_in(node: ast.AST) -> list[str]:
    """A slug written as the node, or among the items of a tuple, list or set written there."""
    items = node.elts if isinstance(node, (ast.Tuple, ast.List, ast.Set)) else [node]
    return [slug for item in items if isinstance(item, ast.Constant) and isinstance(item.value, str)
            for slug in _named(item.value)]


def compared_in_python(source: str) -> list[str]:
    """Each slug the code compares something with: ``==``, ``!=``, ``in (…)``, ``not in {…}``, a ``case``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare) and any(isinstance(op, COMPARING) for op in node.ops):
            for side in (node.left, *node.comparators):
                found += _slugs_in(side)
        elif isinstance(node, ast.MatchValue):
            found += _slugs_in(node.value)
    return found


def compared_in_template(source: str) -> list[str]:
    """Each slug written in an ``{% if %}`` or ``{% elif %}`` test (the only place a template compares)."""
    return [slug for test in TEMPLATE_TEST.findall(source) for text in QUOTED.findall(test) for slug in _named(text)]


def compared(path: Path) -> list[str]:
    source = path.read_text(encoding="utf-8")
    return compared_in_python(source) if path.suffix == ".py" else compared_in_template(source)


@pytest.mark.parametrize(("check", "source", "games"), [
    (compared_in_python, 'if game == "tute":\n    pass', ["tute"]),
    (compared_in_python, 'if "paulo" != info.slug:\n    pass', ["paulo"]),
    (compared_in_python, 'x = 1 if slug in ("docena", "cirulo") else 2', ["docena", "cirulo"]),
    (compared_in_python, 'ok = game not in {"papayoo"}', ["papayoo"]),
    (compared_in_python, 'ok = kind in ["tute"]', ["tute"]),
    (compared_in_python, 'ok = slug in "tute papayoo"', ["tute", "papayoo"]),
    (compared_in_python, 'match game:\n    case "cirulo":\n        pass', ["cirulo"]),
    (compared_in_python, 'points = tute_points(q) if game == "tute" else papayoo_points(q)', ["tute"]),
    (compared_in_template, '{% if x == "tute" %}a{% endif %}', ["tute"]),
    (compared_in_template, "{% elif judgement.kind == 'docena' %}", ["docena"]),
    (compared_in_template, '{% if "paulo" != game.slug %}', ["paulo"]),
    (compared_in_template, '{%- if slug in "cirulo papayoo" -%}', ["cirulo", "papayoo"]),
    (compared_in_template, '{% if game.slug == "papayoo" or x %}', ["papayoo"]),
    (compared_in_template, '{% if a %}\n{% elif b and c != "cirulo" %}', ["cirulo"]),
])
def test_the_python_and_template_checks_see_each_way_of_comparing_a_game(check, source, games):
    assert check(source) == games


def test_the_checks_leave_alone_what_is_not_a_comparison():
    assert compared_in_python('DEALS = {"tute": 1}\nEngineAnswer("tute", title)\nname = "tute-legal"') == []
    assert compared_in_python('"""Tute and Papayoo."""\nif entry.game == "general":\n    pass') == []
    assert compared_in_template('{% translate "Papayoo" %}{% include "judges/games/docena/_verdict.html" %}') == []
    assert compared_in_template('{% url "judges:points" "tute" %}{% if entry.game == "general" %}') == []


def test_the_shared_code_as_it_was_fails_the_check():
    """Judges and search before each game's part moved to its own place, one line of each."""
    assert compared_in_python('return _tute_points(query) if game == "tute" else _papayoo_points(query)') == ["tute"]
    assert compared_in_python('kinds += ["docena"] if game.slug == "docena" else []') == ["docena"]
    assert compared_in_python('if len(cards) < 2 or game in {"docena"}:\n    pass') == ["docena"]
    assert compared_in_template('{% elif judgement.kind == "docena" %}<ul class="verdict-rows">') == ["docena"]


def test_a_game_s_own_files_are_known_by_their_path():
    own = ["practice/games/tute.py", "search/games/paulo.py", "counters/games/tute/views.py", "wording/games/docena.py",
           "naipes_site/games/cirulo/inserts.py", "judges/templates/judges/games/docena/_verdict.html",
           "practice/templates/practice/games/papayoo/_hand.html", "practice/games/docena/views.py"]
    shared = ["judges/verdicts.py", "search/answers.py", "judges/templates/judges/_verdict.html",
              "practice/views.py", "counters/table_views.py", "naipes_site/games.py", "judges/base.py"]
    assert all(own_file_of_a_game(Path(p)) for p in own)
    assert not any(own_file_of_a_game(Path(p)) for p in shared)


def test_the_shared_files_are_the_ones_meant():
    names = {str(p.relative_to(ROOT)) for p in shared_files()}
    assert {"judges/verdicts.py", "judges/catalog.py", "search/answers.py", "practice/views.py",
            "judges/templates/judges/_verdict.html", "templates/naipes_site/glossary.html"} <= names
    assert not any(n.startswith(("naipes/", "tests/", "bench/", ".venv/")) for n in names)


@pytest.mark.parametrize("path", list(shared_files()), ids=lambda p: str(p.relative_to(ROOT)))
def test_shared_code_compares_no_game(path):
    assert not compared(path), ("a game compared by name in shared code: declare what differs in the game's own "
                                "module or partial, and ask it")
