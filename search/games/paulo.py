"""What the search answers about Paulo from its engine: the ladder of triunfos for a muestra, the deck for each
number of players, and a position in the trick judge, each under the table's rules (rules-decisions §48). A
muestra is always turned in Paulo, so a position that names no game, or a muestra in a game without one, is
judged as Paulo's."""

from __future__ import annotations

from django.utils.translation import gettext as _, gettext_noop

import wording
from naipes import RulesError
from naipes.cards import Card
from naipes.games import paulo
from naipes.games.paulo import order as paulo_order
from naipes_site.table_rules import TableRules
from search.asking import (
    SUIT_WORDS,
    TRUMPS,
    Deal,
    EngineAnswer,
    GameAnswers,
    Section,
    cards_in,
    not_seated,
    number_in,
    seats,
)
from wording.cards import card_name, suit_name

LADDER_PLAYERS = 8
"""A ladder asked without a number of players is drawn for eight, whose deck holds every suit."""


def _counted(query_words: list[str]) -> bool:
    """«cuántos triunfos hay», "how many trumps": a count, which the section on the triunfos says, not the order."""
    return bool({"cuantos", "cuantas"} & set(query_words)) or ("how", "many") in zip(query_words, query_words[1:],
                                                                                       strict=False)


def ladder(query_words: list[str], lang: str, section: Section, table: TableRules) -> EngineAnswer | None:
    suits = [SUIT_WORDS[w] for w in query_words if w in SUIT_WORDS]
    if not set(query_words) & TRUMPS or len(suits) != 1 or cards_in(query_words) or _counted(query_words):
        return None
    suit, said = suits[0], number_in(query_words, [])
    players = said if said in paulo.PLAYERS else LADDER_PLAYERS
    if players not in seats(table.rules, paulo.PLAYERS):
        return not_seated("paulo", players, lang, section, table)
    holding = [n for n in seats(table.rules, paulo.PLAYERS) if suit in paulo.suits(table.rules(players=n))]
    name = suit_name(suit, lang)
    try:
        found = paulo_order.ladder(suit, table.rules(players=players))
    except RulesError:  # a deck without the suit: no such muestra (the API's card_not_in_deck)
        return EngineAnswer("paulo", _("With %(players)s players there is no muestra of %(suit)s in Paulo under these "
                                       "rules: its deck has no %(suit)s.") % {"players": players, "suit": name},
                            section("paulo", "deck"), _("The deck for each number of players"),
                            [_("The deck holds %(suit)s with %(counts)s players.") % {
                                "suit": name, "counts": wording.or_list([str(n) for n in holding], lang)}])
    names = ", ".join(card_name(c, lang) for c in found.trumps)
    lines = [names]
    if said is None and holding != list(seats(table.rules, paulo.PLAYERS)):
        lines.append(_("The deck holds %(suit)s with %(counts)s players.") % {
            "suit": name, "counts": wording.or_list([str(n) for n in holding], lang)})
    return EngineAnswer("paulo", _("Paulo's triunfos with a muestra of %(suit)s, highest first") % {"suit": name},
                        section("paulo", "card-order"), _("Order of the cards for each muestra"), lines)


def _deal(n: int, lang: str, table: TableRules) -> str:
    rules = table.rules(players=n)
    deck = paulo.deck(rules)
    left = len(deck) - n * paulo.HAND_SIZE
    row = _("%(players)s players: %(deck)s cards (%(suits)s), %(hand)s each") % {
        "players": n, "deck": len(deck), "suits": wording.and_list([suit_name(s, lang) for s in paulo.suits(rules)], lang),
        "hand": paulo.HAND_SIZE}
    return row + (_(", %(left)s left undealt") % {"left": left} if left else "")


def table(cards: list[Card], rules: TableRules) -> list[tuple[str, str]] | None:
    """The fewest players (four at least) whose deck under the table holds every card of the position."""
    players = next((n for n in seats(rules.rules, paulo.PLAYERS)
                    if n >= 4 and all(c in paulo.deck(rules.rules(players=n)) for c in cards)), None)
    return None if players is None else [("players", str(players))]


ANSWERS = GameAnswers(card_named="paulo", own=(ladder,), muestra=True, unnamed_positions=True, position_table=table,
                      deal=Deal(paulo.PLAYERS, _deal, "deck", gettext_noop("The deck for each number of players")),
                      follows=("order", "deck_variant"),
                      # English tables keep the score in pebbles and horns; Spanish ones say «piedras» too.
                      words={"horn": ("cuerno",), "horns": ("cuerno",), "pebble": ("chino",), "pebbles": ("chino",),
                             "partner": ("compañero",), "partners": ("compañero",), "piedrecitas": ("chino",),
                             "sleeping": ("dormido",), "asleep": ("dormido",)})
