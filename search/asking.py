"""What every answerer of the search reads a query with, and what each game declares of its answers.

The words that mark a kind of question (folded, both languages: a Spanish page is often asked in English),
the cards, ranks, suits and numbers said, and :class:`GameAnswers`, which each game's module
(``search/games/<slug>.py``) fills in so that the shared flow (:mod:`search.answers`) names no game.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from django.utils.translation import gettext as _

import naipes.games
import wording
from naipes import RulesError, profiles
from naipes.cards import SPANISH_48, Card, Suit
from naipes_site import table_rules
from naipes_site.games import game_info, info_by_slug
from naipes_site.table_rules import TableRules
from search.text import SUITS_SAID, fold, words
from wording.cards import card_name, suit_name

Section = Callable[[str, str], str]
"""The URL of a game's rule section, from the game and the section's anchor."""


@dataclass
class EngineAnswer:
    game: str
    title: str
    url: str  # the rule section that explains it, or the judge with the position filled in
    link: str  # what the link says
    lines: list[str] = field(default_factory=list)
    table: str = ""
    """The name of the table whose rules the answer follows, when they make it differ from the standard's
    (rules-decisions §48); empty otherwise."""

    @property
    def game_name(self) -> str:
        return game_info(self.game).name if self.game in info_by_slug() else ""


@dataclass(frozen=True)
class Tables:
    """The tables a search is answered under, by game: those the browser keeps and a link's ``?profile=``
    (rules-decisions §40, §48). Only tables other than the standard are listed, by their codes, so that it
    keys the cached answers: the same words under another table are another answer."""

    codes: tuple[tuple[str, str], ...] = ()
    """``(game, code)`` pairs, sorted."""
    linked: frozenset[str] = frozenset()
    """The games whose table comes from the link (not kept): the judge's link must carry it on."""
    read: tuple[TableRules, ...] = field(default=(), compare=False, repr=False)
    """The tables themselves as the request read them (:func:`naipes_site.table_rules.resolve`), so answering
    under one reads no code again; left out of what keys the cached answers."""

    @classmethod
    def of_request(cls, request) -> Tables:
        found, linked = [], set()
        for game in naipes.games.slugs():
            resolved = table_rules.resolve(request, game)
            if resolved.table.standard:
                continue
            found.append(resolved.table)
            if resolved.linked:
                linked.add(game)
        return cls(tuple(sorted((table.game, table.code) for table in found)), frozenset(linked), tuple(found))

    @property
    def games(self) -> frozenset[str]:
        return frozenset(game for game, _code in self.codes)

    def of(self, game: str) -> TableRules:
        """The game's table: the one listed, else the standard."""
        read = next((table for table in self.read if table.game == game), None)
        if read is not None:
            return read
        code = dict(self.codes).get(game)
        return table_rules.standard(game) if code is None else table_rules.decode(game, code)

    def __bool__(self) -> bool:
        return bool(self.codes)


Answerer = Callable[[list[str], str, Section, TableRules], "EngineAnswer | None"]
"""One shape of question about one game: the query's words, the page's language, the rule sections, and the
table whose rules it answers under (the standard table's when the browser keeps none; rules-decisions §48)."""


@dataclass(frozen=True)
class Deal:
    """A game whose deal depends on the players: its player counts, a row of its deal for one count, and
    the rule section (anchor and link text, marked for translation) that explains it."""

    counts: tuple[int, ...]
    row: Callable[[int, str, TableRules], str]
    """The deal at a number of players under a table; only called for a number the table can seat."""
    anchor: str
    link: str


