"""What the search answers about Cirulo from its engine: what an oro costs in tantos, and the cards removed
for each number of players, under the table's pack and removal order (rules-decisions §48)."""

from __future__ import annotations

from django.utils.translation import gettext as _, gettext_noop

from naipes.cards import Card, Suit
from naipes.games import cirulo
from naipes_site.table_rules import TableRules
from search.asking import VALUE, Deal, EngineAnswer, GameAnswers, Section, cards_in, ranks_in
from wording.cards import card_name, rank_order, the_card

COSTS = frozenset(["cost", "costs", "cuesta", "cuestan", "tantos"])
"""An oro "costs" tantos: asked by its cost as often as by its value."""


def value(query_words: list[str], lang: str, section: Section, table: TableRules) -> EngineAnswer | None:
    if not set(query_words) & (VALUE | COSTS):
        return None
    cards = cards_in(query_words)
    ranks = ranks_in(query_words)
    if not cards and not ranks and not ({"oros", "oro", "cirulo", "cirulos"} & set(query_words)):
        return None
    rules = table.sample()
    oros = [c for c in cirulo.deck(rules) if c.suit is Suit.OROS]
    card = cards[0] if cards else Card(ranks[0], Suit.OROS) if ranks else None
    table_line = " · ".join(f"{rank_order((c.rank,), lang)}: {cirulo.card_value(c)}" for c in oros)
    lines = [_("The oros, in tantos: %(table)s.") % {"table": table_line}]
    if card is not None and card not in cirulo.PACKS[rules.pack]:
        title = _("Cirulo's pack of %(pack)s cards has no %(card)s.") % {"pack": rules.pack, "card": card_name(card, lang)}
    elif card is not None and card.suit is not Suit.OROS:
        title = _("In Cirulo only the oros cost tantos: %(card)s costs nothing.") % {"card": the_card(card, lang)}
    elif card is not None and card in oros:
        value = cirulo.card_value(card)
        title = (_("In Cirulo %(card)s costs 1 tanto.") if value == 1 else _("In Cirulo %(card)s costs %(tantos)s tantos.")) % {
            "card": the_card(card, lang), "tantos": value}
    else:
        title = _("In Cirulo each oro costs its tantos; the others cost nothing.")
    return EngineAnswer("cirulo", title, section("cirulo", "tantos"), _("The tantos of the oros"), lines)


def _deal(n: int, lang: str, table: TableRules) -> str:
    rules = table.rules(players=n)
    removed = ", ".join(card_name(c, lang) for c in cirulo.removed_cards(rules))
    row = _("%(players)s players: %(deck)s cards, %(hand)s each") % {
        "players": n, "deck": len(cirulo.deck(rules)), "hand": cirulo.hand_size(rules)}
    return row + (_(" (without %(cards)s)") % {"cards": removed} if removed else "")


def table(cards: list[Card], rules: TableRules) -> list[tuple[str, str]] | None:
    """A position's cards must be in the table's pack (the 8s and 9s only in the 48-card one)."""
    return [] if all(c in cirulo.PACKS[rules.sample().pack] for c in cards) else None


ANSWERS = GameAnswers(own=(value,), position_table=table, deal=Deal(cirulo.PLAYERS, _deal, "removed-cards",
                                              gettext_noop("Cards removed for each number of players")),
                      follows=("pack", "removal_order"),
                      # An oro "costs" its tantos: the word players use for what the pages call tantos.
                      words={"cost": ("tantos",), "costs": ("tantos",), "cuesta": ("tantos",), "cuestan": ("tantos",)})
