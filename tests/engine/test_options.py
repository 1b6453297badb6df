"""Every game's options are declared once, next to its ``Rules``, and read and written back as text the same
way by every app (naipes/options.py): each declared value round-trips, each refused value names its
option, and a ``Rules`` field nobody declared stops the engine."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, strategies as st

import wording
from naipes import GAME_SLUGS, RulesError, game, options
from naipes.options import BadOption, UndeclaredOption, declare, declared, flag, number, rules_from, values_of
from wording import options as option_words


def values(option: options.Option) -> st.SearchStrategy:
    """Every value the option takes: its list, or an open number's first hundred, and None if optional."""
    found = st.sampled_from(option.values) if option.values else st.integers(option.least, option.least + 99)
    return st.one_of(st.none(), found) if option.optional else found


def choices(slug: str) -> st.SearchStrategy[dict]:
    return st.fixed_dictionaries({o.name: values(o) for o in declared(slug)})


@st.composite
def game_rules(draw):
    """Any rules a table can agree: a value of every option, the combinations ``Rules`` refuses left out."""
    slug = draw(st.sampled_from(GAME_SLUGS))
    chosen = draw(choices(slug))
    try:
        return game(slug).Rules(**chosen)
    except RulesError:
        return draw(game_rules())


@given(game_rules())
def test_every_declared_value_round_trips_through_text(rules):
    assert rules_from(options.game_of(rules), values_of(rules)) == rules


@given(game_rules())
def test_the_text_names_only_what_differs_from_the_default(rules):
    slug = options.game_of(rules)
    written = values_of(rules)
    assert set(written) <= {o.name for o in declared(slug)}
    default = game(slug).DEFAULT_RULES
    assert (written == {}) == (rules == default)


@given(game_rules(), st.data())
def test_an_option_given_over_a_base_replaces_the_base_s_value(base, data):
    slug = options.game_of(base)
    o = data.draw(st.sampled_from(declared(slug)))
    text = data.draw(st.sampled_from([t for t in o.texts() if t] or [str(o.least)]))
    try:
        rules = rules_from(slug, {o.name: text}, base)
    except RulesError as exc:
        assert not isinstance(exc, BadOption)  # a declared value is never refused alone
        return
    assert getattr(rules, o.name) == o.parse(text)


@pytest.mark.parametrize("slug", GAME_SLUGS)
def test_every_rules_field_is_declared_once_with_the_dataclass_default(slug):
    module = game(slug)
    fields = dataclasses.fields(module.Rules)
    assert [o.name for o in declared(slug)] == [f.name for f in fields]
    for o, f in zip(declared(slug), fields, strict=True):
        assert o.default == f.default


@pytest.mark.parametrize("slug", GAME_SLUGS)
def test_the_default_rules_are_the_empty_text(slug):
    assert values_of(game(slug).DEFAULT_RULES) == {}
    assert rules_from(slug, {}) == game(slug).DEFAULT_RULES


def test_player_counts_are_the_engine_s_own():
    for slug in GAME_SLUGS:
        assert options.option(slug, "players").values == game(slug).PLAYERS


def test_a_rules_field_without_a_declaration_stops_the_engine():
    @dataclasses.dataclass(frozen=True)
    class Rules:
        players: int = 4
        new_house_rule: bool = False

    with pytest.raises(UndeclaredOption, match="new_house_rule"):
        declare(Rules, players=number((4, 6)))
    with pytest.raises(UndeclaredOption, match="no field"):
        declare(Rules, players=number((4, 6)), new_house_rule=flag(), forgotten=flag())


def test_a_default_the_option_does_not_take_stops_the_engine():
    @dataclasses.dataclass(frozen=True)
    class Rules:
        players: int = 5

    with pytest.raises(UndeclaredOption, match="default"):
        declare(Rules, players=number((4, 6)))


BAD_TEXTS = ["", "  ", "x", "-1", "0", "999999", "2.5", "true", "O,O,O", "9Z", "nada", "1e3", "🂡"]


@pytest.mark.parametrize("slug", GAME_SLUGS)
@pytest.mark.parametrize("text", BAD_TEXTS[1:])
def test_every_refused_value_names_its_option_and_the_value(slug, text):
    for o in declared(slug):
        try:
            value = o.parse(text, game=slug)
        except BadOption as exc:
            assert isinstance(exc, RulesError)
            assert (exc.game, exc.option, exc.value) == (slug, o.name, text.strip())
            assert o.name in str(exc) and exc.allowed
            continue
        assert o.allows(value), f"{slug}.{o.name} read {text!r} as {value!r}"


def test_a_bad_value_through_rules_from_is_a_bad_option():
    with pytest.raises(BadOption) as caught:
        rules_from("tute", {"players": "7"})
    assert (caught.value.option, caught.value.value, caught.value.allowed) == ("players", "7", "2, 3, 4, 5, 6")


def test_a_combination_the_rules_refuse_is_the_game_s_own_error():
    with pytest.raises(game("paulo").BadPlayers):
        rules_from("paulo", {"players": "2"})
    assert rules_from("paulo", {"players": "2", "deck_variant": "lanjaron"}).players == 2


def test_unknown_names_and_empty_values_are_not_options():
    assert rules_from("cirulo", {"cards": "1O", "muestra": "O", "pack": ""}) == game("cirulo").DEFAULT_RULES


def test_values_are_read_as_people_type_them():
    assert rules_from("tute", {"over_trump": " Free_Discard ", "muestra": "off", "removed_two": "2c"}) == \
        game("tute").Rules(over_trump="free_discard", muestra=False, removed_two="2C")
    assert rules_from("cirulo", {"removal_order": "bastos copas espadas"}).removal_order == \
        rules_from("cirulo", {"removal_order": "B,C,E"}).removal_order


def test_an_option_worked_out_from_another_follows_it_over_a_base():
    """Papayoo plays as many rounds as players unless agreed otherwise (source 003, scoring)."""
    five = rules_from("papayoo", {"players": "5"})
    assert rules_from("papayoo", {"players": "6"}, five).rounds == 6
    agreed = rules_from("papayoo", {"players": "5", "rounds": "3"})
    assert rules_from("papayoo", {"players": "6"}, agreed).rounds == 3


@pytest.mark.parametrize("slug", GAME_SLUGS)
@pytest.mark.parametrize("lang", wording.LANGS)
def test_every_option_and_every_value_has_a_label_in_every_language(slug, lang):
    for name, labels in option_words.every_label(slug, lang).items():
        assert all(label.strip() for label in labels), (slug, name)
        o = options.option(slug, name)
        assert len(labels) == 1 + len(o.texts())


def test_labels_say_the_values_in_each_language():
    o = options.option("tute", "removed_two")
    assert option_words.value_label("tute", o, "2C", "es") == "dos de copas"
    assert option_words.value_label("tute", o, "2C", "en") == "two of copas"
    assert option_words.allowed(options.option("papayoo", "rounds"), "es") == "1 o más"
