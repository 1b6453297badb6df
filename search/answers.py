"""Answers the engine knows, drawn at the top of the results with the rule section that explains them.

A query is read for a few shapes of question, each answered from the engine (never from a typed
table): a card's value in a game, the number of players, the deck and the cards per hand for a number
of players, how many cards are passed, a La Docena hand's name and rung, Paulo's trump ladder for a
muestra; and a position (two cards and a muestra, "4B vs 1O paulo") opens the game's trick judge with
the position filled in. Words that mark a shape are matched on their folded forms in both languages,
because a player asks in either whatever the page's language.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from urllib.parse import urlencode

from django.urls import reverse
from django.utils.translation import gettext as _, gettext_noop

import wording
from naipes import cirulo, docena, papayoo, paulo, tute
from naipes.cards import SPANISH_48, Card, Suit
from naipes.paulo import order as paulo_order
from naipes_site.games import GAME_BY_SLUG
from search.text import fold, words
from wording.cards import card_name, rank_order, suit_name


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


def _cards(query_words: list[str]) -> list[Card]:
    found = []
    for word in query_words:
        if match := _CARD_TOKEN.match(word):
            card = Card(int(match.group(1)), Suit(match.group(2)))
            if card in SPANISH_48 and card not in found:
                found.append(card)
    return found


def _number(query_words: list[str], cards: list[Card]) -> int | None:
    """The number of players said, if any («con 5», "5 players")."""
    if cards:
        return None
    return next((NUMBERS[w] for w in query_words if w in NUMBERS), None)


def _points(n: int) -> str:
    return _("%(count)s point") % {"count": n} if n == 1 else _("%(count)s points") % {"count": n}


def tute_value(query_words: list[str], game: str, lang: str, section: Callable[[str, str], str]) -> EngineAnswer | None:
    ranks = [RANK_WORDS[w] for w in query_words if w in RANK_WORDS]
    cards = _cards(query_words)
    said = set(query_words)
    # A value asked («vale», "worth"), or a bare card named in the game ("caballo tute"); a rank word
    # among players or cards («cuatro jugadores») is a number, not a card.
    if game != "tute" or not (ranks or cards) or said & (PLAYERS | CARDS | DEALING):
        if game == "tute" and said & VALUE and said & CARDS and not ranks and not cards:
            return _tute_values(lang, section)  # "tute card points": the whole table
        if not (game == "tute" and said & VALUE and (ranks or cards)):
            return None
    if not said & VALUE and len(query_words) > 3:
        return None
    if not (ranks or cards):
        return None
    rank = cards[0].rank if cards else ranks[0]
    name = rank_order((rank,), lang)
    table = " · ".join(f"{rank_order((r,), lang)}: {tute.POINTS[r]}" for r in tute.RANK_ORDER if tute.POINTS[r])
    return EngineAnswer("tute", _("In Tute the %(card)s is worth %(points)s.") % {"card": name, "points": _points(tute.POINTS[rank])},
                        section("tute", "card-values"), _("Card order and values"),
                        [_("Every card: %(table)s; the others 0.") % {"table": table},
                         _("The last trick adds %(points)s (diez de mesa).") % {"points": _points(tute.LAST_TRICK_POINTS)}])


def _tute_values(lang: str, section: Callable[[str, str], str]) -> EngineAnswer:
    table = " · ".join(f"{rank_order((r,), lang)}: {tute.POINTS[r]}" for r in tute.RANK_ORDER if tute.POINTS[r])
    return EngineAnswer("tute", _("Card values in Tute"), section("tute", "card-values"), _("Card order and values"),
                        [_("Every card: %(table)s; the others 0.") % {"table": table},
                         _("The last trick adds %(points)s (diez de mesa).") % {"points": _points(tute.LAST_TRICK_POINTS)}])


def cirulo_value(query_words: list[str], game: str, lang: str, section: Callable[[str, str], str]) -> EngineAnswer | None:
    if game != "cirulo" or not set(query_words) & VALUE:
        return None
    cards = _cards(query_words)
    ranks = [RANK_WORDS[w] for w in query_words if w in RANK_WORDS]
    if not cards and not ranks and not ({"oros", "oro", "cirulo", "cirulos"} & set(query_words)):
        return None
    oros = [c for c in cirulo.deck(cirulo.DEFAULT_RULES) if c.suit is Suit.OROS]
    card = cards[0] if cards else Card(ranks[0], Suit.OROS) if ranks else None
    table = " · ".join(f"{rank_order((c.rank,), lang)}: {cirulo.card_value(c)}" for c in oros)
    lines = [_("The oros, in tantos: %(table)s.") % {"table": table}]
    if card is not None and card.suit is not Suit.OROS:
        title = _("In Cirulo only the oros cost tantos: the %(card)s costs nothing.") % {"card": card_name(card, lang)}
    elif card is not None and card in oros:
        value = cirulo.card_value(card)
        title = (_("In Cirulo the %(card)s costs 1 tanto.") if value == 1 else _("In Cirulo the %(card)s costs %(tantos)s tantos.")) % {
            "card": card_name(card, lang), "tantos": value}
    else:
        title = _("In Cirulo each oro costs its tantos; the others cost nothing.")
    return EngineAnswer("cirulo", title, section("cirulo", "tantos"), _("The tantos of the oros"), lines)


def players(query_words: list[str], game: str, lang: str, section: Callable[[str, str], str]) -> EngineAnswer | None:
    said = set(query_words)
    if not game or not said & PLAYERS or said & CARDS or _number(query_words, []) or not (said & HOW_MANY or len(said) <= 3):
        return None
    info = GAME_BY_SLUG[game]
    return EngineAnswer(game, _("%(game)s players: %(players)s.") % {"game": info.name, "players": info.players},
                        section(game, "players"), _("Players"))


def _tute_deal(n: int, lang: str) -> str:
    rules = tute.Rules(players=n)
    removed = ", ".join(card_name(c, lang) for c in tute.removed_cards(rules))
    row = _("%(players)s players: %(deck)s cards, %(hand)s each") % {"players": n, "deck": len(tute.deck(rules)),
                                                                   "hand": rules.cards_per_hand}
    return row + (_(" (without %(cards)s)") % {"cards": removed} if removed else "")


def _papayoo_deal(n: int, lang: str) -> str:
    rules = papayoo.Rules(players=n)
    return _("%(players)s players: %(deck)s cards, %(hand)s each, %(pass)s passed") % {
        "players": n, "deck": len(papayoo.deck(rules)), "hand": papayoo.hand_size(rules),
        "pass": papayoo.pass_count(rules)}


def _docena_deal(n: int, lang: str) -> str:
    return _("%(players)s players: %(deck)s cards, %(hand)s each") % {
        "players": n, "deck": len(docena.deck(docena.Rules(players=n))), "hand": docena.HAND_SIZE}


def _cirulo_deal(n: int, lang: str) -> str:
    rules = cirulo.Rules(players=n)
    return _("%(players)s players: %(deck)s cards, %(hand)s each") % {
        "players": n, "deck": len(cirulo.deck(rules)), "hand": cirulo.hand_size(rules)}


DEALS: dict[str, tuple[tuple[int, ...], Callable[[int, str], str], str, str]] = {
    "tute": (tute.PLAYERS, _tute_deal, "deck", gettext_noop("The deck for each number of players")),
    "papayoo": (papayoo.PLAYERS, _papayoo_deal, "deck-by-players", gettext_noop("Cards by number of players")),
    "docena": (docena.PLAYERS, _docena_deal, "deck", gettext_noop("The deck by number of players")),
    "cirulo": (cirulo.PLAYERS, _cirulo_deal, "removed-cards", gettext_noop("Cards removed for each number of players")),
}
"""Each game whose deal depends on the players: its player counts, a row of its deal for one count, and the
rule section (anchor and link text) that explains it."""


def deal(query_words: list[str], game: str, lang: str, section: Callable[[str, str], str]) -> EngineAnswer | None:
    said = set(query_words)
    count = _number(query_words, _cards(query_words))
    # How many cards, or a number of players with cards or dealing: «quién reparte» is not this question.
    asked = said & HOW_MANY or count is not None
    if game not in DEALS or not asked or not said & (CARDS | DEALING) or said & (PASS | VALUE):
        return None
    counts, row, anchor, link = DEALS[game]
    if count is not None and count not in counts:
        return None
    rows = [row(n, lang) for n in (counts if count is None else (count,))]
    return EngineAnswer(game, _("The deck of %(game)s by number of players") % {"game": GAME_BY_SLUG[game].name},
                        section(game, anchor), _(link), rows)


def passing(query_words: list[str], game: str, lang: str, section: Callable[[str, str], str]) -> EngineAnswer | None:
    if game != "papayoo" or not set(query_words) & PASS:
        return None
    count = _number(query_words, [])
    counts = papayoo.PLAYERS if count is None or count not in papayoo.PLAYERS else (count,)
    rows = [_("%(players)s players: each passes %(pass)s cards") % {"players": n, "pass": papayoo.pass_count(papayoo.Rules(players=n))}
            for n in counts]
    return EngineAnswer(game, _("Cards passed in Papayoo, to the player on the left"), section(game, "pass"),
                        _("The pass"), rows)


def papayoo_points(query_words: list[str], game: str, lang: str, section: Callable[[str, str], str]) -> EngineAnswer | None:
    """What taking cards costs at Papayoo: the Payoos their number, the Papayoo its points, the round's total."""
    said = set(query_words)
    if game != "papayoo" or not said & VALUE or not said & (HOW_MANY | WORTH) or _cards(query_words):
        return None
    payoos = [c for c in papayoo.deck(papayoo.Rules()) if c.suit is Suit.PAYOO]
    return EngineAnswer(game, _("Each round of Papayoo hands out %(total)s points") % {"total": papayoo.ROUND_TOTAL},
                        section(game, "scoring"), _("Scoring"),
                        [_("Each Payoo is worth its number, from %(low)s to %(high)s; the Papayoo (the %(rank)s of the "
                           "die's suit) %(papayoo)s; every other card 0.")
                         % {"low": min(c.rank for c in payoos), "high": max(c.rank for c in payoos),
                            "rank": papayoo.PAPAYOO_RANK, "papayoo": _points(papayoo.PAPAYOO_POINTS)}])


