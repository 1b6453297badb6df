"""The drills live in their game's folder, ``trainers/games/<slug>/`` (one module a drill, the game's helpers
beside them), and the registry finds them there when asked: a game added to ``naipes.GAME_SLUGS`` without
its drills is named by the start-up check with the folder expected and its step of CONTRIBUTING.md's
"Adding a game" (step 6, "At least one drill"), never a traceback.
"""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import SystemCheckError

import naipes
import naipes.games
import trainers.games
from trainers import checks
from trainers.drills import DRILLS, by_game, drills

TOY = "fake"
"""A game no registry lists (not the sixth game being built, ``toy``): it is registered only inside these tests."""


@pytest.fixture
def toy(register_game):
    """The fake game registered after the real ones, the loaders reading the registry afresh before and after;
    its drill modules imported by a test forgotten after it."""
    register_game(TOY)
    yield
    for name in [name for name in sys.modules if name.startswith(f"trainers.games.{TOY}")]:
        del sys.modules[name]
    vars(trainers.games).pop(TOY, None)


def toy_folder(monkeypatch, tmp_path: Path, **files: str) -> None:
    """``trainers/games/fake/`` holding ``files`` (module name → source), found beside the real folders."""
    folder = tmp_path / TOY
    folder.mkdir()
    (folder / "__init__.py").write_text('"""The fake game\'s drills."""\n', encoding="utf-8")
    for name, source in files.items():
        (folder / f"{name}.py").write_text(source, encoding="utf-8")
    monkeypatch.setattr(trainers.games, "__path__", [*trainers.games.__path__, str(tmp_path)])


def test_every_drill_is_found_in_its_game_s_folder_in_the_index_s_order():
    """The games in the registry's order, each game's drills by their POSITION: the order class codes number."""
    assert [game for game, _drills in by_game()] == list(naipes.GAME_SLUGS)
    for game, own in by_game():
        assert [drill.POSITION for drill in own] == list(range(1, len(own) + 1)), game
        for drill in own:
            assert drill.__name__.startswith(f"trainers.games.{game}.") and game == drill.GAME
    assert list(DRILLS) == list(drills())
    assert checks.every_game_has_a_drill() == []


READERS = ("slugs", "modules", "drills", "by_game", "game_drills")
"""The calls that read the registry (``naipes.games``, ``trainers.drills``, ``class_codes``)."""


def _copies_of_the_registry(tree: ast.AST) -> Iterator[int]:
    """The lines that import ``GAME_SLUGS`` by name, or read the registry while the module is imported."""
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and any(alias.name == "GAME_SLUGS" for alias in node.names):
            yield node.lineno
    pending = list(ast.iter_child_nodes(tree))
    while pending:  # what runs at import: everything but the bodies of functions
        node = pending.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            continue
        named = getattr(node, "id", None) or getattr(node, "attr", None)
        called = isinstance(node, ast.Call) and ast.unparse(node.func).endswith(READERS)
        if called or (isinstance(node, (ast.Name, ast.Attribute)) and named == "GAME_SLUGS"):
            yield node.lineno
        pending.extend(ast.iter_child_nodes(node))


def test_the_trainers_keep_no_copy_of_the_game_list():
    """The registry is read when asked: no module of the trainers takes a copy of the game list at import."""
    root = Path(settings.BASE_DIR)
    found = [f"{path.relative_to(root)}:{line}" for path in sorted((root / "trainers").rglob("*.py"))
             for line in _copies_of_the_registry(ast.parse(path.read_text(encoding="utf-8")))]
    assert found == []


def test_a_game_without_its_drills_folder_is_named_with_its_step(toy):
    """The other games' drills load; the check names the folder and step 6 of "Adding a game"."""
    assert "paulo-trick" in DRILLS and not [drill for drill in DRILLS.values() if drill.GAME == TOY]
    errors = checks.every_game_has_a_drill()
    assert [(error.id, error.msg) for error in errors] == [
        ("trainers.E001", "missing: trainers/games/fake/ (step 6, at least one drill)")]
    assert '"Adding a game"' in errors[0].hint
    with pytest.raises(SystemCheckError, match=re.escape("trainers/games/fake/ (step 6")):
        call_command("check")


def test_a_drills_folder_with_only_helpers_is_named_too(toy, monkeypatch, tmp_path):
    toy_folder(monkeypatch, tmp_path, common='"""What the toy\'s drills would share."""\n')
    assert [error.msg for error in checks.every_game_has_a_drill()] == [
        "missing: trainers/games/fake/ holds no drill module, one with a SLUG (step 6, at least one drill)"]


def test_a_drill_in_another_game_s_folder_is_named(toy, monkeypatch, tmp_path):
    toy_folder(monkeypatch, tmp_path, stray='SLUG = "fake-stray"\nGAME = "paulo"\nPOSITION = 1\n')
    errors = checks.every_game_has_a_drill()
    assert [error.id for error in errors] == ["trainers.E002"]
    assert "trainers.games.fake.stray is a drill of 'paulo' in the folder of 'fake'" in errors[0].msg


def test_the_step_the_check_names_is_the_drills_step_of_adding_a_game():
    guide = (Path(settings.BASE_DIR) / "CONTRIBUTING.md").read_text(encoding="utf-8")
    section = guide.split("## Adding a game", 1)[1].split("\n## ", 1)[0]
    number = checks.STEP.split()[1].rstrip(",")
    assert re.search(rf"^{number}\. At least one drill", section, re.M), checks.STEP


def test_two_drills_of_a_game_at_one_position_are_named(toy, monkeypatch, tmp_path):
    """Class codes number a game's drills by POSITION: two at the same place would make codes ambiguous."""
    drill = 'SLUG = "fake-{0}"\nGAME = "fake"\nPOSITION = 1\n'
    toy_folder(monkeypatch, tmp_path, first=drill.format("first"), second=drill.format("second"))
    errors = checks.every_game_has_a_drill()
    assert [error.id for error in errors] == ["trainers.E002"]
    assert "the drills of fake are at positions" in errors[0].msg
