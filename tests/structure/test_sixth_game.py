"""A sixth game costs its own files plus the registry line (CONTRIBUTING.md, "Adding a game").

A toy trick game (``tests/structure/toy_game.py``, loaded as ``naipes.toy``) is added to the registry
for these tests only, piece by piece: while a piece is missing, the site names it (with its step of
"Adding a game") and the other games go on working; once every piece is there, the generic machinery
(engine shape, wording, glossary, start-up check, the pages that count and name the games) takes it in.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from django.core.management import call_command
from django.core.management.base import SystemCheckError
from django.utils.translation import gettext_lazy

import naipes
import wording
from api import checks as api_checks
from naipes import registry
from naipes.profiles import STANDARD, Profile
from naipes_site import games as site_games, glossary
from naipes_site.checks import stop_if_anything_is_missing
from naipes_site.games import GameInfo, content_files, missing_pieces
from naipes_site.templatetags import game_list
from tests.engine import test_every_game as shape

SLUG = "toy"
TOY = GameInfo(SLUG, "Toy", gettext_lazy("A toy"), gettext_lazy("4"), gettext_lazy("Spanish deck"), mark="oros")


def _module(monkeypatch, name: str, path: Path | None = None, **attributes: object) -> ModuleType:
    """A module under ``name``, from a file or made of ``attributes``, importable as if it were a file of
    the project until the test ends."""
    spec = importlib.util.spec_from_file_location(name, path) if path else importlib.util.spec_from_loader(name, None)
    assert spec is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, name, module)
    if spec.loader:
        spec.loader.exec_module(module)
    vars(module).update(attributes)
    return module


@pytest.fixture
def toy(monkeypatch):
    """The toy's engine module, appended to every list the registry was copied into at import time."""
    engine = _module(monkeypatch, "naipes.toy", Path(__file__).with_name("toy_game.py"))
    slugs = (*site_games.GAME_SLUGS, SLUG)
    monkeypatch.setattr(site_games, "GAME_SLUGS", slugs)
    monkeypatch.setattr(registry, "GAMES", {**registry.GAMES, SLUG: engine})
    monkeypatch.setattr(shape, "GAMES", registry.GAMES)
    monkeypatch.setattr(wording, "GAME_SLUGS", slugs)
    monkeypatch.setattr(api_checks, "GAME_SLUGS", slugs)
    monkeypatch.setattr(naipes, "GAME_SLUGS", slugs)  # the loader of every games/ package (naipes.games)
    monkeypatch.setattr(glossary, "GAME_SLUGS", slugs)
    monkeypatch.setattr(wording, "MODULES", (*wording.MODULES, SLUG))
    monkeypatch.setattr(glossary, "GLOSSARY_MODULES", (*glossary.GLOSSARY_MODULES, SLUG))
    wording._all.cache_clear()
    glossary.entries.cache_clear()
    yield engine
    monkeypatch.undo()
    wording._all.cache_clear()
    glossary.entries.cache_clear()


def give_wording(monkeypatch, engine):
    codes = {*engine.REASONS, *engine.WIN_REASONS}
    texts = {f"reason.{code}": {"es": f"motivo {code}", "en": f"reason {code}"} for code in codes}
    _module(monkeypatch, "wording.toy", TEXTS=texts)
    wording._all.cache_clear()


def give_site_pieces(monkeypatch, tmp_path) -> Path:
    """Step 3 (its GameInfo), 4 (its pages, in a content folder of the test's own) and 5 (inserts, glossary)."""
    monkeypatch.setattr(site_games, "GAMES", (*site_games.GAMES, TOY))
    monkeypatch.setattr(site_games, "GAME_BY_SLUG", {**site_games.GAME_BY_SLUG, SLUG: TOY})
    content = tmp_path / "content"
    for slug in site_games.GAME_SLUGS:
        for real, ours in zip(content_files(settings.CONTENT_DIR, slug), content_files(content, slug), strict=True):
            ours.parent.mkdir(parents=True, exist_ok=True)
            if slug == SLUG:
                ours.write_text("# Toy\n", encoding="utf-8")
            else:
                ours.symlink_to(real)
    _module(monkeypatch, "naipes_site.inserts.toy")
    entry = {"id": "toy-baza", "term": "baza", "english": "trick", "definition": {"es": "Una baza.", "en": "A trick."}}
    _module(monkeypatch, "naipes_site.glossary.toy", ENTRIES=[entry])
    glossary.entries.cache_clear()
    standard = Profile(SLUG, STANDARD, {}, ("the toy's own rules",), "rules")
    _module(monkeypatch, "naipes.profiles.toy", PROFILES=(standard,), NOT_COMPUTED=(), LETTERS={})
    return content