@dataclass(frozen=True)
class GameAnswers:
    """What the search answers about one game beyond the questions every game shares (its players)."""

    own: tuple[Answerer, ...] = ()
    """The game's own shapes of question, the most specific first."""
    deal: Deal | None = None
    positions: bool = True
    """A position (two cards set against each other) opens the game's trick judge."""
    muestra: bool = False
    """Its trick judge takes a muestra, read from the query."""
    unnamed_positions: bool = False
    """A position that names no game, or a muestra in a game without one, is judged as this game's."""
    position_table: Callable[[list[Card], TableRules], list[tuple[str, str]] | None] = lambda cards, table: []
    """The options a position needs in the judge's link under a table, or ``None`` when none of the table's
    decks holds its cards."""
    words: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """Words players say for the game's own terms, folded → the terms the game's pages use (each in either
    language): Paulo's "horns" are its «cuernos», La Docena's "wild card" its «mala». The search reads them as
    synonyms (:func:`search.synonyms.table`), as the glossary's own pairs."""
    claims: Callable[[list[str]], bool] = lambda query_words: False
    """Whether a question that names no game is this game's by its shape alone: two or three cards and «qué
    jugada es», "what hand is it" can only be La Docena's, the one game whose hands have names."""
    card_named: str = ""
    """The game's name when it is also one of its cards' («echar el paulo», "which seven is the papayoo"): said as
    a card, it is the question's subject, not only its game (:func:`said_as_card`)."""
    follows: tuple[str, ...] = ()
    """The options of the game's ``Rules`` (the number of players aside) whose value changes an answer: a table
    that sets one of them answers differently and names itself (rules-decisions §48). Checked at start-up
    (:mod:`search.checks`) against the game's options and by ``tests/profiles/test_search_and_bank_follow_table.py``
    against the answers."""


# Words that mark a kind of question, folded, both languages (a Spanish page is often asked in English).
VALUE = frozenset(["vale", "valen", "valor", "valores", "puntos", "punto", "cuanto", "worth", "value", "values", "points", "point"])
PLAYERS = frozenset(["jugadores", "jugador", "juegan", "personas", "players", "player", "play", "people"])
HOW_MANY = frozenset(["cuantos", "cuantas", "numero", "how", "many", "number"])
CARDS = frozenset(["cartas", "carta", "baraja", "mazo", "naipes", "cards", "card", "deck", "pack"])
PASS = frozenset(["pasan", "pasa", "pase", "pasar", "paso", "pass", "passed", "passes", "passing"])
TRUMPS = frozenset(["triunfo", "triunfos", "orden", "escala", "trump", "trumps", "order", "ladder"])
# ...and the words of who takes a trick: «para quién es la baza», «quién se la lleva», "who takes it".
AGAINST = frozenset(["vs", "versus", "contra", "gana", "ganan", "mata", "beat", "beats", "against", "wins",
                     "lleva", "takes"])
WHO = frozenset(["quien", "who", "whose"])
TRICK = frozenset(["baza", "trick"])
"""«para quién es la baza», "whose trick is it": who and a trick, said beside two cards, set them against each other."""
WORTH = frozenset(["vale", "valen", "valor", "worth", "value", "total"])
MUESTRA = frozenset(["muestra"])
TRUMP_SUIT = frozenset(["muestra", "triunfo", "triunfos", "trump", "trumps", "pintan", "pinta", "turned", "arriba"])
"""Words said beside the suit of trumps: «con muestra de oros», «pintan copas», "coins are trumps", "swords turned up"."""
DEALING = frozenset(["reparten", "reparte", "reparto", "cada", "baraja", "mazo", "deal", "dealt", "deals", "each", "deck", "pack"])
EACH = frozenset(["cada", "each"])
NUMBERS = {**{str(n): n for n in range(2, 9)},
           **dict(zip(["dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho"], range(2, 9), strict=True)),
           **dict(zip(["two", "three", "four", "five", "six", "seven", "eight"], range(2, 9), strict=True))}
_CARD_TOKEN = re.compile(r"^(\d+)(oros|copas|espadas|bastos)$")
SUIT_WORDS = {**{fold(suit_name(s, lang)): s for s in (Suit.OROS, Suit.COPAS, Suit.ESPADAS, Suit.BASTOS)
                 for lang in ("es", "en")}, **SUITS_SAID}


def _rank_words() -> dict[str, int]:
    """Every word a rank is called by: «caballo», "knight", «as», "ace", «tres», "three"."""
    found: dict[str, int] = {}
    for rank in (1, 2, 3, 4, 5, 6, 7, 10, 11, 12):
        card = Card(rank, Suit.OROS)
        for lang in ("es", "en"):
            for word in words(card_name(card, lang).split(" de ")[0].split(" of ")[0]):
                if not word.isdigit():
                    found.setdefault(word, rank)
    found.update({"horse": 11, "king": 12, "reyes": 12, "caballos": 11, "sotas": 10, "ases": 1, "aces": 1})
    return found