def _said_hand(query_words: list[str]) -> list[Card]:
    """«tres reyes», "two aces": that many cards of the rank, in suits other than oros (no mala)."""
    for count_word, rank_word in zip(query_words, query_words[1:], strict=False):
        count, rank = NUMBERS.get(count_word), PLURAL_RANKS.get(rank_word)
        if count in (2, 3) and rank:
            return [Card(rank, suit) for suit in (Suit.COPAS, Suit.ESPADAS, Suit.BASTOS)[:count]]
    return []


def docena_hand(query_words: list[str], game: str, lang: str, section: Callable[[str, str], str]) -> EngineAnswer | None:
    cards = _cards(query_words) or (_said_hand(query_words) if game == "docena" else [])
    if game != "docena" or len(cards) not in (2, 3):
        return None
    try:
        rank = docena.hand_rank(cards)
    except (ValueError, LookupError):
        return None
    name = wording.text(f"docena.rung.{rank.key}", lang)
    where = (_("rung %(rank)s of %(rungs)s, 1 the best") % {"rank": rank.rank, "rungs": len(docena.LADDER)}
             if rank.rank <= len(docena.LADDER) else _("below every combination"))
    return EngineAnswer(game, f"{', '.join(card_name(c, lang) for c in cards)}: {name}", section(game, "ladder"),
                        _("The whole ladder"), [where])


