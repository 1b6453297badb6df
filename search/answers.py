"""Answers the engine knows, drawn at the top of the results with the rule section that explains them.

A query is read for a few shapes of question, each answered from the engine (never from a typed
table): a card's value in a game, the number of players, the deck and the cards per hand for a number
of players, how many cards are passed, a La Docena hand's name and rung, Paulo's trump ladder for a
muestra; and a position (two cards and a muestra, "4B vs 1O paulo") opens the game's trick judge with
the position filled in. Words that mark a shape are matched on their folded forms in both languages,
because a player asks in either whatever the page's language.

The questions every game shares (a position, the deal, the players) are read here; each game's own
questions, and what it says to the shared ones, are declared in its module ``search/games/<slug>.py``.
"""

from __future__ import annotations

from urllib.parse import urlencode

from django.urls import reverse
from django.utils.translation import gettext as _

from naipes_site.games import GAME_BY_SLUG
from search.asking import (
    AGAINST,
    CARDS,
    DEALING,
    HOW_MANY,
    MUESTRA,
    PASS,
    PLAYERS,
    SUIT_WORDS,
    VALUE,
    EngineAnswer,
    GameAnswers,
    Section,
    cards_in,
    number_in,
)
from search.games import ANSWERS, UNNAMED_POSITIONS
from wording.cards import card_name

__all__ = ["EngineAnswer", "answer"]

NO_ANSWERS_OF_ITS_OWN = GameAnswers()


def _of(game: str) -> GameAnswers:
    return ANSWERS.get(game, NO_ANSWERS_OF_ITS_OWN)


def players(query_words: list[str], game: str, lang: str, section: Section) -> EngineAnswer | None:
    said = set(query_words)
    if not game or not said & PLAYERS or said & CARDS or number_in(query_words, []) or not (said & HOW_MANY or len(said) <= 3):
        return None
    info = GAME_BY_SLUG[game]
    return EngineAnswer(game, _("%(game)s players: %(players)s.") % {"game": info.name, "players": info.players},
                        section(game, "players"), _("Players"))


def deal(query_words: list[str], game: str, lang: str, section: Section) -> EngineAnswer | None:
    said = set(query_words)
    count = number_in(query_words, cards_in(query_words))
    # How many cards, or a number of players with cards or dealing: «quién reparte» is not this question.
    asked = said & HOW_MANY or count is not None
    dealt = _of(game).deal
    if dealt is None or not asked or not said & (CARDS | DEALING) or said & (PASS | VALUE):
        return None
    if count is not None and count not in dealt.counts:
        return None
    rows = [dealt.row(n, lang) for n in (dealt.counts if count is None else (count,))]
    return EngineAnswer(game, _("The deck of %(game)s by number of players") % {"game": GAME_BY_SLUG[game].name},
                        section(game, dealt.anchor), _(dealt.link), rows)


def position(query_words: list[str], game: str, lang: str, section: Section) -> EngineAnswer | None:
    """Two cards, a word that sets them against each other or a muestra: the trick judge, filled in."""
    cards = cards_in(query_words)
    said = set(query_words)
    if len(cards) < 2 or not (said & AGAINST or said & MUESTRA) or not _of(game).positions:
        return None
    if said & MUESTRA and not _of(game).muestra:
        game = UNNAMED_POSITIONS  # a muestra and no game that has one named: the game where one is always turned
    game = game or UNNAMED_POSITIONS
    # «con muestra de oros», "with oros as muestra": the suit said within three words of «muestra».
    muestra = next((SUIT_WORDS[w] for i, w in enumerate(query_words)
                    if w in SUIT_WORDS and "muestra" in query_words[max(0, i - 3):i + 4]), None)
    params: list[tuple[str, str]] = [("led", cards[0].code), ("cards", ",".join(c.code for c in cards[1:]))]
    table = _of(game).position_table(cards)
    if table is None:
        return None
    params += table
    if muestra is not None and _of(game).muestra:
        params.append(("muestra", muestra.letter))
    url = reverse("judges:trick", args=[game]) + "?" + urlencode(params)
    names = " · ".join(card_name(c, lang) for c in cards)
    return EngineAnswer(game, _("Who takes the trick? %(game)s") % {"game": GAME_BY_SLUG[game].name}, url,
                        _("Open the judge with this position"), [names])


def answer(query_words: list[str], games: set[str], lang: str, section: Section) -> EngineAnswer | None:
    """The engine's answer to the query, if it has the shape of one it knows; ``games`` are the games
    named or implied (one, or none)."""
    game = next(iter(games)) if len(games) == 1 else ""
    # Order matters: a position (two cards) is more specific than the game's own questions, and those more
    # than the deal or the players.
    if found := position(query_words, game, lang, section):
        return found
    for own in _of(game).own:
        if found := own(query_words, lang, section):
            return found
    for shape in (deal, players):
        if found := shape(query_words, game, lang, section):
            return found
    return None