RANK_WORDS = _rank_words()
# Ranks said in the plural, as a hand is named: «tres reyes», "three threes", «dos ases».
PLURAL_RANKS = {**{f"{w}es" if w[-1] in "sx" else f"{w}s": r for w, r in RANK_WORDS.items() if w.isalpha()},
                "reyes": 12, "kings": 12}


CARD_CONTEXT = frozenset(["carta", "cartas", "card", "cards", "echar", "echo", "tirar", "tiro", "triunfo", "triunfos",
                          "trump", "trumps", "muestra", "dado", "die", "palo", "suit", "play",
                          # held, led or let go: «tengo el paulo y me arrastran», "I hold the paulo"
                          "tengo", "llevo", "have", "hold", "holding", "arrastran", "arrastra", "arrastrar", "soltar",
                          "soltarlo", "led", "lead"])
GAME_CONTEXT = frozenset(["juego", "game", "games", "reglas", "rules", "partida", "jugar", "jugadores", "players"])
ARTICLES = frozenset(["el", "the"])
IN_A_GAME = frozenset(["en", "in", "at", "of", "de", "a", "to", "for", "con", "with", "sobre", "about"])


def said_as_card(query_words: list[str], i: int) -> bool:
    """Whether the game's name at ``i`` names its card: after an article (not «en el paulo», "in the papayoo"),
    beside a word of cards or play (a rank, «echar», "trump", «dado»), and with no word of the game as a whole
    («juego», "rules").

    >>> said_as_card("cual de los sietes es el papayoo".split(), 6), said_as_card("el papayoo es un juego".split(), 1)
    (True, False)
    """
    said = set(query_words)
    cards = said & CARD_CONTEXT or any(w in RANK_WORDS or w in PLURAL_RANKS for w in said)
    within = i > 1 and query_words[i - 2] in IN_A_GAME  # «en el paulo», "at the papayoo": the game
    return bool(i and query_words[i - 1] in ARTICLES and not within and cards and not said & GAME_CONTEXT)


def ranks_in(query_words: list[str]) -> list[int]:
    """The ranks said («el caballo», "the three"), but not a number of players («dos jugadores», "two players tie")."""
    return [RANK_WORDS[w] for i, w in enumerate(query_words)
            if w in RANK_WORDS and not PLAYERS.intersection(query_words[i + 1:i + 2])]


def cards_in(query_words: list[str]) -> list[Card]:
    found = []
    for word in query_words:
        if match := _CARD_TOKEN.match(word):
            card = Card(int(match.group(1)), Suit(match.group(2)))
            if card in SPANISH_48 and card not in found:
                found.append(card)
    return found


def number_in(query_words: list[str], cards: list[Card]) -> int | None:
    """The number of players said, if any («con 5», "5 players")."""
    if cards:
        return None
    return next((NUMBERS[w] for w in query_words if w in NUMBERS), None)


def points(n: int) -> str:
    return _("%(count)s point") % {"count": n} if n == 1 else _("%(count)s points") % {"count": n}


def seats(game_rules: Callable[..., object], counts: tuple[int, ...]) -> tuple[int, ...]:
    """The numbers of players among ``counts`` that a table can seat (``game_rules`` is ``TableRules.rules``):
    a Paulo table with the Lanjarón deck seats two, one with eight-card Tute hands only two."""
    found = []
    for n in counts:
        try:
            game_rules(players=n)
        except RulesError:
            continue
        found.append(n)
    return tuple(found)


def not_seated(game: str, count: int, lang: str, section: Section, table: TableRules) -> EngineAnswer:
    """A number of players the table cannot seat, said so with the numbers it can."""
    seated = seats(table.rules, profiles.module_of(game).PLAYERS)
    return EngineAnswer(game, _("%(game)s is not played by %(players)s players under these rules.") % {
                            "game": game_info(game).name, "players": count},
                        section(game, "players"), _("Players"),
                        [_("It is played by %(counts)s.") % {"counts": wording.or_list([str(n) for n in seated], lang)}])
