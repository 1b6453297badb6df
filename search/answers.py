"""Answers the engine knows, drawn at the top of the results with the rule section that explains them.

A query is read for a few shapes of question, each answered from the engine (never from a typed
table): a card's value in a game, the number of players, the deck and the cards per hand for a number
of players, how many cards are passed, a La Docena hand's name and rung, Paulo's trump ladder for a
muestra; and a position (two cards and a muestra, "4B vs 1O paulo") opens the game's trick judge with
the position filled in. Words that mark a shape are matched on their folded forms in both languages,
because a player asks in either whatever the page's language.

The questions every game shares (a position, the deal, the players) are read here; each game's own
questions, and what it says to the shared ones, are declared in its module ``search/games/<slug>.py``.

Every answer is drawn under the table the browser keeps for its game, or a link's ``?profile=``
(:class:`~search.asking.Tables`); an answer that differs from the standard table's names the table, and a
position the table cannot deal is said so (rules-decisions §48).
"""

from __future__ import annotations

from dataclasses import replace
from urllib.parse import urlencode

from django.utils.translation import gettext as _

import wording
from naipes import profiles
from naipes_site.games import game_info
from naipes_site.plugins import SEARCH_LINKS
from search import shapes
from search.asking import (
    AGAINST,
    CARDS,
    DEALING,
    EACH,
    HOW_MANY,
    MUESTRA,
    PASS,
    PLAYERS,
    SUIT_WORDS,
    TRICK,
    TRUMP_SUIT,
    VALUE,
    WHO,
    EngineAnswer,
    GameAnswers,
    Section,
    Tables,
    cards_in,
    not_seated,
    number_in,
    seats,
)
from search.games import game_answers, unnamed_positions
from search.text import stem
from wording.cards import card_name

__all__ = ["EngineAnswer", "Tables", "answer"]

NO_ANSWERS_OF_ITS_OWN = GameAnswers()


def _of(game: str) -> GameAnswers:
    return game_answers().get(game, NO_ANSWERS_OF_ITS_OWN)


def players(query_words: list[str], game: str, lang: str, section: Section, tables: Tables) -> EngineAnswer | None:
    said = set(query_words)
    if not game or not said & PLAYERS or said & CARDS or number_in(query_words, []) or not (said & HOW_MANY or len(said) <= 3):
        return None
    # "how many stones does each player get" counts stones, not players: the players are what is counted
    # (within two words of «cuántos», "many"), or the query is a few words.
    counted = {after for i, word in enumerate(query_words) if word in HOW_MANY - {"how"}
               for after in query_words[i + 1:i + 3]}
    if len(said) > 3 and not counted & PLAYERS:
        return None
    info, table, known = game_info(game), tables.of(game), profiles.module_of(game).PLAYERS
    counts = info.players
    # A table that seats other numbers than the standard one says its own (Lanjarón's deck seats two).
    if not table.standard and (seated := seats(table.rules, known)) != seats(profiles.module_of(game).Rules, known):
        counts = wording.or_list([str(n) for n in seated], lang)
    return EngineAnswer(game, _("%(game)s players: %(players)s.") % {"game": info.name, "players": counts},
                        section(game, "players"), _("Players"))


def deal(query_words: list[str], game: str, lang: str, section: Section, tables: Tables) -> EngineAnswer | None:
    said = set(query_words)
    count = number_in(query_words, cards_in(query_words))
    # How many cards, or a number of players with cards or dealing: «quién reparte» is not this question.
    # "how" alone asks how, not how many: "how do you choose who deals" is not asking the deck.
    asked = said & (HOW_MANY - {"how"}) or count is not None
    dealt = _of(game).deal
    # «cada», "each" say the deal only beside the cards: "how many stones does each player get" is no deck.
    if dealt is None or not asked or not said & (CARDS | DEALING - EACH) or said & (PASS | VALUE):
        return None
    if count is not None and count not in dealt.counts:
        return None
    table = tables.of(game)
    seated = seats(table.rules, dealt.counts)
    if count is not None and count not in seated:
        return not_seated(game, count, lang, section, table)
    rows = [dealt.row(n, lang, table) for n in (seated if count is None else (count,))]
    return EngineAnswer(game, _("The deck of %(game)s by number of players") % {"game": game_info(game).name},
                        section(game, dealt.anchor), _(dealt.link), rows)


