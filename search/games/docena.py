"""What the search answers about La Docena from its engine: a hand's name and rung (its cards, or «tres
reyes»), opening the judge of hands on it, and the deck by number of players. A La Docena hand is not a trick, so
no position opens the trick judge."""

from __future__ import annotations

from urllib.parse import urlencode

from django.utils.translation import gettext as _, gettext_noop

import wording
from naipes.cards import Card, Suit
from naipes.games import docena
from naipes_site.plugins import SEARCH_LINKS
from naipes_site.table_rules import TableRules
from search.asking import NUMBERS, PLURAL_RANKS, Deal, EngineAnswer, GameAnswers, Section, cards_in
from wording.cards import card_name


def _said_hand(query_words: list[str]) -> list[Card]:
    """«tres reyes», "two aces": that many cards of the rank, in suits other than oros (no mala)."""
    for count_word, rank_word in zip(query_words, query_words[1:], strict=False):
        count, rank = NUMBERS.get(count_word), PLURAL_RANKS.get(rank_word)
        if count in (2, 3) and rank:
            return [Card(rank, suit) for suit in (Suit.COPAS, Suit.ESPADAS, Suit.BASTOS)[:count]]
    return []


HAND_NAMED = frozenset(["jugada", "ligo", "ligas", "liga", "ligar", "ligado", "llevo", "combinacion", "hand", "combination",
                        "combo", "rung"])
"""Words that ask a hand's name: «qué jugada es», «qué ligo», "what hand is that"."""


def _cards(query_words: list[str]) -> list[Card]:
    """The cards said, the mala among them when named («la mala y el rey de oros»)."""
    cards = cards_in(query_words) or _said_hand(query_words)
    if "mala" in query_words and docena.MALA not in cards:
        cards = [*cards, docena.MALA]
    return cards


def claims(query_words: list[str]) -> bool:
    """Two or three cards and a hand's name asked: only La Docena names its hands."""
    return len(_cards(query_words)) in (2, 3) and not HAND_NAMED.isdisjoint(query_words)


def hand(query_words: list[str], lang: str, section: Section, table: TableRules) -> EngineAnswer | None:
    cards = _cards(query_words)
    if len(cards) not in (2, 3):
        return None
    try:
        rank = docena.hand_rank(cards)
    except (ValueError, LookupError):
        return None
    name = wording.text(f"docena.rung.{rank.key}", lang)
    where = (_("rung %(rank)s of %(rungs)s, 1 the best") % {"rank": rank.rank, "rungs": docena.RUNGS}
             if rank.rank <= len(docena.LADDER) else _("below every combination"))
    title = f"{', '.join(card_name(c, lang) for c in cards)}: {name}"
    # Cards said one by one are a hand held: the judge of hands shows it named and placed, with its rule. A kind
    # of hand said by its ranks («tres reyes») is a rule asked about: the ladder (so too without the judges).
    if cards_in(query_words) and (judge := SEARCH_LINKS.url("hand judge", "docena")):
        return EngineAnswer("docena", title, f"{judge}?{urlencode([('a', ','.join(c.code for c in cards))])}",
                            _("Open the judge with this hand"), [where])
    return EngineAnswer("docena", title, section("docena", "ladder"), _("The whole ladder"), [where])


def _deal(n: int, lang: str, table: TableRules) -> str:
    return _("%(players)s players: %(deck)s cards, %(hand)s each") % {
        "players": n, "deck": len(docena.deck(table.rules(players=n))), "hand": docena.HAND_SIZE}


ANSWERS = GameAnswers(own=(hand,), positions=False, claims=claims,
                      deal=Deal(docena.PLAYERS, _deal, "deck", gettext_noop("The deck by number of players")),
                      # The mala is the wild card; the money won is the pot (the «pozo»).
                      words={"wild": ("mala",), "comodin": ("mala",), "dinero": ("pozo",), "money": ("pot",),
                             "fichas": ("piedras",), "chips": ("stones",)})
