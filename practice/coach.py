"""The coach: what a practice page says about the hand, in the learner's language.

Every verdict comes from the engine (its reason codes, worded by the lexicon); this module only
chooses what to say at each coach level:

- ``teach`` explains every card of the learner's hand before he plays, and every card played;
- ``check`` dims the cards he may not play and explains only a refused play;
- ``play`` says nothing until the count, and refuses an illegal card without a lesson.
"""

from __future__ import annotations

from typing import Any

from django.utils.translation import get_language, gettext as _

from naipes import papayoo, paulo
from naipes.cards import Suit
from naipes.practice import LEARNER, PracticeError
from naipes.tute import LAST_TRICK_POINTS, parse_suit
from wording import text
from wording.cards import card_name, suit_name


def seat_name(seat: int) -> str:
    return _("You") if seat == LEARNER else _("Player %(number)s") % {"number": seat + 1}


def said_of(seat: int, yours: str, theirs: str, **values: Any) -> str:
    """A sentence whose subject is a seat: the learner is "you" (tú), with the verb to match; another
    seat is named in the third person. ``yours`` and ``theirs`` are the two sentences, already
    translated; ``theirs`` names the seat as ``%(who)s``."""
    if seat == LEARNER:
        return yours % values
    return theirs % {"who": seat_name(seat), **values}


def _lang() -> str:
    return (get_language() or "es")[:2]


def reason(slug: str, code: str) -> str:
    return text(f"{slug}.reason.{code}", _lang())


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
    return [{"card": card, "seat": seat_name((leader + i) % players),
             "why": reason(slug, reasons[i]) if teach and i < len(reasons) else ""}
            for i, card in enumerate(trick_cards)]


def _bet_event(kind: str, who: int, detail: dict) -> str:
    """One line of the bets' story; ``who`` is a seat for a bet, a team for an answer."""
    if kind == "bet":
        return said_of(who, _("You bet: the hand would be worth %(value)s chinos."),
                       _("%(who)s bets: the hand would be worth %(value)s chinos."), value=detail["value"])
    team = _("Your team") if who == LEARNER % 2 else _("The other team")
    return (_("%(team)s accepts.") if kind == "accept" else _("%(team)s goes away.")) % {"team": team}