def test_the_toy_has_the_engine_shape(toy):
    """Step 1 alone: the shape tests over every game take the toy in (they parametrize over the registry)."""
    shape.test_every_game_spells_its_default_rules_one_way(SLUG)
    shape.test_every_game_deals_with_rules_then_rng(SLUG)
    shape.test_every_trick_game_has_the_same_verbs_in_the_same_order(SLUG)
    shape.test_every_player_count_has_a_deck_big_enough_for_its_hands(SLUG)


def test_a_game_with_only_its_engine_is_named_piece_by_piece_and_the_others_still_work(toy, monkeypatch):
    missing = missing_pieces(settings.CONTENT_DIR)
    assert missing[0].startswith("naipes_site/games.py: GAMES lists") and "step 3" in missing[0]
    pages = [str(path.relative_to(settings.BASE_DIR)) for path in content_files(settings.CONTENT_DIR, SLUG)]
    assert [piece.split(" (")[0] for piece in missing[1:]] == [
        *pages, "wording/toy.py", "naipes_site/inserts/toy.py", "naipes_site/glossary/toy.py",
        "naipes/profiles/toy.py"]
    assert all("(step " in piece for piece in missing)
    with pytest.raises(ImproperlyConfigured, match="wording/toy.py"):
        site_games.check(settings.CONTENT_DIR)
    # The served site and every manage.py command stop, naming the pieces of every layer (the API's too).
    with pytest.raises(ImproperlyConfigured, match=r"wording/toy\.py.*api/toy\.py \(step 7"):
        stop_if_anything_is_missing()
    with pytest.raises(ImproperlyConfigured, match=r"search/games/toy\.py \(step 7"):
        stop_if_anything_is_missing()
    with pytest.raises(SystemCheckError, match="naipes.E001"):
        call_command("check")
    # The other games are untouched: their wording and glossary load; only the toy's own text is missing.
    assert wording.text("tute.reason.leads", "en")
    assert glossary.entries()
    with pytest.raises(wording.MissingText, match=r"wording/toy\.py does not exist yet"):
        wording.text("toy.reason.leads", "en")


def test_the_toy_s_reasons_are_worded_once_its_wording_exists(toy, monkeypatch):
    give_wording(monkeypatch, toy)
    shape.test_every_reason_code_is_worded_in_both_languages(SLUG)
    shape.test_every_trick_game_says_why_a_trick_is_won_in_worded_codes(SLUG)
    shape.test_every_game_has_one_error_root_under_rules_error_and_every_error_a_code(SLUG)
    assert not [piece for piece in missing_pieces(settings.CONTENT_DIR) if "wording" in piece]


def test_with_every_piece_the_site_starts_and_counts_six_games(toy, monkeypatch, tmp_path, client):
    give_wording(monkeypatch, toy)
    content = give_site_pieces(monkeypatch, tmp_path)
    assert missing_pieces(content) == []
    site_games.check(content)
    assert [entry["game"] for entry in glossary.entries() if entry["id"] == "toy-baza"] == [SLUG]
    # The sentences that count and name the games read the registry.
    monkeypatch.setattr(game_list, "GAMES", site_games.GAMES)
    for lang, says in (("en", ["Six card games, explained", "La Docena, Papayoo and Toy", "for all six games"]),
                       ("es", ["Seis juegos de cartas, explicados", "La Docena, Papayoo y Toy", "para los seis juegos"])):
        # A query string of their own: both pages are kept per process and address once drawn.
        html = client.get(f"/{lang}/?fresh").content.decode() + client.get(f"/{lang}/glossary/?fresh").content.decode()
        for words in says:
            assert words in html, (lang, words)


@pytest.mark.django_db
def test_the_apps_registry_tests_fail_for_the_toy_until_it_has_a_drill_and_its_api(toy, client):
    """Steps 6 and 7: the registry tests (parametrized over the engine's games) name what the apps lack."""
    from tests.structure import test_registry as every_game

    for check in (every_game.test_every_game_has_a_drill, every_game.test_every_trick_game_has_a_trick_drill):
        with pytest.raises(AssertionError):
            check(SLUG)
    with pytest.raises(AssertionError):
        every_game.test_every_game_has_api_endpoints_that_answer(client, SLUG)
