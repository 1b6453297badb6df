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

from naipes.cards import SPANISH_48, Card, Suit
from naipes_site.games import GAME_BY_SLUG
from search.text import fold, words
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

    @property
    def game_name(self) -> str:
        return GAME_BY_SLUG[self.game].name if self.game in GAME_BY_SLUG else ""


Answerer = Callable[[list[str], str, Section], "EngineAnswer | None"]
"""One shape of question about one game: the query's words, the page's language, the rule sections."""


@dataclass(frozen=True)
class Deal:
    """A game whose deal depends on the players: its player counts, a row of its deal for one count, and
    the rule section (anchor and link text, marked for translation) that explains it."""

    counts: tuple[int, ...]
    row: Callable[[int, str], str]
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
    position_table: Callable[[list[Card]], list[tuple[str, str]] | None] = lambda cards: []
    """The table options a position needs in the judge's link, or ``None`` when no table holds its cards."""


# Words that mark a kind of question, folded, both languages (a Spanish page is often asked in English).
VALUE = frozenset(["vale", "valen", "valor", "valores", "puntos", "punto", "cuanto", "worth", "value", "values", "points", "point"])
PLAYERS = frozenset(["jugadores", "jugador", "juegan", "personas", "players", "player", "play", "people"])
HOW_MANY = frozenset(["cuantos", "cuantas", "numero", "how", "many", "number"])
CARDS = frozenset(["cartas", "carta", "baraja", "mazo", "naipes", "cards", "card", "deck", "pack"])
PASS = frozenset(["pasan", "pasa", "pase", "pasar", "paso", "pass", "passed", "passes", "passing"])
TRUMPS = frozenset(["triunfo", "triunfos", "orden", "escala", "trump", "trumps", "order", "ladder"])
AGAINST = frozenset(["vs", "versus", "contra", "gana", "ganan", "mata", "beat", "beats", "against", "wins"])
WORTH = frozenset(["vale", "valen", "valor", "worth", "value", "total"])
MUESTRA = frozenset(["muestra"])
DEALING = frozenset(["reparten", "reparte", "reparto", "cada", "baraja", "mazo", "deal", "dealt", "deals", "each", "deck", "pack"])
NUMBERS = {**{str(n): n for n in range(2, 9)},
           **dict(zip(["dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho"], range(2, 9), strict=True)),
           **dict(zip(["two", "three", "four", "five", "six", "seven", "eight"], range(2, 9), strict=True))}
_CARD_TOKEN = re.compile(r"^(\d+)(oros|copas|espadas|bastos)$")
SUIT_WORDS = {fold(suit_name(s, lang)): s for s in (Suit.OROS, Suit.COPAS, Suit.ESPADAS, Suit.BASTOS)
              for lang in ("es", "en")}


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
