"""What the search answers about Paulo from its engine: the ladder of triunfos for a muestra, and a position
in the trick judge. A muestra is always turned in Paulo, so a position that names no game, or a muestra in a
game without one, is judged as Paulo's."""

from __future__ import annotations

from django.utils.translation import gettext as _

from naipes import paulo
from naipes.cards import Card
from naipes.paulo import order as paulo_order
from search.asking import SUIT_WORDS, TRUMPS, EngineAnswer, GameAnswers, Section, cards_in
from wording.cards import card_name, suit_name


def ladder(query_words: list[str], lang: str, section: Section) -> EngineAnswer | None:
    suits = [SUIT_WORDS[w] for w in query_words if w in SUIT_WORDS]
    if not set(query_words) & TRUMPS or len(suits) != 1 or cards_in(query_words):
        return None
    ladder = paulo_order.ladder(suits[0], paulo.Rules(players=8))
    names = ", ".join(card_name(c, lang) for c in ladder.trumps)
    return EngineAnswer("paulo", _("Paulo's triunfos with a muestra of %(suit)s, highest first") % {"suit": suit_name(suits[0], lang)},
                        section("paulo", "card-order"), _("Order of the cards for each muestra"), [names])


def table(cards: list[Card]) -> list[tuple[str, str]] | None:
    """The fewest players (four at least) whose deck holds every card of the position."""
    players = next((n for n in paulo.PLAYERS if n >= 4 and all(c in paulo.deck(paulo.Rules(players=n)) for c in cards)), None)
    return None if players is None else [("players", str(players))]


ANSWERS = GameAnswers(own=(ladder,), muestra=True, unnamed_positions=True, position_table=table)
