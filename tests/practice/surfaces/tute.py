"""Tute: the trump in force when the trick was played (without muestra a forty sung later changes nothing:
docs/rules-decisions.md §19), the stock, and the cards laid face down (manos abajo)."""

from naipes.games import tute
from naipes.practice import LEARNER
from trainers.games.tute import legal as tute_legal, trick as tute_trick

DRILL, LEGAL_DRILL = tute_trick, tute_legal
LEARNER_ACTIONS = 8
MUESTRA_OPTIONAL = True


def trump_when(hand, number: int):
    """The trump in force while trick ``number`` (from 0) was played: the acuses sung before it closed."""
    declared, closed = [], 0
    for kind, _seat, detail in hand.log.entries:
        if kind == "trick":
            if closed == number:
                break
            closed += 1
        elif kind == "acuse":
            declared.append(detail["suit"])
    return tute.trump_suit(hand.muestra, declared[:1]), (declared[0] if declared and not hand.muestra else None)


def tables(hand, number):
    players = hand.players
    trump, forty = trump_when(hand, number) if number is not None else (hand.trump, None)
    if number is None and not hand.muestra and hand.declared:
        forty = hand.declared[0][1]
    muestra = hand.muestra.suit.letter if hand.muestra else None
    judge = {"players": players, "muestra": muestra, "forty": forty.letter if forty else None}
    body = {"players": players, "muestra": muestra, "acuses": [forty.letter] if forty else []}
    trick_q = lambda cards: tute_trick.Question(3, players, hand.muestra, forty, hand.stock_empty, cards)  # noqa: E731
    legal_q = None
    if hand.stock_empty and trump == (hand.muestra.suit if hand.muestra else None):
        legal_q = lambda h, cards: tute_legal.Question(3, players, hand.muestra, cards, h)  # noqa: E731
    return judge, body, trick_q, legal_q


def legal_extra(hand, cards):
    """The stock and the learner's cards laid face down; the legality drill knows no manos abajo."""
    face_down = [c for c in cards if c in hand.face_down[LEARNER]]
    body = {"stock_empty": hand.stock_empty, "face_down": [c.code for c in face_down]}
    judge = {"stock_empty": "1" if hand.stock_empty else "", "manos_abajo": sorted({c.suit.letter for c in face_down})}
    return body, judge, not any(hand.face_down[LEARNER])
