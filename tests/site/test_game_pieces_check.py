"""A registered game without its site pieces is named by the start-up check, never a traceback
(CONTRIBUTING.md, "Adding a game", steps 3 to 5).

The site finds its games through :mod:`naipes.games`, which reads the registry when asked: a slug appended to
``naipes.GAME_SLUGS`` here is a game whose folder ``naipes_site/games/<slug>/`` does not exist yet.
"""

from __future__ import annotations

import pytest
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import SystemCheckError

import naipes
import naipes.games
from naipes.profiles import ProfileError
from naipes_site import checks, glossary, inserts, table_rules
from naipes_site.games import game_info, game_infos, info_by_slug, missing_pieces, piece

SLUG = "brisca"


@pytest.fixture
def brisca(register_game):
    """Brisca registered with none of its site pieces written."""
    register_game(SLUG)


def test_the_site_s_pieces_of_a_game_without_its_folder_are_each_named_with_its_step(brisca):
    missing = missing_pieces(settings.CONTENT_DIR)
    for piece_expected, step in (("naipes_site/games/brisca/__init__.py", "(step 3, its GameInfo)"),
                                 ("naipes_site/games/brisca/inserts.py", "(step 5, its inserts)"),
                                 ("naipes_site/games/brisca/glossary.py", "(step 5, its glossary entries)"),
                                 ("naipes_site/games/brisca/table_rules.py", "(step 5, its table-rule sections)"),
                                 ("content/es/brisca.md", "(step 4, its pages)")):
        assert [p for p in missing if p.startswith(piece_expected) and p.endswith(step)], (piece_expected, missing)
    assert all("(step " in p for p in missing)


def test_the_site_s_start_up_checks_name_them_and_raise_nothing(brisca):
    errors = checks.every_game_has_its_site_pieces()
    assert errors and {e.id for e in errors} == {"naipes.E001"}
    said = " ".join(e.msg for e in errors)
    assert "naipes_site/games/brisca/__init__.py" in said and "naipes_site/games/brisca/table_rules.py" in said
    # The checks that read a game's pieces leave a game with missing ones to the check above.
    assert checks.every_table_profile_is_worded() == []
    assert checks.every_cheat_sheet_states_every_option() == []


def test_manage_py_check_stops_on_the_named_pieces(brisca):
    with pytest.raises(SystemCheckError, match=r"naipes\.E001.*naipes_site/games/brisca/__init__\.py"):
        call_command("check")


def test_the_other_games_go_on_working_and_the_loaders_leave_brisca_out(brisca):
    assert [info.slug for info in game_infos()] == list(naipes.GAME_SLUGS[:-1])
    assert SLUG not in info_by_slug()
    with pytest.raises(KeyError):
        game_info(SLUG)
    assert piece(SLUG, "table_rules") is None
    assert table_rules.sections(SLUG) == {} and table_rules.section_of(SLUG, "players") is None
    assert not [e for e in glossary.entries() if e["game"] == SLUG] and glossary.entries()
    assert inserts.names()


def test_the_table_rules_check_names_a_game_s_missing_sections_file(monkeypatch):
    """Every other piece there, only ``table_rules.py`` missing: named, never a ``KeyError``."""
    monkeypatch.setattr(table_rules, "piece", lambda game, name: None if game == "tute" else piece(game, name))
    with pytest.raises(ProfileError, match=r"naipes_site/games/tute/table_rules\.py does not exist yet"):
        table_rules.check()
