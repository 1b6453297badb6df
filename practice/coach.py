"""The coach: what a practice page says about the hand, in the learner's language.

Every verdict comes from the engine (its reason codes, worded by the lexicon); this module only
chooses what to say at each coach level:

- ``teach`` explains every card of the learner's hand before he plays, and every card played;
- ``check`` dims the cards he may not play and explains only a refused play;
- ``play`` says nothing until the count, and refuses an illegal card without a lesson.

What it says about a game's own table and count comes from the game's module (``practice/games/<slug>.py``).
"""

from __future__ import annotations

from typing import Any

from django.utils.translation import get_language, gettext as _, pgettext

from naipes.practice import LEARNER, PracticeError
from wording import has, text


def seat_name(seat: int) -> str:
    """A seat as a label (a card's player, a row of the count): «Tú», «Jugador 3»."""
    return _("You") if seat == LEARNER else _("Player %(number)s") % {"number": seat + 1}


def seat_subject(seat: int) -> str:
    """Another seat as the subject that opens a sentence: «El jugador 3», "Player 3"."""
    return pgettext("a seat, as the subject that opens a sentence", "Player %(number)s") % {"number": seat + 1}


def said_of(seat: int, yours: str, theirs: str, **values: Any) -> str:
    """A sentence whose subject is a seat: the learner is "you" (tú), with the verb to match; another
    seat is named in the third person. ``yours`` and ``theirs`` are the two sentences, already
    translated; ``theirs`` opens with the seat, ``%(who)s``."""
    if seat == LEARNER:
        return yours % values
    return theirs % {"who": seat_subject(seat), **values}


def _lang() -> str:
    return (get_language() or "es")[:2]


def reason(slug: str, code: str) -> str:
    """The engine's reason as the site says it to its reader, the learner (tú, "you")."""
    return text(f"{slug}.reason.{code}", _lang())


def reason_of(slug: str, code: str, seat: int) -> str:
    """The engine's reason for what ``seat`` did: said to the learner (the reason's ``.you`` wording where
    the plain one is not said to him), or of another seat in the third person (``.other``, which opens
    with the seat's name)."""
    key = f"{slug}.reason.{code}"
    if seat == LEARNER:
        return text(f"{key}.you" if has(f"{key}.you") else key, _lang())
    return text(f"{key}.other", _lang(), who=seat_subject(seat))


def refusal(game, error: PracticeError, *, linked: bool = False, settings: dict | None = None,
            state: Any = None) -> str:
    """Why an action was refused, as the coach level allows."""
    quiet = settings is not None and settings["coach"] == "play"
    if error.code == "illegal_play" and error.reason:
        said = _("That card may not be played now.") if quiet else reason(game.slug, error.reason)
    elif error.code == "illegal_declaration" and error.reason:
        said = _("That declaration is not allowed now.") if quiet else reason(game.slug, error.reason)
    else:
        said = {
            "card_not_in_hand": _("That card is not in your hand."),
            "unknown_action": _("That is not a card or an action of this game."),
            "pass_first": _("First choose the cards to pass to your left."),
            "play_one_card": _("Play one card."),
            "declare_first": _("First say whether you declare."),
            "hand_over": _("The hand is over: start a new one or replay this deal."),
            "too_many_actions": _("This link holds more plays than a hand has."),
            "wrong_number_of_cards": _("Pass exactly the number of cards asked for."),
            "duplicate_card": _("Each card can be passed only once."),
            "no_bet_now": _("No bet now: a bet comes in your turn, before your card, from the postre of the first "
                            "baza on, and only in a hand played with bets."),
            "answer_bet": _("First answer the bet: accept it or go away."),
            "no_bet_to_answer": _("There is no bet to answer."),
        }.get(error.code, _("That action is not possible now."))
    if linked:
        return _("This link holds a play the rules refuse, so the hand stops just before it. %(why)s") % {
            "why": said}
    return said


def _played(slug: str, trick_cards, leader: int, players: int, reasons, teach: bool) -> list[dict]:
    seats = [(leader + i) % players for i in range(len(trick_cards))]
    return [{"card": card, "seat": seat_name(seats[i]),
             "why": reason_of(slug, reasons[i], seats[i]) if teach and i < len(reasons) else ""}
            for i, card in enumerate(trick_cards)]


def _took(game, trick, last: bool) -> str:
    """Who took a trick and, in a game whose tricks carry points, what it was worth (Paulo counts bazas)."""
    worth = game.trick_worth(trick.points) if game.trick_worth is not None else None
    if last and worth:
        return said_of(trick.winner, _("You took the last trick (%(worth)s)."),
                       _("%(who)s took the last trick (%(worth)s)."), worth=worth)
    if last:
        return said_of(trick.winner, _("You took the last trick."), _("%(who)s took the last trick."))
    if worth:
        return said_of(trick.winner, _("You took it (%(worth)s)."), _("%(who)s took it (%(worth)s)."), worth=worth)
    return said_of(trick.winner, _("You took it."), _("%(who)s took it."))


def describe(game, state, settings: dict, lang: str) -> dict[str, Any]:
    """The template's view of a hand: table, the learner's cards with verdicts, options, the count."""
    slug, level = game.slug, settings["coach"]
    teach, silent = level == "teach", level == "play"
    context: dict[str, Any] = {"phase": state.phase, "level": level, "players": state.players,
                               # A phase whose form the game's partial draws (Papayoo's pass, Tute's declaration).
                               "own_phase": state.phase in game.own_phases}
    context["seats"] = [{"name": seat_name(seat), "cards_left": len(state.hands[seat]),
                         "taken": len(state.piles[seat])} for seat in range(state.players)]
    context.update(game.table(state, level, lang))
    context["trick"] = _played(slug, state.trick, state.leader, state.players, state.reasons, teach)
    if state.tricks:
        last = state.tricks[-1]
        context["last_trick"] = {
            "cards": _played(slug, last.cards, last.leader, state.players, last.reasons, teach),
            "winner": seat_name(last.winner), "points": last.points, "said": _took(game, last, last=True),
            # The engine's reason as the trick was played: a forty sung since does not change it.
            "why": "" if silent else reason(slug, last.why), "why_code": last.why,
        }
    context["history"] = [
        {"number": n + 1, "cards": _played(slug, t.cards, t.leader, state.players, t.reasons, False),
         "winner": seat_name(t.winner), "points": t.points, "said": _took(game, t, last=False)}
        for n, t in enumerate(state.tricks)
    ]
    hand_cards = state.hands[LEARNER]
    if state.phase == "play" and state.to_play == LEARNER:
        verdicts = state.verdicts(LEARNER)
        context["your_turn"] = True
        context["hand"] = [{"card": c, "legal": verdicts[c].legal or silent,
                            "code": "" if silent else verdicts[c].reason,  # "play" level: nothing shown ahead
                            # Refused cards carry their reason; the allowed ones share the advice.
                            "why": reason(slug, verdicts[c].reason) if not silent and not verdicts[c].legal
                            else ""}
                           for c in hand_cards]
        if teach:
            legal = {verdicts[c].reason for c in hand_cards if verdicts[c].legal}
            context["advice"] = [reason(slug, code) for code in sorted(legal)]
    else:
        context["hand"] = [{"card": c, "legal": False, "why": ""} for c in hand_cards]
    if state.phase == "done":
        context["count"] = game.count(state, lang)
    return context