def paulo_ladder(query_words: list[str], game: str, lang: str, section: Callable[[str, str], str]) -> EngineAnswer | None:
    suits = [SUIT_WORDS[w] for w in query_words if w in SUIT_WORDS]
    if game != "paulo" or not set(query_words) & TRUMPS or len(suits) != 1 or _cards(query_words):
        return None
    ladder = paulo_order.ladder(suits[0], paulo.Rules(players=8))
    names = ", ".join(card_name(c, lang) for c in ladder.trumps)
    return EngineAnswer(game, _("Paulo's triunfos with a muestra of %(suit)s, highest first") % {"suit": suit_name(suits[0], lang)},
                        section(game, "card-order"), _("Order of the cards for each muestra"), [names])


def position(query_words: list[str], game: str, lang: str, section: Callable[[str, str], str]) -> EngineAnswer | None:
    """Two cards, a word that sets them against each other or a muestra: the trick judge, filled in."""
    cards = _cards(query_words)
    said = set(query_words)
    if len(cards) < 2 or not (said & AGAINST or said & MUESTRA) or game in {"docena"}:
        return None
    if said & MUESTRA and game not in {"paulo", "tute"}:
        game = "paulo"  # a muestra and no game that has one named: Paulo, where a muestra is always turned
    game = game or "paulo"
    # «con muestra de oros», "with oros as muestra": the suit said within three words of «muestra».
    muestra = next((SUIT_WORDS[w] for i, w in enumerate(query_words)
                    if w in SUIT_WORDS and "muestra" in query_words[max(0, i - 3):i + 4]), None)
    params: list[tuple[str, str]] = [("led", cards[0].code), ("cards", ",".join(c.code for c in cards[1:]))]
    if game == "paulo":
        players = next((n for n in paulo.PLAYERS if n >= 4 and all(c in paulo.deck(paulo.Rules(players=n)) for c in cards)), None)
        if players is None:
            return None
        params += [("players", str(players))]
    if muestra is not None and game in {"paulo", "tute"}:
        params.append(("muestra", muestra.letter))
    url = reverse("judges:trick", args=[game]) + "?" + urlencode(params)
    names = " · ".join(card_name(c, lang) for c in cards)
    return EngineAnswer(game, _("Who takes the trick? %(game)s") % {"game": GAME_BY_SLUG[game].name}, url,
                        _("Open the judge with this position"), [names])


# Order matters: a position (two cards) is more specific than a value, a pass more than a deal.
SHAPES = (position, docena_hand, paulo_ladder, passing, tute_value, cirulo_value, papayoo_points, deal, players)


def answer(query_words: list[str], games: set[str], lang: str, section: Callable[[str, str], str]) -> EngineAnswer | None:
    """The engine's answer to the query, if it has the shape of one it knows; ``games`` are the games
    named or implied (one, or none)."""
    game = next(iter(games)) if len(games) == 1 else ""
    for shape in SHAPES:
        if found := shape(query_words, game, lang, section):
            return found
    return None
