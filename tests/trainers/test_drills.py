"""Drills: every question is valid and answerable, the engine's own answer is accepted, a wrong one is
refused, and the same seed always rebuilds the same question. Then a few drills with their cards
written out, checked against the sources and docs/rules-decisions.md."""

import json
import os
import subprocess
import sys
from random import Random

import pytest
from django.conf import settings as settings_module
from django.http import QueryDict
from hypothesis import HealthCheck, given, settings, strategies as st

from naipes import GAME_SLUGS
from naipes.cards import PAPAYOO_60, SPANISH_40, Suit
from trainers.drills import CHOICE, CHOICES, DRILLS, ORDER, SKILLS, BadAnswer, answer_format
from trainers.drills.core import BaseQuestion
from trainers.games.cirulo import settle as cirulo_settle, trick as cirulo_trick
from trainers.games.docena import compare as docena_compare, hand as docena_hand, mala as docena_mala
from trainers.games.papayoo import (
    round as papayoo_round,
    trick as papayoo_trick,
    which_card as papayoo_which_card,
)
from trainers.games.paulo import (
    is_trump as paulo_is_trump,
    may_play as paulo_may_play,
    trumps as paulo_trumps,
)
from trainers.games.tute import count as tute_count, legal as tute_legal, trick as tute_trick

SEEDS = st.integers(min_value=0, max_value=2**53 - 1)
PROPERTY = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
C = SPANISH_40.parse
P = PAPAYOO_60.parse


def form_for(widget, answer) -> QueryDict:
    """The form fields a person would send for ``answer`` (the API's JSON answer)."""
    form = QueryDict(mutable=True)
    if widget.kind == ORDER:
        for position, code in enumerate(answer, start=1):
            form[f"pos-{code}"] = str(position)
    elif widget.kind == CHOICE:
        form["choice"] = str(answer)
    elif widget.kind == CHOICES:
        form.setlist("choice", [str(v) for v in answer])
    else:
        for key, value in answer.items():
            form[f"n-{key}"] = str(value)
    return form


def wrong_for(widget, answer):
    """An answer that differs from ``answer`` in exactly one item."""
    if widget.kind == ORDER:
        return [answer[1], answer[0], *answer[2:]]
    if widget.kind == CHOICE:
        return next(o.value for o in widget.options if o.value != str(answer))
    if widget.kind == CHOICES:
        first = widget.options[0].value
        return [v for v in answer if v != first] if first in answer else [*answer, first]
    key = next(iter(answer))
    return {**answer, key: answer[key] + 1}


LEVELS = [(slug, level) for slug, drill in DRILLS.items() for level in drill.LEVELS]


@pytest.mark.parametrize(("slug", "level"), LEVELS)
@PROPERTY
@given(seed=SEEDS)
def test_engine_answer_is_accepted_and_a_wrong_one_refused(slug, level, seed):
    drill = DRILLS[slug]
    question = drill.generate(Random(seed), level)
    assert drill.generate(Random(seed), level) == question, "the same seed must rebuild the same question"
    assert isinstance(question, BaseQuestion) and question.level == level, "the question carries its level"
    scene = drill.scene(question)
    expected = drill.expected(question)
    json.dumps(drill.data(question))
    json.dumps(expected)
    json.dumps(answer_format(scene.widget))
    assert_well_formed(scene, expected, level)

    right = drill.check(question, drill.parse_answer({"answer": expected}))
    assert right.correct and all(item.correct for item in right.items)
    assert right.expected == expected
    assert right.explanation["es"] and right.explanation["en"] and right.explanation["es"] != right.explanation["en"]
    assert drill.check(question, drill.parse_answer(form_for(scene.widget, expected))).correct

    wrong = drill.check(question, drill.parse_answer({"answer": wrong_for(scene.widget, expected)}))
    assert not wrong.correct
    assert any(not item.correct for item in wrong.items)