def position(query_words: list[str], game: str, lang: str, section: Section, tables: Tables) -> EngineAnswer | None:
    """Two cards, a word that sets them against each other or a muestra: the trick judge, filled in."""
    cards = cards_in(query_words)
    said = set(query_words)
    against = said & AGAINST or (said & WHO and said & TRICK)
    if len(cards) < 2 or not (against or said & MUESTRA) or not _of(game).positions:
        return None
    named: str | None = game
    if said & MUESTRA and not _of(game).muestra:
        named = unnamed_positions()  # a muestra and no game that has one named: the game where one is always turned
    named = named or unnamed_positions()
    if named is None:  # no game judges a position that names none
        return None
    game = named
    # «con muestra de oros», "with oros as muestra", «pintan copas», "coins are trumps": the suit said within
    # three words of a word for the suit of trumps.
    muestra = next((SUIT_WORDS[w] for i, w in enumerate(query_words)
                    if w in SUIT_WORDS and TRUMP_SUIT & set(query_words[max(0, i - 3):i + 4])), None)
    params: list[tuple[str, str]] = [("led", cards[0].code), ("cards", ",".join(c.code for c in cards[1:]))]
    table = _of(game).position_table(cards, tables.of(game))
    if table is None:  # no deck the table deals holds them: said so, rather than a judge that refuses them
        dealt = _of(game).deal
        return EngineAnswer(game, _("Under these rules no deck of %(game)s holds %(cards)s.") % {
                                "game": game_info(game).name,
                                "cards": wording.and_list([card_name(c, lang) for c in cards], lang)},
                            section(game, dealt.anchor if dealt else "deck"),
                            _(dealt.link) if dealt else _("The deck for each number of players"))
    params += table
    if muestra is not None and _of(game).muestra:
        params.append(("muestra", muestra.letter))
    if game in tables.linked:  # a table from a link is not kept: the judge's link carries it on
        params.append(("profile", tables.of(game).shared))
    judge = SEARCH_LINKS.url("trick judge", game)
    if judge is None:  # the judges are not installed: no position is answered
        return None
    url = judge + "?" + urlencode(params)
    names = " · ".join(card_name(c, lang) for c in cards)
    return EngineAnswer(game, _("Who takes the trick? %(game)s") % {"game": game_info(game).name}, url,
                        _("Open the judge with this position"), [names])


def may_play(query_words: list[str], game: str, lang: str, section: Section, tables: Tables) -> EngineAnswer | None:
    """A position told in words with a card named and asked whether it may be played («salen oros y tengo el rey
    de bastos, ¿puedo echar el rey?», "hearts led, can I play the ace of cups"): the game's judge of plays, where
    the hand and the trick are picked (their cards cannot be told apart from the words alone)."""
    cards = cards_in(query_words)
    said = set(query_words)
    if not game or not cards or not _of(game).positions or not said & (shapes.LEAD | shapes.HOLD):
        return None
    if "play" not in shapes.shapes_of_stems([stem(w, lang) for w in query_words], lang):
        return None
    judge = SEARCH_LINKS.url("play judge", game)
    if judge is None:
        return None
    if game in tables.linked:  # a table from a link is not kept: the judge's link carries it on
        judge += "?" + urlencode([("profile", tables.of(game).shared)])
    return EngineAnswer(game, _("May I play this card? %(game)s") % {"game": game_info(game).name}, judge,
                        _("Open the judge and pick your hand and the trick"),
                        [" · ".join(card_name(c, lang) for c in cards)])


def answer(query_words: list[str], games: set[str], lang: str, section: Section,
           tables: Tables | None = None) -> EngineAnswer | None:
    """The engine's answer to the query, if it has the shape of one it knows; ``games`` are the games
    named or implied (one, or none); ``tables`` the tables it is asked under (none: the standard ones).
    An answer the table makes differ from the standard one names the table (rules-decisions §48)."""
    found = _answer(query_words, games, lang, section, tables or Tables())
    if found is None or not tables or found.game not in tables.games:
        return found
    if found == _answer(query_words, games, lang, section, Tables()):
        return found
    return replace(found, table=tables.of(found.game).name(lang))


def _answer(query_words: list[str], games: set[str], lang: str, section: Section, tables: Tables) -> EngineAnswer | None:
    game = next(iter(games)) if len(games) == 1 else ""
    if not games:  # a question no game is named or implied in may be one game's by its shape
        game = next((slug for slug, found in game_answers().items() if found.claims(query_words)), "")
    # Order matters: a position (two cards) is more specific than the game's own questions, and those more
    # than the deal or the players.
    if found := position(query_words, game, lang, section, tables) or may_play(query_words, game, lang, section, tables):
        return found
    for own in _of(game).own:
        if found := own(query_words, lang, section, tables.of(game)):
            return found
    for shape in (deal, players):
        if found := shape(query_words, game, lang, section, tables):
            return found
    return None
