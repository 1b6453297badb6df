"""Named variant profiles: each is a set of its game's rules the engine plays (rules-decisions §39)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import wording
from naipes import GAME_SLUGS, profiles as named
from naipes.cards import Card, Suit
from naipes.games import cirulo, papayoo, paulo, tute
from naipes.profiles import STANDARD, NotComputed, Profile, ProfileError

EVERY_PROFILE = [pytest.param(p, id=f"{p.game}-{p.slug}") for g in GAME_SLUGS for p in named.profiles(g)]
DECISIONS = (Path(__file__).resolve().parents[2] / "docs" / "rules-decisions.md").read_text(encoding="utf-8")


def test_every_game_has_its_standard_first_and_it_is_the_engines_default():
    for game in GAME_SLUGS:
        first = named.profiles(game)[0]
        assert first.slug == STANDARD and not first.options
        assert first.rules() == named.module_of(game).DEFAULT_RULES


@pytest.mark.parametrize("profile", EVERY_PROFILE)
def test_a_profile_builds_its_games_rules_at_every_number_of_players_it_seats(profile):
    engine = named.module_of(profile.game)
    seated = [n for n in engine.PLAYERS if named._rules_or_none(profile, n) is not None]
    assert seated, "a profile nobody can play"
    for players in seated:
        rules = profile.rules(players=players)
        assert isinstance(rules, engine.Rules) and rules.players == players
        for name, value in profile.options.items():
            assert getattr(rules, name) == value


@pytest.mark.parametrize("profile", EVERY_PROFILE)
def test_a_named_profile_differs_from_the_standard_by_the_options_it_sets(profile):
    game = profile.game
    players = 8 if game == "papayoo" else named.module_of(game).DEFAULT_RULES.players
    standard = named.standard(game).rules(players=players)
    assert set(named.differences(game, standard, profile.rules(players=players))) == set(profile.options)
    assert named.named_for(profile.rules(players=players), game) == profile


@pytest.mark.parametrize("profile", EVERY_PROFILE)
def test_a_profile_cites_only_sections_that_exist_and_is_named_in_both_languages(profile):
    for cite in profile.cites:
        for number in re.findall(r"§(\d+)", cite):
            assert f'<a id="s{number}"></a>' in DECISIONS, cite
    for part in ("name", "summary", "origin"):
        assert all(wording.text(f"profiles.{profile.game}.{profile.slug}.{part}", lang) for lang in wording.LANGS)
    for point in profile.partial:
        assert wording.has(f"profiles.lacks.{point}")


def test_variants_the_engine_does_not_play_are_named_with_what_they_lack_and_kept_out_of_the_choice():
    left_out = {(n.game, n.slug) for g in GAME_SLUGS for n in named.not_computed(g)}
    assert ("paulo", "beninar") in left_out
    for game, slug in left_out:
        with pytest.raises(ProfileError):
            named.profile(game, slug)
    for item in named.not_computed("paulo"):
        assert item.lacks and all(wording.has(f"profiles.lacks.{code}") for code in item.lacks)
        assert wording.has(f"profiles.paulo.{item.slug}.name")


def test_a_profile_is_found_by_its_slug_whatever_the_case_and_an_unknown_one_is_named():
    assert named.profile("paulo", " Durcal ").slug == "durcal"
    with pytest.raises(ProfileError, match="'benidorm'") as caught:
        named.profile("paulo", "benidorm")
    assert caught.value.code == "unknown_profile"


def test_lanjaron_plays_thirty_cards_with_four_and_allows_two_players():
    lanjaron = named.profile("paulo", "lanjaron")
    assert len(paulo.deck(lanjaron.rules(players=4))) == 30
    assert len(paulo.deck(named.standard("paulo").rules(players=4))) == 20
    assert lanjaron.rules(players=2).players == 2
    assert named._rules_or_none(named.standard("paulo"), 2) is None


def test_durcal_puts_the_tuerto_second_follows_strictly_and_counts_in_cuernos():
    durcal = named.profile("paulo", "durcal").rules(players=8)
    assert paulo.ladder("C", durcal).trumps[1] == paulo.TUERTO
    assert paulo.ladder("C", named.standard("paulo").rules(players=8)).trumps[2] == paulo.TUERTO
    assert durcal.strict_follow and durcal.scoring == "cuerno"
    assert named.profile("paulo", "durcal").partial == ("plain_suits_numerical",)


def test_sabelotodo_deals_the_48_card_pack_with_eights_and_nines():
    rules = named.profile("cirulo", "sabelotodo").rules(players=4)
    assert len(cirulo.deck(rules)) == 48 and Card(9, Suit.OROS) in cirulo.deck(rules).cards


def test_without_muestra_no_card_is_turned_and_the_classic_tute_needs_reyes_or_caballos():
    aces = [Card(1, suit) for suit in Suit if suit in (Suit.OROS, Suit.COPAS, Suit.ESPADAS, Suit.BASTOS)]
    assert tute.is_tute(aces, named.standard("tute").rules())
    assert not tute.is_tute(aces, named.profile("tute", "clasico").rules())
    assert named.profile("tute", "sin-muestra").rules().muestra is False


def test_the_half_hour_game_is_four_rounds_whatever_the_players_and_the_usual_one_a_round_each():
    assert named.profile("papayoo", "half-hour").rules(players=6).rounds == 4
    assert named.standard("papayoo").rules(players=6).rounds == 6
    assert isinstance(named.standard("papayoo").rules(players=6), papayoo.Rules)


@pytest.mark.parametrize(("bad", "message"), [
    (Profile("tute", "odd", {"players": 3}, ("source 002, the deal",), "variants"), "not a rule a profile sets"),
    (Profile("tute", "odd", {"trumps": "none"}, ("source 002, the deal",), "variants"), "not a rule a profile sets"),
    (Profile("tute", "odd", {"tute": "jokers"}, ("source 002, the deal",), "variants"), "tute must be one of"),
    (Profile("tute", "odd", {"muestra": False}, ("source 002, the deal",), "variants"), "the same rules as"),
    (Profile("tute", "odd", {"tute": "classic"}, (), "variants"), "what it cites"),
])
def test_the_start_up_check_refuses_a_profile_the_rules_would_not_play(monkeypatch, bad, message):
    module = named._profiles_module("tute")
    monkeypatch.setattr(module, "PROFILES", (*module.PROFILES, bad))
    with pytest.raises(ProfileError, match=message) as caught:
        named.check("tute")
    assert "'odd'" in str(caught.value)


def test_the_start_up_check_wants_the_standard_first():
    module = named._profiles_module("cirulo")
    original = module.PROFILES
    try:
        module.PROFILES = original[::-1]
        with pytest.raises(ProfileError, match="first profile"):
            named.check("cirulo")
    finally:
        module.PROFILES = original


def test_a_not_computed_variant_may_not_share_a_choosable_slug(monkeypatch):
    module = named._profiles_module("tute")
    monkeypatch.setattr(module, "NOT_COMPUTED", (NotComputed("tute", "clasico", ("acanomas",), "tute"),))
    with pytest.raises(ProfileError, match="twice"):
        named.check("tute")


# --- table codes ---------------------------------------------------------------------------------------

from naipes.options import BadOption  # noqa: E402
from naipes.profiles import codes  # noqa: E402


@pytest.mark.parametrize("profile", EVERY_PROFILE)
def test_every_profile_written_as_a_code_reads_back_as_its_options(profile):
    code = codes.encode(profile.game, profile.options)
    assert codes.decode(profile.game, code) == dict(profile.options)
    assert codes.decode(profile.game, code.upper()) == dict(profile.options)
    assert (code == "") == profile.standard


def test_durcals_code_is_short_and_says_order_follow_and_scoring():
    assert codes.encode("paulo", named.profile("paulo", "durcal").options) == "o1-f1-s1"
    assert codes.decode("paulo", " O1 - F1 - S1 ") == {"order": "durcal", "strict_follow": True, "scoring": "cuerno"}


def test_every_kind_of_value_has_its_part():
    assert codes.decode("cirulo", "p48-rbce") == {"pack": 48, "removal_order": (Suit.BASTOS, Suit.COPAS, Suit.ESPADAS)}
    assert codes.decode("tute", "d2b-h8-m0") == {"removed_two": "2B", "hand_size": 8, "muestra": False}
    assert codes.decode("papayoo", "f1-t500-l1") == {"ending": "threshold", "threshold": 500, "shoot_the_moon": True}
    assert codes.encode("papayoo", {"ending": "threshold", "threshold": 500, "shoot_the_moon": True}) == "f1-t500-l1"


def test_a_part_that_sets_the_standard_value_is_dropped():
    assert codes.decode("paulo", "o0-f1") == {"strict_follow": True}


def test_the_players_are_never_in_a_code():
    assert "players" not in codes.letters("paulo")
    with pytest.raises(codes.BadCode, match="'p4'"):
        codes.decode("paulo", "p4")


@pytest.mark.parametrize(("game", "code", "error", "names"), [
    ("paulo", "x1", codes.BadCode, "x1"),
    ("paulo", "o1-o0", codes.BadCode, "o0"),
    ("paulo", "o7", BadOption, "order"),
    ("tute", "e5", BadOption, "ties"),
    ("cirulo", "rbbb", BadOption, "removal_order"),
    ("docena", "d3", BadOption, "double_entro_from"),
])
def test_a_bad_code_is_refused_naming_the_part_or_the_option(game, code, error, names):
    with pytest.raises(error) as caught:
        codes.decode(game, code)
    assert names in str(caught.value)


def test_a_code_some_table_size_can_play_is_read_and_the_table_too_big_for_it_refused():
    # Eight cards each leave a stock only with two players: the code is good, six players cannot use it.
    options = codes.decode("tute", "h8")
    assert options == {"hand_size": 8} and tute.Rules(**options, players=2).cards_per_hand == 8
    with pytest.raises(tute.TuteError):
        tute.Rules(**options, players=6)


def test_a_misspelt_profile_name_does_not_look_like_a_code():
    assert not codes.looks_like_code("durcl") and codes.looks_like_code("o1-f1")


@pytest.mark.parametrize("game", GAME_SLUGS)
def test_every_option_but_the_players_has_a_letter_of_its_own(game):
    from naipes.options import declared
    assert set(codes.letters(game)) == {o.name for o in declared(game)} - {"players"}
    assert len(set(codes.letters(game).values())) == len(codes.letters(game))


def test_a_game_being_added_plays_its_standard_rules_until_its_profiles_exist(monkeypatch):
    import sys

    named._profiles_module.cache_clear()
    monkeypatch.setitem(sys.modules, "naipes.games.tute.profiles", None)  # as if the file did not exist
    try:
        assert named.missing("tute")
        assert [p.slug for p in named.profiles("tute")] == [STANDARD]
        named.check("tute")
        with pytest.raises(codes.BadCode):
            codes.decode("tute", "m0")
    finally:
        monkeypatch.undo()
        named._profiles_module.cache_clear()
    assert not named.missing("tute") and len(named.profiles("tute")) == 3