def assert_well_formed(scene, expected, level):
    """The question can be answered with its own widget, shows no answer, and hints only when easy."""
    widget = scene.widget
    assert scene.prompt["es"] and scene.prompt["en"]
    assert (scene.hint is not None) == (level == 1), "a hint at the easy level only"
    if widget.kind == ORDER:
        assert len(widget.cards) >= 2
        assert [c.code for c in widget.cards] != expected, "never shown already in order"
    elif widget.kind in (CHOICE, CHOICES):
        values = [o.value for o in widget.options]
        assert len(values) == len(set(values)) >= 2
        assert ({str(expected)} if widget.kind == CHOICE else set(expected)) <= set(values)
    else:
        assert [f.key for f in widget.fields] == list(expected)


JUNK = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8) | st.sampled_from(["1O", "99X", "4b", "none", "a"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)


@pytest.mark.parametrize("slug", list(DRILLS))
@settings(max_examples=60, deadline=None)
@given(seed=SEEDS, junk=JUNK)
def test_malformed_answers_raise_bad_answer_only(slug, seed, junk):
    drill = DRILLS[slug]
    question = drill.generate(Random(seed), drill.LEVELS[-1])
    try:
        drill.check(question, drill.parse_answer({"answer": junk}))
    except BadAnswer as exc:
        assert exc.message["es"] and exc.message["en"]


def test_drills_import_no_django():
    """House style B6: drills are pure (engine + lexicon), so they run and test without Django."""
    code = "import sys, trainers.drills; print('django' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=settings_module.BASE_DIR, env={"PATH": os.environ.get("PATH", "")})
    assert out.stdout.strip() == "False"


def test_registry_protocol():
    for slug, drill in DRILLS.items():
        assert slug == drill.SLUG
        assert drill.GAME in GAME_SLUGS
        assert drill.NAME["es"] and drill.NAME["en"]
        assert drill.SKILL in SKILLS
        assert drill.LEVELS == (1, 2, 3)
        assert drill.RULE_ANCHOR.replace("-", "").isalpha()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_rule_links_point_at_sections_of_the_rule_pages(lang):
    """Feedback links to /<lang>/<game>/#<anchor>: the section must exist in both languages."""
    for drill in DRILLS.values():
        page = settings_module.CONTENT_DIR / lang / f"{drill.GAME}.md"
        assert "{#" + drill.RULE_ANCHOR + "}" in page.read_text(), (drill.SLUG, lang)


def test_every_game_has_a_trick_drill_and_the_headline_drills_exist():
    for slug in ("paulo-trumps", "papayoo-round", "docena-hand", "paulo-trick", "papayoo-trick", "tute-trick",
                 "cirulo-trick"):
        assert slug in DRILLS


# --- drills with their cards written out ------------------------------------------------------------


def test_paulo_trumps_muestra_copas_order():
    """Source 000, the card order (per muestra), muestra copas: 4B > 3C > 11O > 2C > 12C ..."""
    q = paulo_trumps.Question(1, 8, C("7C")[0], C("2C 12C 4B 11O 3C"))
    assert paulo_trumps.expected(q) == ["4B", "3C", "11O", "2C", "12C"]
    feedback = paulo_trumps.check(q, C("4B 11O 3C 2C 12C"))
    assert [item.correct for item in feedback.items] == [True, False, False, True, True]


def test_paulo_trumps_data_is_the_api_shape():
    q = paulo_trumps.generate(Random(1), 2)
    data = paulo_trumps.data(q)
    assert set(data) == {"muestra", "players", "cards", "muestra_card"}
    assert data["muestra"] == data["muestra_card"][-1] and data["muestra"] in "OCEB"
    assert sorted(data["cards"]) == sorted(paulo_trumps.expected(q))


def test_paulo_trumps_hard_level_always_ranks_paulo_andorra_and_tuerto():
    """The level-3 promise (module docstring): the three cards people swap are always in the question."""
    from naipes.games import paulo

    for seed in range(200):
        q = paulo_trumps.generate(Random(seed), 3)
        slots = {s.card: s.name for s in paulo.ladder(q.muestra, paulo.Rules(players=q.players)).slots}
        assert {"paulo", "andorra", "tuerto"} <= {slots[c] for c in q.cards}
        assert any(q.cards[:3] != tuple(paulo_trumps.ranked(q)[:3]) for q in (
            paulo_trumps.generate(Random(s), 3) for s in range(20))), "not always shown first and in order"


def test_paulo_and_tuerto_are_trumps_whatever_the_muestra():
    """Source 000, the card order: trumps = the muestra suit + 4B + 11O."""
    q = paulo_is_trump.Question(1, 8, C("5C")[0], C("2E 4B 6E 12C 11O 4O"))
    assert paulo_is_trump.expected(q) == ["4B", "12C", "11O"]


def test_paulo_may_trump_at_will_but_must_answer():
    """Source 000, legal play: follow or trump at will; the Paulo is a trump (engine doctest)."""
    q = paulo_may_play.Question(2, 8, C("7C")[0], C("12O"), C("4B 7B 3O"))
    assert paulo_may_play.expected(q) == ["4B", "3O"]


def test_papayoo_round_source_example_totals_250():
    """Source 003's worked round: die clubs; 30 + 72 + 68 + 80 = 250 once Pat's 7P is counted."""
    piles = (
        ("Emma", P("3P 8P 19P")),
        ("Nico", P("20P 12P 7C")),
        ("Pat", P("1P 2P 4P 5P 6P 7P 9P 10P 11P 13P")),
        ("Lea", P("14P 15P 16P 17P 18P 7H")),
    )
    q = papayoo_round.Question(2, Suit.CLUBS, piles)
    assert papayoo_round.expected(q) == {"Emma": 30, "Nico": 72, "Pat": 68, "Lea": 80}
    wrong = papayoo_round.check(q, {"Emma": 30, "Nico": 72, "Pat": 61, "Lea": 80})
    assert [item.correct for item in wrong.items] == [True, True, False, True]
    assert "243" in wrong.explanation["en"] and "250" in wrong.explanation["en"]


def test_payoo_discarded_on_another_suit_never_wins():
    """Source 003's first common mistake."""
    q = papayoo_trick.Question(1, 4, P("3H 9H 20P 1H"))
    assert papayoo_trick.expected(q) == "9H"


def test_papayoo_is_the_seven_of_the_die():
    """Source 003, the deal: the 7 of the rolled suit; source 003's third common mistake: the other 7s are
    worth nothing."""
    q = papayoo_which_card.Question(2, Suit.HEARTS, P("7S 7H 7C 7D 7P 10H"))
    assert papayoo_which_card.expected(q) == "7H"


def test_papayoo_which_card_explains_a_pile_without_the_papayoo():
    """Source 003, the deal, and its third common mistake: 7P is a Payoo worth 7, the 10 of the die's suit is
    worth 0."""
    q = papayoo_which_card.Question(3, Suit.CLUBS, P("7S 7P 10C 3H"))
    assert papayoo_which_card.expected(q) == "none"
    feedback = papayoo_which_card.check(q, "7S")
    assert not feedback.correct
    assert "“none”" in feedback.explanation["en"] and "«ninguna»" in feedback.explanation["es"]
    assert "Payoo 7 is not the Papayoo" in feedback.explanation["en"]
    assert "El Payoo 7 no es el Papayoo" in feedback.explanation["es"]
    assert "ten of clubs" in feedback.explanation["en"] and "diez de tréboles" in feedback.explanation["es"]


def test_papayoo_trick_explains_every_off_suit_card():
    """Source 003, play: off-suit cards never compete, a discarded Payoo included (source 003's first common
    mistake)."""
    q = papayoo_trick.Question(2, 5, P("9D 3D 7C 11P 2D"))
    feedback = papayoo_trick.check(q, P("9D")[0])
    assert feedback.correct
    assert "however high: seven of clubs, Payoo 11." in feedback.explanation["en"]
    assert "por altas que sean: siete de tréboles, Payoo 11." in feedback.explanation["es"]
    assert feedback.answer_text == {"es": "Jugador 1 (sale): nueve de diamantes", "en": "Player 1 (leads): nine of diamonds"}
    payoo_lead = papayoo_trick.check(papayoo_trick.Question(1, 3, P("2P 10S 19P")), P("19P")[0])
    assert payoo_lead.answer_text == {"es": "Jugador 3: Payoo 19", "en": "Player 3: Payoo 19"}
    assert "Palo de salida: Payoos" in payoo_lead.explanation["es"] and "ten of spades" in payoo_lead.explanation["en"]
    assert payoo_lead.reason == "highest_payoo_led" and feedback.reason == "highest_of_suit_led"


def test_papayoo_round_shows_the_working_and_a_total_of_250_is_not_enough():
    """Source 003's worked round: each pile's sum; the 250 check catches a missing card, not a misplaced
    one."""
    piles = (("Emma", P("3P 8P 19P")), ("Nico", P("20P 12P 7C")), ("Pat", P("1P 2P 4P 5P 6P 7P 9P 10P 11P 13P")),
             ("Lea", P("14P 15P 16P 17P 18P 7H")), ("Max", P("1H 2H")))
    q = papayoo_round.Question(2, Suit.CLUBS, piles)
    right = papayoo_round.check(q, {"Emma": 30, "Nico": 72, "Pat": 68, "Lea": 80, "Max": 0})
    assert right.correct
    assert "Nico, 12 + 20 + Papayoo 40 = 72" in right.explanation["en"]
    assert "Max, no points = 0" in right.explanation["en"] and "Max, ningún punto = 0" in right.explanation["es"]
    assert "the count checks out" in right.explanation["en"]
    swapped = papayoo_round.check(q, {"Emma": 72, "Nico": 30, "Pat": 68, "Lea": 80, "Max": 0})
    assert not swapped.correct
    assert "the count checks out" not in swapped.explanation["en"]
    assert "wrong player" in swapped.explanation["en"] and "a quien no se lo llevó" in swapped.explanation["es"]


@pytest.mark.parametrize(("hand", "rank"), [
    ("5O 3O 2O", 5),    # flor de 28
    ("12C 12E 5O", 2),  # callá de reyes
    ("5O 1E", 19),      # veintidós y media
    ("5O 1O", 16),      # veinticuatro
    ("3C 1E 12B", 23),  # nada, rules-decisions §23
])
def test_docena_hand_rungs(hand, rank):
    """Source 004, the combination ladder, and rules-decisions §23."""
    q = docena_hand.Question(2, 8, C(hand))
    assert docena_hand.expected(q) == rank


def test_docena_tie_goes_to_the_mano():
    """rules-decisions §24: 3C 2C against 3E 2E is a tie, the mano (hand A) wins."""
    assert docena_compare.expected(docena_compare.Question(3, 5, C("3C 2C"), C("3E 2E"))) == "a"
    assert docena_compare.expected(docena_compare.Question(3, 7, C("1E 11E"), C("1C 12C"))) == "b"


def test_mala_stands_for_a_rey_with_a_rey():
    """Source 004, the combination ladder: a rey + the mala is Veintitrés y media; the mala plays the rey de
    oros."""
    assert docena_mala.expected(docena_mala.Question(1, 5, C("12C"))) == "12O"
    assert docena_mala.expected(docena_mala.Question(2, 5, C("3O 2O"))) == "5O"  # flor de 28: itself


def test_tute_trick_with_and_without_muestra():
    """Source 002's first example (no trump) and second (muestra espadas)."""
    assert tute_trick.expected(tute_trick.Question(3, 4, None, None, False, C("4C 5C 2B 7C"))) == "7C"
    assert tute_trick.expected(tute_trick.Question(2, 4, C("5E")[0], None, False, C("6O 2E 7O 4O"))) == "2E"


def test_tute_must_overtrump_once_the_stock_is_gone():
    """Source 002's third example: trump bastos, 7E 10B 4E on the table; with 11B 2B 5O only 11B."""
    q = tute_legal.Question(3, 4, C("1B")[0], C("7E 10B 4E"), C("11B 2B 5O"))
    assert tute_legal.expected(q) == ["11B"]
    feedback = tute_legal.check(q, C("11B 2B"))
    assert not feedback.correct
    assert [item.correct for item in feedback.items] == [True, False, True]


def test_tute_count_cards_acuses_and_last_trick():
    """Source 002, card points and acuses and the last trick: 1O 3C 12E 7B = 25; acuses oros (40, muestra) +
    copas (20); +10."""
    q = tute_count.Question(3, C("7O")[0], C("1O 3C 12E 7B"), (Suit.OROS, Suit.COPAS), True)
    assert tute_count.expected(q) == {"cards": 25, "acuses": 60, "total": 95}


def test_tute_count_without_muestra_says_who_made_the_forty():
    """Source 002, acuses and the last trick: sin muestra only the first pair of the deal is the 40; the scene
    must say whether this player was first, or the learner cannot know whether his pair is 40 or 20."""
    first = tute_count.Question(3, None, C("1O"), (Suit.ESPADAS, Suit.COPAS), False)
    late = tute_count.Question(3, None, C("1O"), (Suit.ESPADAS, Suit.COPAS), False, Suit.OROS)
    assert tute_count.expected(first)["acuses"] == 60
    assert tute_count.expected(late)["acuses"] == 40
    assert tute_count.data(late)["forty_taken"] is True
    for q, words in ((first, ("Nadie había cantado", "Nobody had declared")),
                     (late, ("Otro jugador había cantado antes las cuarenta en oros",
                             "Another player had already declared the forty in oros"))):
        acuses = next(p for p in tute_count.scene(q).panels if p.label["en"] == "Acuses")
        assert words[0] in acuses.text["es"] and words[1] in acuses.text["en"]
    kinds = set()
    for seed in range(300):
        q = tute_count.generate(Random(seed), 3)
        if q.muestra is None and q.acuses:
            said = tute_count.scene(q).panels[-1].text["es"]
            kinds.add(q.forty_by_other is None)
            assert said.startswith("Nadie había cantado" if q.forty_by_other is None else "Otro jugador")
    assert kinds == {True, False}


def test_tute_count_never_declares_the_forty_of_a_rey_or_caballo_muestra():
    """Source 002, the deal, and rules-decisions §19: the muestra is the last card drawn and no acuse follows
    the last draw, so a rey or caballo muestra makes the 40 impossible in that deal."""
    seen = 0
    for seed in range(3000):
        q = tute_count.generate(Random(seed), 3)
        if q.muestra is not None and q.muestra.rank in (11, 12):
            seen += 1
            assert q.muestra.suit not in q.acuses
    assert seen > 50


def test_tute_trick_explanation_names_the_card_with_its_article():
    """A sota is feminine: «la sota de bastos»; the reason is the engine's, in the engine's words."""
    q = tute_trick.Question(3, 4, C("3B")[0], None, True, C("6B 10O 10B 2B"))
    feedback = tute_trick.check(q, C("10B")[0])
    text = feedback.explanation
    assert "la sota de bastos" in text["es"] and "el sota" not in text["es"]
    assert feedback.reason == "highest_trump"
    assert "es el triunfo más alto de la baza" in text["es"] and "it is the highest triunfo in the baza" in text["en"]


def test_tute_trick_without_muestra_before_the_forty_has_no_triunfo():
    """rules-decisions §19: no muestra and no forty yet, so no triunfo: the suit led decides."""
    q = tute_trick.Question(3, 3, None, None, False, C("4E 6C 5B"))
    feedback = tute_trick.check(q, C("4E")[0])
    assert feedback.correct and feedback.reason == "no_trump_yet"
    assert "there is no triunfo (trump suit) until the forty is declared" in feedback.explanation["en"]


def test_cirulo_settle_source_example():
    """Source 001's example: as, sota and rey de oros cost 21; the clean player takes the plate."""
    q = cirulo_settle.Question(2, 0, (("Ana", C("1O 10O 12O 4C")), ("Bruno", C("7C 2C 3C 5C")), ("Carmen", ())))
    assert cirulo_settle.expected(q) == {
        "pays-Ana": 21, "pays-Bruno": 0, "pays-Carmen": 0,
        "gets-Ana": 0, "gets-Bruno": 21, "gets-Carmen": 0, "carry": 0,
    }


def test_cirulo_settle_explains_payments_and_a_plate_nobody_collects():
    """rules-decisions §12 and §14, source 001, the plate: each payment summed; a clean trick does not help a
    player who took oros."""
    q = cirulo_settle.Question(3, 1, (("Ana", C("12O 1O 4C 5C 6C 7C")), ("Bruno", C("5O 2E 3E")), ("Carmen", ())))
    feedback = cirulo_settle.check(q, cirulo_settle.expected(q))
    assert "Ana 10 + 1 = 11" in feedback.explanation["en"] and "Bruno 5" in feedback.explanation["es"]
    assert "With the one coin already there, the plate then holds 17" in feedback.explanation["en"]
    assert "Con la moneda que ya había" in feedback.explanation["es"]
    assert "everyone who won tricks took some oro" in feedback.explanation["en"]
    assert "next deal" in feedback.explanation["en"] and "next game" not in feedback.explanation["en"]


def test_cirulo_trick_names_the_sota_with_its_article_and_the_cost():
    """rules-decisions §12: highest of the suit led; the trick's oros cost its winner their tantos."""
    q = cirulo_trick.Question(2, 4, 40, C("2B 10B 12O 5B"))
    feedback = cirulo_trick.check(q, C("10B")[0])
    assert feedback.correct
    assert "gana la sota de bastos" in feedback.explanation["es"] and feedback.reason == "highest_of_suit_led"
    assert "aunque sean oros: rey de oros." in feedback.explanation["es"]
    assert "charged 10 tantos" in feedback.explanation["en"]


def test_cirulo_trick_says_even_oros_only_when_an_oro_was_discarded():
    """«aunque sean oros» belongs to a trick where an oro was played off suit."""
    with_oro = cirulo_trick.check(cirulo_trick.Question(2, 4, 40, C("2B 10B 12O 5B")), C("10B")[0]).explanation
    assert "aunque sean oros" in with_oro["es"] and "even oros" in with_oro["en"]
    without = cirulo_trick.check(cirulo_trick.Question(2, 4, 40, C("2B 10B 12C 5B")), C("10B")[0]).explanation
    assert "por altas que sean: rey de copas." in without["es"]
    assert "oros" not in without["es"] and "oros" not in without["en"]


@pytest.mark.parametrize("answer", [{"answer": ["4B", "4B"]}, {"answer": ["99X"]}, {"answer": "4B"}])
def test_order_answers_that_cannot_be_read(answer):
    with pytest.raises(BadAnswer):
        paulo_trumps.parse_answer(answer)


def test_order_positions_used_twice_are_refused():
    with pytest.raises(BadAnswer) as caught:
        paulo_trumps.parse_answer(QueryDict("pos-4B=1&pos-3C=1"))
    assert caught.value.code == "positions"


def test_order_of_other_cards_is_refused():
    q = paulo_trumps.Question(1, 8, C("7C")[0], C("2C 12C 4B 11O 3C"))
    with pytest.raises(BadAnswer):
        paulo_trumps.check(q, C("4B 3C 11O 2C 1C"))
