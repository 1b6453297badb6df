"""A real sixth game: the toy (``tests/sixth_game/game/``, four players, the 40-card pack, no trumps, its only
option the players) laid over a copy of the repository with the one shared edit "Adding a game" makes, the
registry line, and loaded there as any game is (:mod:`tests.sixth_game.build`).

In that copy ``manage.py check`` is clean and every page and endpoint of the toy answers; without any one of its
files, ``manage.py check`` names that file and its step of CONTRIBUTING.md's "Adding a game", never a traceback;
and "Adding a game" lists exactly the toy's files. ``make test-sixth-game`` runs the rest of the suite there.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.sixth_game import build

CONTRIBUTING = build.ROOT / "CONTRIBUTING.md"

NAMED_BY_ITS_FOLDER = {
    "trainers/games/toy/trick.py": "a drill's module is named by the game's author: the check names the folder that "
                                   "holds no drill",
}
"""Files whose absence the check names by their folder, and why."""

NOT_CHECKED_AT_START = {
    "naipes_site/templates/inserts/games/toy/order.html": "an insert names its template only when it draws: the "
                                                          "rule page's visit below fails without it",
}
"""Files no start-up check can know of, and what finds them instead."""


def run(copy: Path, *args: str, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(copy / ".venv/bin/python"), *args], cwd=copy, capture_output=True, text=True,
                          env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1", **env}, timeout=300)


@pytest.fixture(scope="module")
def copy(tmp_path_factory) -> Path:
    """The repository with the toy, built once (a second) and shared by its tests, each of which puts back what
    it took away."""
    return build.build(tmp_path_factory.mktemp("sixth-game") / "naipes")


CHECKED_WITHOUT = [name for name in build.tree_files() if name not in NOT_CHECKED_AT_START]
"""The toy's files whose absence ``manage.py check`` names."""


@pytest.fixture(scope="module")
def checked_without(copy) -> dict[str, tuple[int, str]]:
    """Each file of :data:`CHECKED_WITHOUT` → the exit status and output of ``manage.py check`` run in the copy
    while that file alone is away (:mod:`tests.sixth_game.check_each`: one process a check, forked from one that
    has imported Django once, the project's compiled modules kept beside the copy)."""
    checked = run(copy, "-m", "tests.sixth_game.check_each", *CHECKED_WITHOUT,
                  PYTHONDONTWRITEBYTECODE="", PYTHONPYCACHEPREFIX=str(copy.parent / "pycache"))
    assert checked.returncode == 0, checked.stderr
    return {name: (status, said) for name, (status, said) in json.loads(checked.stdout.splitlines()[-1]).items()}


def adding_a_game() -> str:
    text = CONTRIBUTING.read_text(encoding="utf-8")
    return text[text.index("## Adding a game"):text.index("\n## ", text.index("## Adding a game") + 1)]


def steps() -> dict[int, set[str]]:
    """Step number → the files of the game that step of "Adding a game" names, as the toy's paths."""
    found: dict[int, set[str]] = {}
    for number, body in re.findall(r"^(\d+)\. (.*?)(?=^\d+\. |^No list elsewhere|\Z)", adding_a_game(), re.S | re.M):
        names = {name.replace("brisca", build.SLUG).replace("<slug>", build.SLUG)
                 for name in re.findall(r"`([^`\s]*(?:brisca|<slug>)[^`\s]*)`", body)}
        found[int(number)] = {name for name in names if "/" in name and re.search(r"\.\w+$", name)}
    return found


def step_of(name: str) -> int:
    return next(number for number, names in steps().items() if name in names)


def test_the_copy_is_the_repository_the_toy_and_the_registry_line(copy):
    added, changed = build.differences(copy)
    assert added == set(build.tree_files())
    assert changed == [build.REGISTRY]
    ours = (build.ROOT / build.REGISTRY).read_text(encoding="utf-8").splitlines()
    theirs = (copy / build.REGISTRY).read_text(encoding="utf-8").splitlines()
    lines = [(before, after) for before, after in zip(ours, theirs, strict=True) if before != after]
    assert len(lines) == 1 and lines[0][1] == build.registered(lines[0][0]), lines


def test_adding_a_game_lists_exactly_the_toys_files():
    named = set().union(*steps().values())
    assert named - set(build.tree_files()) == set(), "CONTRIBUTING names files the toy does not need"
    assert set(build.tree_files()) - named == set(), "the toy needs files CONTRIBUTING does not name"


def test_the_check_is_clean_and_every_page_of_the_toy_answers(copy):
    checked = run(copy, "manage.py", "check")
    assert checked.returncode == 0, checked.stdout + checked.stderr
    visited = run(copy, "-m", "tests.sixth_game.visit", DJANGO_SETTINGS_MODULE="naipes_site.settings.test")
    assert visited.returncode == 0, visited.stderr
    answers = json.loads(visited.stdout.splitlines()[-1])
    assert {path: status for path, (status, _) in answers.items() if status != 200} == {}
    # The engine's answers (trick, legal, a drill's) say cards and reasons, not the game's name.
    assert [path for path, (_, named) in answers.items() if not named and not path.startswith("/api/v1/t")] == []


@pytest.mark.parametrize("name", CHECKED_WITHOUT)
def test_without_any_one_file_the_check_names_it_and_its_step(checked_without, name):
    returncode, said = checked_without[name]
    assert returncode != 0, f"manage.py check passes without {name}"
    assert "Traceback" not in said, said
    folder = name.rsplit("/", 1)[0] + "/"
    expected = (name, folder) if name.endswith("/__init__.py") or name in NAMED_BY_ITS_FOLDER else (name,)
    step = f"step {step_of(name)}"
    assert any(re.search(rf"{re.escape(path)}(?![\w/])[^\n]*\b{step}\b", said) for path in expected), said


def test_the_toys_tree_is_left_out_of_the_suite():
    listed = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:randomly",
                             str(build.TREE.parent)], cwd=build.ROOT, capture_output=True, text=True)
    assert "sixth_game/game/" not in listed.stdout, listed.stdout
