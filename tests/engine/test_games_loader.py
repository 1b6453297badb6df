"""``naipes.games``: the one loader of every layer's ``games/<slug>`` modules, and of the engine's own games."""

from __future__ import annotations

import importlib
import sys

import pytest

import naipes
import naipes.games
from naipes.games import StrayGameModule


def layer(tmp_path, monkeypatch, *names: str) -> str:
    """A ``games`` package of a layer of the test's own, holding a module for each of ``names``."""
    package = f"layer_{tmp_path.name}"
    folder = tmp_path / package
    folder.mkdir()
    (folder / "__init__.py").write_text('"""A layer\'s games."""\n', encoding="utf-8")
    for name in names:
        (folder / f"{name}.py").write_text(f"NAME = {name!r}\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    importlib.invalidate_caches()
    return package


def test_the_engine_s_games_are_its_modules_in_the_registry_s_order():
    found = naipes.games.modules("naipes.games")
    assert tuple(found) == naipes.GAME_SLUGS
    assert all(module is naipes.game(slug) for slug, module in found.items())
    assert naipes.game("tute").__name__ == "naipes.games.tute"
    assert naipes.games.missing("naipes.games") == []


def test_a_layer_s_modules_come_in_the_registry_s_order_whatever_the_folder_s(tmp_path, monkeypatch):
    package = layer(tmp_path, monkeypatch, "tute", "paulo", "docena")
    assert list(naipes.games.modules(package)) == ["paulo", "tute", "docena"]
    assert naipes.games.module(package, "tute").NAME == "tute"


def test_a_registered_game_without_its_module_is_listed_not_raised(tmp_path, monkeypatch):
    # The first and third registered games have their module; every other registered game is missing, in order.
    present = [naipes.GAME_SLUGS[0], naipes.GAME_SLUGS[2]]
    absent = [slug for slug in naipes.GAME_SLUGS if slug not in present]
    package = layer(tmp_path, monkeypatch, *present)
    assert naipes.games.missing(package) == absent
    assert list(naipes.games.modules(package)) == present
    with pytest.raises(KeyError):
        naipes.games.module(package, absent[0])


def test_a_module_named_after_no_game_is_refused(tmp_path, monkeypatch):
    package = layer(tmp_path, monkeypatch, "paulo", "brisca")
    with pytest.raises(StrayGameModule, match="brisca"):
        naipes.games.modules(package)


def test_a_game_s_engine_pieces_are_found_beside_its_rules_and_a_missing_one_is_named(monkeypatch):
    assert naipes.games.piece("tute", "profiles") is sys.modules["naipes.games.tute.profiles"]
    assert naipes.games.missing_pieces("reachable") == []
    monkeypatch.setitem(sys.modules, "naipes.games.cirulo.practice", None)  # as if the file did not exist
    assert naipes.games.piece("cirulo", "practice") is None
    assert naipes.games.missing_pieces("practice") == ["cirulo"]
    with pytest.raises(KeyError):
        naipes.games.piece("brisca", "profiles")