def describe(game, state, settings: dict, lang: str) -> dict[str, Any]:
    """The template's view of a hand: table, the learner's cards with verdicts, options, the count."""
    slug, level = game.slug, settings["coach"]
    teach, silent = level == "teach", level == "play"
    trump = state.trump if slug == "tute" else None
    context: dict[str, Any] = {"phase": state.phase, "level": level, "players": state.players}
    context["seats"] = [{"name": seat_name(seat), "cards_left": len(state.hands[seat]),
                         "taken": len(state.piles[seat])} for seat in range(state.players)]
    if slug == "tute":
        context["muestra"] = state.muestra
        context["trump_name"] = suit_name(trump, lang) if trump else None
        context["stock_left"] = len(state.stock)
        # Manos abajo: the cards laid face down are on the table for all to see.
        context["face_down"] = [{"seat": seat_name(seat), "cards": [c for c in state.hands[seat] if c in cards]}
                                for seat, cards in enumerate(state.face_down) if cards]
    elif slug == "paulo":
        context["muestra"] = state.muestra
        context["trump_name"] = suit_name(state.muestra.suit, lang)
        context["bazas"] = state.bazas
        context["paulo_name"] = card_name(paulo.PAULO, lang)
        context["tuerto_name"] = card_name(paulo.TUERTO, lang)
        if state.betting:
            context["betting"] = {
                "stake": state.stake(), "bets": state.bets,
                "may_bet": state.may_bet(LEARNER), "answer": state.phase == "answer",
                "next": paulo.bet_value(paulo.Score(), state.bets + 1, state.rules),
                "events": [_bet_event(kind, seat, detail) for kind, seat, detail in state.log.entries
                           if kind in ("bet", "accept", "away")],
            }
    elif slug == "papayoo":
        context["die"] = state.die
        context["die_name"] = suit_name(state.die, lang) if state.die else None
        context["pass_count"] = state.pass_count
        context["papayoo_points"] = papayoo.PAPAYOO_POINTS
    context["trick"] = _played(slug, state.trick, state.leader, state.players, state.reasons, teach)
    if state.tricks:
        last = state.tricks[-1]
        context["last_trick"] = {
            "cards": _played(slug, last.cards, last.leader, state.players, last.reasons, teach),
            "winner": seat_name(last.winner), "points": last.points,
            "said": said_of(last.winner, _("You took the last trick (%(points)s points)."),
                            _("%(who)s took the last trick (%(points)s points)."), points=last.points),
            # The engine's reason as the trick was played: a forty sung since does not change it.
            "why": "" if silent else reason(slug, last.why), "why_code": last.why,
        }
    context["history"] = [
        {"number": n + 1, "cards": _played(slug, t.cards, t.leader, state.players, t.reasons, False),
         "winner": seat_name(t.winner), "points": t.points,
         "said": said_of(t.winner, _("You took it (%(points)s points)."), _("%(who)s took it (%(points)s points)."),
                         points=t.points)}
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
    if state.phase == "declare":
        options = state.declarations(LEARNER)
        context["declarations"] = [
            {"code": "t" if key == "tute" else f"s{key}", "legal": v.legal,
             "label": _("Declare tute") if key == "tute" else _("Declare rey and caballo of %(suit)s") % {
                 "suit": suit_name(parse_suit(key), lang)},
             "why": "" if silent else reason(slug, v.reason)}
            for key, v in options.items()
        ]
    if state.phase == "done":
        context["count"] = _count(game, state, lang)
    return context


def _count(game, state, lang: str) -> dict[str, Any]:
    """The end of the hand, worked out step by step by the engine."""
    if game.slug == "tute":
        results = state.results()
        if results is None:
            return {"tute": seat_name(state.tute_by), "why": reason("tute", "tute"),
                    "said": said_of(state.tute_by, _("You declared a tute."), _("%(who)s declared a tute."))}
        points, result = results
        rows = [{"seat": seat_name(seat), "cards": p.card_points, "acuses": p.acuse_points,
                 "last": p.last_trick_points, "total": p.points} for seat, p in enumerate(points)]
        acuses = [{"seat": seat_name(seat), "suit": suit_name(suit, lang), "points": pts,
                   "said": said_of(seat, _("You declared %(points)s in %(suit)s."),
                                   _("%(who)s declared %(points)s in %(suit)s."), points=pts, suit=suit_name(suit, lang))}
                  for seat, suit, pts in state.declared]
        return {"rows": rows, "acuses": acuses, "card_total": sum(p.card_points for p in points),
                "last_bonus": LAST_TRICK_POINTS,
                "winners": [seat_name(s) for s in result.winners],
                "why": text(f"tute.result.{result.reason}", lang)}
    if game.slug == "paulo":
        team = state.winning_team
        return {"bazas": state.bazas, "ours": team == 0, "chinos": state.chinos(),
                "went_away": state.went_away, "bets": state.bets, "betting": state.betting}
    if game.slug == "cirulo":
        settled = state.settlement()
        rows = [{"seat": seat_name(seat), "tantos": settled.pays[str(seat)],
                 "share": settled.shares.get(str(seat), 0),
                 "status": text(f"cirulo.status.{settled.status[str(seat)]}", lang)}
                for seat in range(state.players)]
        return {"rows": rows, "pot": settled.pot, "carry_over": settled.carry_over}
    scores = state.scores()
    papayoo_card = papayoo.papayoo_card(state.die)
    rows = [{"seat": seat_name(seat), "total": scores.scores[str(seat)],
             "payoos": sum(1 for c in state.piles[seat] if c.suit is Suit.PAYOO),
             "papayoo": papayoo_card in state.piles[seat]} for seat in range(state.players)]
    low = min(r["total"] for r in rows)
    return {"rows": rows, "total": scores.total, "papayoo": card_name(papayoo_card, lang),
            "best": [r["seat"] for r in rows if r["total"] == low]}
