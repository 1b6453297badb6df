"""The practice coach says "you" (tú) to the learner only: a card the engine plays for another seat is explained
in the third person, naming that seat («El jugador 3 no tiene del palo de salida…», "Player 4 has none of the
suit led…"), never as if the learner had played it. A trick is told with what it is worth in the game's own
count and unit, one point or many (never "1 puntos"), and a Paulo baza, which carries no points, without any.
In Spanish, the reasons said to the learner use «tú» throughout, as the rest of the site does."""

from __future__ import annotations

import re

import pytest
from django.utils import translation

from naipes import profiles as named
from naipes.practice import LEARNER
from naipes_site import table_rules
from practice.coach import describe, reason_of
from practice.games import trick_games

SEEDS = range(12)

SECOND_PERSON = {
    "en": re.compile(r"\b(you|your|yours)\b", re.I),
    "es": re.compile(r"\b(tú|tu|tus|te|ti|tienes|puedes|debes|estás|sales|abres|asistes|respondes|sigues|montas|"
                     r"fallas|matas|superas|juegas|echas|ganas)\b", re.I),
}
"""Words that address the reader: none belongs in a sentence about another seat."""

THIRD_PERSON_PLAYER = re.compile(r"(?<!\bse )(?<!\bquien )\b(abre|asiste|sigue|monta|responde|falla|mata|"
                                 r"supera|puede|tiene|debe|reúne)\b", re.I)
"""Spanish verbs whose subject would be the player in the third person: said to the learner, they mix «tú» with
«él» (an impersonal «se puede» or «quien tiene» is not about him)."""

ONE_WITH_PLURAL = re.compile(r"\b1 (puntos|points|tantos|bazas|tricks|chinos|piedras|stones|cartas|cards)\b")
POINTS = re.compile(r"\b(points?|puntos?)\b", re.I)


def subject(seat: int, lang: str) -> str:
    return {"es": f"El jugador {seat + 1}", "en": f"Player {seat + 1}"}[lang]


def card_reasons(slug: str) -> tuple[str, ...]:
    """The reasons the engine gives a card played (Tute's declarations have reasons of their own)."""
    engine = trick_games()[slug].engine
    return getattr(engine, "PLAY_REASONS", engine.REASONS)


def tables(slug: str):
    """Every named table of the game: the reasons a bot may give change with them (Tute without muestra…)."""
    return [table_rules.standard(slug), *(table_rules.decode(slug, p.slug) for p in named.profiles(slug))]


def hands_played_through(slug: str):
    """Hands of the game played to the end with the engine in every seat, at every table and size the
    practice hand offers, each position as the teaching coach describes it."""
    game = trick_games()[slug]
    for table in tables(slug):
        for players in game.players:
            rules = game.read_rules({"players": str(players)}, table)
            if rules.players != players:
                continue
            for seed in SEEDS:
                hand = game.hand.replay(seed, rules, [])
                while True:
                    yield hand
                    if hand.phase == "done":
                        break
                    hand.act(hand.learner_choice())


@pytest.mark.parametrize("slug", list(trick_games()))
def test_every_reason_has_a_sentence_about_another_seat(slug):
    """Each reason the engine can give a card has its third-person wording, opening with the seat's name."""
    for code in card_reasons(slug):
        for lang in ("es", "en"):
            with translation.override(lang):
                said = reason_of(slug, code, 2)
            assert said.startswith(subject(2, lang)), (slug, code, lang, said)
            assert not SECOND_PERSON[lang].search(said), (slug, code, lang, said)


@pytest.mark.parametrize("slug", list(trick_games()))
def test_spanish_reasons_said_to_the_learner_use_tu(slug):
    """A card of the learner's hand, one he played, or a declaration he may make, is explained in the «tú» the
    whole site uses."""
    for code in trick_games()[slug].engine.REASONS:
        with translation.override("es"):
            said = reason_of(slug, code, LEARNER)
        assert not THIRD_PERSON_PLAYER.search(said), (slug, code, said)


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("slug", list(trick_games()))
def test_a_card_another_seat_played_is_explained_in_the_third_person(slug, lang):
    seen = 0
    with translation.override(lang):
        for hand in hands_played_through(slug):
            context = describe(trick_games()[slug], hand, {"coach": "teach"}, lang)
            tricks = [(hand.leader, context["trick"])]
            if hand.tricks:
                tricks.append((hand.tricks[-1].leader, context["last_trick"]["cards"]))
            for leader, cards in tricks:
                for i, played in enumerate(cards):
                    seat = (leader + i) % hand.players
                    if seat == LEARNER or not played["why"]:
                        continue
                    seen += 1
                    assert played["why"].startswith(subject(seat, lang)), played["why"]
                    assert not SECOND_PERSON[lang].search(played["why"]), played["why"]
    assert seen > 100


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("slug", list(trick_games()))
def test_a_trick_is_told_with_its_worth_in_singular_or_plural(slug, lang):
    """Tute and Papayoo count points, Cirulo the tantos of the oros, Paulo only the bazas."""
    game = trick_games()[slug]
    told = []
    with translation.override(lang):
        for hand in hands_played_through(slug):
            if not hand.tricks:
                continue
            context = describe(game, hand, {"coach": "teach"}, lang)
            told += [context["last_trick"]["said"], *(t["said"] for t in context["history"])]
            if hand.phase == "done":
                told += [str(row) for row in context["count"].get("rows", [])]
    assert told
    assert not [said for said in told if ONE_WITH_PLURAL.search(said)]
    if game.trick_worth is None:
        assert not [said for said in told if POINTS.search(said)]
    else:
        assert [said for said in told if re.search(r"\(\d+ \w+\)\.$", said)], "a trick is told with its worth"


def test_a_paulo_baza_is_told_without_points():
    game = trick_games()["paulo"]
    with translation.override("en"):
        hand = game.hand.replay(0, game.read_rules({"players": "4"}), [])
        while not hand.tricks:
            hand.act(hand.learner_choice())
        said = describe(game, hand, {"coach": "teach"}, "en")["last_trick"]["said"]
    assert said.endswith("took the last trick.") and "0" not in said


@pytest.mark.parametrize(("lang", "you"), [("es", "Tienes bazas enciruladas"), ("en", "You have bazas enciruladas")])
def test_the_cirulo_count_tells_the_learners_own_row_to_him(lang, you):
    game = trick_games()["cirulo"]
    with translation.override(lang):
        for seed in SEEDS:
            hand = game.hand.replay(seed, game.read_rules({"players": "4"}), [])
            while hand.phase != "done":
                hand.act(hand.learner_choice())
            rows = describe(game, hand, {"coach": "teach"}, lang)["count"]["rows"]
            for row in rows[1:]:
                assert not SECOND_PERSON[lang].search(row["status"]), row
            assert not THIRD_PERSON_PLAYER.search(rows[LEARNER]["status"]) if lang == "es" else True
            if rows[LEARNER]["status"].startswith(you):
                return
    raise AssertionError("no deal where the learner pays into the plate")
