"""The site reads a game's options from a query string or a form with the engine's declarations, and says
what is wrong in the page's language (naipes_site/options.py)."""

from __future__ import annotations

import pytest
from django import forms
from django.http import QueryDict
from django.utils import translation
from hypothesis import given, settings, strategies as st

from naipes import GAME_SLUGS, RulesError, game
from naipes.options import declared, values_of
from naipes_site import options


def test_a_query_string_gives_the_engine_s_rules():
    rules = options.read("tute", QueryDict("players=3&over_trump=free_discard&hand=1O&hand=3O"))
    assert rules == game("tute").Rules(players=3, over_trump="free_discard")


def test_a_repeated_field_counts_once_as_a_form_sends_it():
    assert options.read("cirulo", QueryDict("pack=40&pack=48")).pack == 48


@pytest.mark.parametrize(("lang", "message"), [
    ("es", "«7» no vale para «Jugadores»: elige 2, 3, 4, 5 o 6."),
    ("en", "“7” is not a choice for “Players”: choose 2, 3, 4, 5 or 6."),
])
def test_a_bad_value_is_worded_with_the_option_s_label(lang, message):
    with translation.override(lang), pytest.raises(options.OptionsError) as caught:
        options.read("tute", QueryDict("players=7"))
    assert (str(caught.value), caught.value.option) == (message, "players")
    assert isinstance(caught.value, RulesError)


@pytest.mark.parametrize(("lang", "word"), [("es", "Lanjarón"), ("en", "Lanjarón")])
def test_a_combination_the_rules_refuse_is_worded_by_the_game(lang, word):
    with pytest.raises(options.OptionsError) as caught:
        options.read("paulo", QueryDict("players=2"), lang=lang)
    assert word in caught.value.message and caught.value.code == "bad_players"
    assert caught.value.option == ""


@settings(max_examples=60)
@given(st.sampled_from(GAME_SLUGS), st.dictionaries(st.sampled_from(["players", "pack", "muestra", "rounds",
                                                                      "order", "target", "removal_order", "x"]),
                                                     st.text(max_size=12)))
def test_any_text_gives_rules_or_a_worded_error(slug, data):
    """Never a crash: whatever a visitor types, the page gets rules or a sentence to show."""
    try:
        options.read(slug, data, lang="en")
    except options.OptionsError as exc:
        assert exc.message.strip()


def test_fields_describe_every_option_with_labels_and_the_current_value():
    rules = game("papayoo").Rules(players=5, shoot_the_moon=True)
    with translation.override("es"):
        found = {f.name: f for f in options.fields("papayoo", rules)}
    assert list(found) == [o.name for o in declared("papayoo")]
    assert found["players"].label == "Jugadores" and found["players"].value == "5"
    assert ("3", "3") in found["players"].choices
    assert found["shoot_the_moon"].value == "true" and found["shoot_the_moon"].is_flag
    assert found["shoot_the_moon"].choices == (("false", "No"), ("true", "Sí"))
    assert found["rounds"].value == "" and found["rounds"].least == 1


def test_fields_show_back_what_was_sent_and_only_what_is_asked():
    found = options.fields("tute", data=QueryDict("over_trump=free_discard"), only=["over_trump", "players"],
                           lang="en")
    assert [(f.name, f.value) for f in found] == [("over_trump", "free_discard"), ("players", "4")]
    assert found[0].choices[1] == ("free_discard", "You may play any card")


@pytest.mark.parametrize("slug", GAME_SLUGS)
def test_a_django_form_built_from_the_fields_reads_back_the_same_rules(slug):
    form_class = type("OptionsForm", (forms.Form,),
                      {o.name: options.form_field(slug, o.name, lang="en") for o in declared(slug)})
    # The last value of every option that takes it with the others: none of them the default.
    chosen: dict[str, str] = {}
    for o in declared(slug):
        try:
            options.read(slug, {**chosen, o.name: o.texts()[-1] if o.values else str(o.least)})
        except options.OptionsError:
            continue
        chosen[o.name] = o.texts()[-1] if o.values else str(o.least)
    rules = options.read(slug, chosen)
    # Some value differs from the default, unless every option of the game allows only its default (one value).
    assert bool(values_of(rules)) == any(o.open or len(o.values) > 1 for o in declared(slug))
    form = form_class(data=values_of(rules))
    assert form.is_valid(), form.errors
    sent = {k: v for k, v in form.cleaned_data.items() if v not in ("", None)}
    assert options.read(slug, sent) == rules


@pytest.mark.parametrize(("insert", "arguments", "named"), [
    ("docena-entro", {"double_from": "4"}, "double_entro_from"),
    ("cirulo-deck", {"pack": "52"}, "pack"),
    ("paulo-deal", {"players": "2"}, "Lanjar"),
    ("docena-compare", {"pairs": "1C 12C / 1E 11E", "nada": "sometimes"}, "nada_rule"),
])
def test_a_rule_page_insert_reads_its_options_as_the_engine_declares_them(insert, arguments, named):
    """A page asking for rules the engine refuses is a broken page, and the error says which insert and why."""
    from naipes_site.inserts import InsertError, render_insert

    with pytest.raises(InsertError) as caught:
        render_insert(insert, "en", **arguments)
    game = insert.split("-")[0]
    assert f"[[{game}" in str(caught.value) and named in str(caught.value)


def test_an_options_form_gives_the_rules_or_says_what_is_wrong_on_the_field():
    form_type = options.form_class("paulo", only=["players", "deck_variant", "order"], lang="en")
    form = form_type(data={"players": "2", "deck_variant": "lanjaron"})
    assert form.is_valid() and form.rules == game("paulo").Rules(players=2, deck_variant="lanjaron")
    refused = form_type(data={"players": "2"})
    assert not refused.is_valid() and "Lanjarón" in refused.non_field_errors()[0]
    unknown = form_type(data={"order": "sevilla"})
    assert not unknown.is_valid() and "order" in unknown.errors


def test_an_options_form_keeps_the_base_s_other_choices():
    base = game("tute").Rules(players=3, ties="replay")
    form = options.form_class("tute", only=["over_trump"], lang="es")(data={"over_trump": "free_discard"}, base=base)
    assert form.is_valid()
    assert form.rules == game("tute").Rules(players=3, ties="replay", over_trump="free_discard")
