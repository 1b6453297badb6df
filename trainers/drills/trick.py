"""What every "who takes this trick?" drill shares: the trick drawn with who played each card, a
radio button per card, and the check. Each game's drill adds how the trick is dealt and why it wins.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from random import Random

from naipes.cards import Card, Deck, choose
from trainers.drills import choice
from trainers.drills.core import (
    CHOICE,
    BadAnswer,
    Feedback,
    Hint,
    Option,
    Panel,
    Scene,
    Text,
    Widget,
    lower_first,
    parse_cards,
    parse_choice,
    scene_at,
    t,
    the_card,
    upper_first,
    wrong_answer,
)
from wording.cards import card_names

NAME = t("¿Quién se lleva la baza?", "Who takes this trick?")
"""Every trick drill's title and skill: the index tells them apart by their game."""
SKILL = "trick"
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


def scene(panels: Iterable[Panel], trick: Sequence[Card], level: int, hint: Hint = None) -> Scene:
    """The question every trick drill asks, the game's ``panels`` above the trick to pick from; the ``hint`` at
    the easy ``level`` only."""
    return scene_at(PROMPT, panels, widget(trick), level, hint)


def game_scene(game: Text, trick: Sequence[Card], level: int, hint: Hint = None) -> Scene:
    """The trick of a game without trumps, under one panel that says the table in words (the players, the pack):
    with no muestra, nothing else is drawn above it."""
    return scene((Panel(t("Partida", "Game"), text=game),), trick, level, hint)


def widget(trick: Sequence[Card]) -> Widget:
    return Widget(
        CHOICE,
        t("La baza, en orden de juego: elige la carta que la gana", "The trick, in order of play: pick the card that wins it"),
        options=tuple(Option(c.code, seat_caption(i), c) for i, c in enumerate(trick)),
        format=FORMAT,
    )


def parse(data: Mapping, deck: Deck) -> Card:
    return parse_cards(deck, [parse_choice(data)])[0]


def check(trick: Sequence[Card], answer: Card, winner: int, explanation: Text,
          why: Callable[[Card, Card], Text] | None = None, *, reason: str = "") -> Feedback:
    """``why(chosen, winning)`` says why the card chosen does not take the trick (see :func:`why_not`);
    ``reason`` is the engine's code for why the winner takes it (``trick_winner_reason``)."""
    if answer not in trick:
        raise BadAnswer("not_in_trick", t(f"La carta {answer.code} no está en esta baza.",
                                          f"The card {answer.code} is not in this trick."))
    right = trick[winner]
    return choice.feedback(t("Se lleva la baza", "Takes the trick"), answer, right, answer == right, right.code,
                           explanation, (lambda: why(answer, right)) if why else None, answer_cards=(right,),
                           answer_text=both_names(right, f"{seat_caption(winner)['es']}: ",
                                                  f"{seat_caption(winner)['en']}: "), reason=reason)


def why_not(chosen: Card, winning: Card, led: Card, *, is_trump: Callable[[Card], bool] = lambda c: False,
            context: Text | None = None, order: Text | None = None, trump_order: Text | None = None) -> Text:
    """Why ``chosen`` loses the trick to ``winning``, in the trick rules every game here shares: the highest
    trump wins; with no trump, the highest card of the suit led; a card of another suit never wins.

    ``context`` names what makes trumps ("con muestra copas"), ``order`` the order within a plain suit and
    ``trump_order`` the order of the trumps, both highest first.
    """
    mine, theirs = the_card(chosen), the_card(winning)
    where = lower_first(context) if context else None
    if is_trump(winning) and not is_trump(chosen):
        pre = t(f"{where['es']}, " if where else "", f"{where['en']}, " if where else "")
        why = t(f"{pre['es']}no es triunfo, y {theirs['es']}, que sí lo es, le gana.",
                f"{pre['en']}it is not a trump, and {theirs['en']}, which is, beats it.")
    elif is_trump(winning):
        more = t(f" Orden de los triunfos: {trump_order['es']}.", f" Trump order: {trump_order['en']}.") \
            if trump_order else t("", "")
        why = t(f"las dos son triunfo, y {theirs['es']} es un triunfo más alto.{more['es']}",
                f"both are trumps, and {theirs['en']} is a higher trump.{more['en']}")
    elif chosen.suit != led.suit:
        no_trump = t(" y nadie echó triunfo", " and nobody played a trump") if context else t("", "")
        why = t(f"no es del palo que salió{no_trump['es']}, así que no puede ganar: gana {theirs['es']}.",
                f"it is not of the suit led{no_trump['en']}, so it cannot win: {theirs['en']} does.")
    else:
        more = t(f" Orden del palo: {order['es']}.", f" Order in the suit: {order['en']}.") if order else t("", "")
        why = t(f"es del palo que salió, pero {theirs['es']} es una carta más alta.{more['es']}",
                f"it follows the suit led, but {theirs['en']} ranks higher.{more['en']}")
    return wrong_answer(t(f"Elegiste {mine['es']}: {why['es']}", f"You chose {mine['en']}: {why['en']}"),
                     upper_first(t(f"{mine['es']}: {why['es']}", f"{mine['en']}: {why['en']}")))


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
        trick.append(choose(list(legal(hand, trick)), rng))
    return tuple(trick)
