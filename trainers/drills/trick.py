"""What every "who takes this trick?" drill shares: the trick drawn with who played each card, a
radio button per card, and the check. Each game's drill adds how the trick is dealt and why it wins.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from random import Random

from naipes.cards import Card, Deck
from trainers.drills.core import (
    CHOICE,
    BadAnswer,
    Feedback,
    Item,
    Option,
    Panel,
    Text,
    Widget,
    parse_cards,
    parse_choice,
    t,
)
from wording.cards import card_names

PROMPT = t("¿Quién se lleva esta baza? Elige la carta que gana.", "Who takes this trick? Pick the winning card.")
FORMAT = t("El código de la carta que gana, p. ej. \"3C\".", "The code of the winning card, e.g. \"3C\".")


def seat_caption(i: int) -> Text:
    if i == 0:
        return t("Jugador 1 (sale)", "Player 1 (leads)")
    return t(f"Jugador {i + 1}", f"Player {i + 1}")


def trick_panel(trick: Sequence[Card]) -> Panel:
    """The cards already on the table, each with the player who put it there."""
    return Panel(t("La baza hasta ahora", "The trick so far"), tuple(trick),
                 captions=tuple(seat_caption(i) for i in range(len(trick))))


def widget(trick: Sequence[Card]) -> Widget:
    return Widget(
        CHOICE,
        t("La baza, en orden de juego: elige la carta que la gana", "The trick, in order of play: pick the card that wins it"),
        options=tuple(Option(c.code, seat_caption(i), c) for i, c in enumerate(trick)),
        format=FORMAT,
    )


def parse(data: Mapping, deck: Deck) -> Card:
    return parse_cards(deck, [parse_choice(data)])[0]


def check(trick: Sequence[Card], answer: Card, winner: int, explanation: Text) -> Feedback:
    if answer not in trick:
        raise BadAnswer("not_in_trick", t(f"La carta {answer.code} no está en esta baza.",
                                          f"The card {answer.code} is not in this trick."))
    right = trick[winner]
    item = Item(t("Se lleva la baza", "Takes the trick"), answer, right, answer == right)
    return Feedback(item.correct, (item,), right.code, explanation, answer_cards=(right,),
                    answer_text=both_names(right, f"{seat_caption(winner)['es']}: ", f"{seat_caption(winner)['en']}: "))


def both_names(card: Card, es_prefix: str = "", en_prefix: str = "") -> Text:
    names = card_names(card)
    return t(es_prefix + names["es"], en_prefix + names["en"])


def play_out(
    rng: Random, hands: Sequence[Sequence[Card]], players: int, legal: Callable[[list[Card], list[Card]], Sequence[Card]],
) -> tuple[Card, ...]:
    """Each player in turn, the leader first, plays a random legal card of his hand."""
    trick: list[Card] = []
    for seat in range(players):
        hand = list(hands[seat])
        trick.append(rng.choice(list(legal(hand, trick))))
    return tuple(trick)
