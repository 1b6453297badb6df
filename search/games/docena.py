"""What the search answers about La Docena from its engine: a hand's name and rung (its cards, or «tres
reyes»), and the deck by number of players. A La Docena hand is not a trick, so no position opens a judge."""

from __future__ import annotations

from django.utils.translation import gettext as _, gettext_noop

import wording
from naipes.cards import Card, Suit
from naipes.games import docena
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


def hand(query_words: list[str], lang: str, section: Section, table: TableRules) -> EngineAnswer | None:
    cards = cards_in(query_words) or _said_hand(query_words)
    if len(cards) not in (2, 3):
        return None
    try:
        rank = docena.hand_rank(cards)
    except (ValueError, LookupError):
        return None
    name = wording.text(f"docena.rung.{rank.key}", lang)
    where = (_("rung %(rank)s of %(rungs)s, 1 the best") % {"rank": rank.rank, "rungs": docena.RUNGS}
             if rank.rank <= len(docena.LADDER) else _("below every combination"))
    return EngineAnswer("docena", f"{', '.join(card_name(c, lang) for c in cards)}: {name}", section("docena", "ladder"),
                        _("The whole ladder"), [where])


def _deal(n: int, lang: str, table: TableRules) -> str:
    return _("%(players)s players: %(deck)s cards, %(hand)s each") % {
        "players": n, "deck": len(docena.deck(table.rules(players=n))), "hand": docena.HAND_SIZE}


ANSWERS = GameAnswers(own=(hand,), positions=False,
                      deal=Deal(docena.PLAYERS, _deal, "deck", gettext_noop("The deck by number of players")),
                      # The mala is the wild card; the money won is the pot (the «pozo»).
                      words={"wild": ("mala",), "comodin": ("mala",), "dinero": ("pozo",), "money": ("pot",),
                             "fichas": ("piedras",), "chips": ("stones",)})
