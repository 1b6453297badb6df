"""What the search answers about Tute from its engine: a card's value, the whole table of values, the deck
for each number of players (under the table's hand size and removed 2, rules-decisions §48), and a position
(with its muestra) in the trick judge."""

from __future__ import annotations

from django.utils.translation import gettext as _, gettext_noop

from naipes.cards import SPANISH_40, Card
from naipes.games import tute
from naipes_site.table_rules import TableRules
from search.asking import (
    CARDS,
    DEALING,
    PLAYERS,
    VALUE,
    Deal,
    EngineAnswer,
    GameAnswers,
    Section,
    cards_in,
    points,
    ranks_in,
)
from wording.cards import card_name, rank_order, the_rank


def value(query_words: list[str], lang: str, section: Section, table: TableRules) -> EngineAnswer | None:
    ranks = ranks_in(query_words)
    cards = [c for c in cards_in(query_words) if c in SPANISH_40]  # no 8s nor 9s in the 40-card pack
    said = set(query_words)
    # A value asked («vale», "worth"), or a bare card named in the game ("caballo tute"); a rank word
    # among players or cards («cuatro jugadores») is a number, not a card.
    if not (ranks or cards) or said & (PLAYERS | CARDS | DEALING):
        if said & VALUE and said & CARDS and not ranks and not cards:
            return _values(lang, section)  # "tute card points": the whole table
        if not (said & VALUE and (ranks or cards)):
            return None
    if not said & VALUE and len(query_words) > 3:
        return None
    if not (ranks or cards):
        return None
    rank = cards[0].rank if cards else ranks[0]
    name = the_rank(rank, lang)
    every = " · ".join(f"{rank_order((r,), lang)}: {tute.POINTS[r]}" for r in tute.RANK_ORDER if tute.POINTS[r])
    return EngineAnswer("tute", _("In Tute %(card)s is worth %(points)s.") % {"card": name, "points": points(tute.POINTS[rank])},
                        section("tute", "card-values"), _("Card order and values"),
                        [_("Every card: %(table)s; the others 0.") % {"table": every},
                         _("The last trick adds %(points)s (diez de mesa).") % {"points": points(tute.LAST_TRICK_POINTS)}])


DECLARING = frozenset(["cantar", "canto", "cante", "canta", "acuse", "acuses", "declare", "declaring", "marriage",
                       "marriages", "apunto", "cobro"])
TRUMPS_SAID = frozenset(["triunfo", "triunfos", "trump", "trumps", "pinta", "muestra"])


def _pair(query_words: list[str]) -> bool:
    """The rey and the caballo of one suit said together («rey y caballo del palo que pinta», "the king and knight of
    trumps", «rey y caballo de oros») with their declaring or worth asked; the two ranks alone with their worth are
    the cards' values («cuánto valen el rey y el caballo»)."""
    said = set(query_words)
    cards = cards_in(query_words)
    ranks = set(ranks_in(query_words)) | {c.rank for c in cards}
    one_suit = bool(said & (TRUMPS_SAID | {"palo", "suit"})) or len({c.suit for c in cards}) == 1 < len(cards)
    return {11, 12} <= ranks and bool(said & DECLARING or (one_suit and said & VALUE))


def declaration(query_words: list[str], lang: str, section: Section, table: TableRules) -> EngineAnswer | None:
    """«tengo rey y caballo del palo que pinta, ¿cuánto me apunto?»: an acuse, the twenty or the forty."""
    if not _pair(query_words):
        return None
    plain, trumps = tute.acuse_points("C", "O", False), tute.acuse_points("O", "O", False)
    if set(query_words) & TRUMPS_SAID:
        title = _("In Tute the rey and caballo of trumps are the forty: %(points)s points.") % {"points": trumps}
    else:
        title = _("In Tute the rey and caballo of one suit are an acuse: %(plain)s points, %(trumps)s in trumps.") % {
            "plain": plain, "trumps": trumps}
    return EngineAnswer("tute", title, section("tute", "acuses"), _("Declaring the twenty and the forty"))


def _values(lang: str, section: Section) -> EngineAnswer:
    table = " · ".join(f"{rank_order((r,), lang)}: {tute.POINTS[r]}" for r in tute.RANK_ORDER if tute.POINTS[r])
    return EngineAnswer("tute", _("Card values in Tute"), section("tute", "card-values"), _("Card order and values"),
                        [_("Every card: %(table)s; the others 0.") % {"table": table},
                         _("The last trick adds %(points)s (diez de mesa).") % {"points": points(tute.LAST_TRICK_POINTS)}])


def _deal(n: int, lang: str, table: TableRules) -> str:
    rules = table.rules(players=n)
    removed = ", ".join(card_name(c, lang) for c in tute.removed_cards(rules))
    row = _("%(players)s players: %(deck)s cards, %(hand)s each") % {"players": n, "deck": len(tute.deck(rules)),
                                                                   "hand": rules.cards_per_hand}
    return row + (_(" (without %(cards)s)") % {"cards": removed} if removed else "")


def table(cards: list[Card], rules: TableRules) -> list[tuple[str, str]] | None:
    """A position's cards must be in the 40-card pack."""
    return [] if all(c in SPANISH_40 for c in cards) else None


ANSWERS = GameAnswers(own=(declaration, value), muestra=True, claims=_pair, position_table=table,
                      deal=Deal(tute.PLAYERS, _deal, "deck", gettext_noop("The deck for each number of players")),
                      follows=("hand_size", "removed_two"),
                      # The card turned up is the muestra; the last trick's ten is the «diez de mesa».
                      words={"turned": ("muestra",), "upcard": ("muestra",), "vuelta": ("muestra",),
                             "last": ("diez de mesa",), "ultima": ("diez de mesa",)})
