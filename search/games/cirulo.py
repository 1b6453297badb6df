"""What the search answers about Cirulo from its engine: what an oro costs in tantos, and the cards removed
for each number of players."""

from __future__ import annotations

from django.utils.translation import gettext as _, gettext_noop

from naipes import cirulo
from naipes.cards import Card, Suit
from search.asking import RANK_WORDS, VALUE, Deal, EngineAnswer, GameAnswers, Section, cards_in
from wording.cards import card_name, rank_order


def value(query_words: list[str], lang: str, section: Section) -> EngineAnswer | None:
    if not set(query_words) & VALUE:
        return None
    cards = cards_in(query_words)
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


def _deal(n: int, lang: str) -> str:
    rules = cirulo.Rules(players=n)
    return _("%(players)s players: %(deck)s cards, %(hand)s each") % {
        "players": n, "deck": len(cirulo.deck(rules)), "hand": cirulo.hand_size(rules)}


ANSWERS = GameAnswers(own=(value,), deal=Deal(cirulo.PLAYERS, _deal, "removed-cards",
                                              gettext_noop("Cards removed for each number of players")))
