"""La Docena's practice hand on the site: its signed state, its actions as short codes, and what the page
says about it in the learner's language.

The state (seed, players, the learner's actions) travels signed in ``h=``: a changed or cut token is
refused, and every action in it is judged again by the engine on each request. Action codes: ``p``
pass, ``b3`` bet three stones, ``a`` accept, ``f`` fold, ``w`` withdraw on a caballo or sota, ``dy``
and ``dn`` for or against the dejo, ``x1C.2E`` discard those cards, ``c`` cut the dejo.
"""

from __future__ import annotations

from typing import Any

from django.core import signing
from django.utils.translation import gettext as _, ngettext

from naipes import RulesError
from naipes.games.docena import Rules, can_cut_dejo, entro, practice as engine
from naipes.games.docena.hands import rank_cards
from naipes.practice import LEARNER, MAX_ACTIONS, PracticeError
from naipes_site import table_rules
from naipes_site.table_rules import TableRules
from practice.coach import seat_name
from wording import text
from wording.cards import card_name

SALT = "practice.docena"
PLAYERS = (3, 4, 5, 6, 7, 8)
DEFAULT_PLAYERS = 6
"""Six players: the caballo de oros is in the pack, so dropping out on a first card can happen."""

ANCHORS = {"round": "round", "entro": "entro", "withdraw": "withdraw", "open": "first-card",
           "envite": "envite-negro", "dejo": "dejo", "cut": "cutting-dejo", "showdown": "showdown",
           "ladder": "ladder", "ties": "ties", "all_in": "all-in"}
"""Sections of ``/<lang>/docena/`` the page links to."""


class BrokenToken(ValueError):
    """A state token that was changed, cut or made for another page."""


def sign(seed: int, players: int, actions: list[tuple], table: TableRules | None = None) -> str:
    """The hand's state, signed. The table's code comes fourth, and only for a table other than the standard,
    so that a hand of the standard table keeps the address it always had (docs/rules-decisions.md §42)."""
    # No timestamp: the same position always has the same address, so a link stays stable.
    state: list[Any] = [seed, players, ",".join(format_action(a) for a in actions)]
    if table is not None and not table.standard:
        state.append(table.code)
    return signing.Signer(salt=SALT).sign_object(state, compress=True)


def unsign(token: str) -> tuple[int, int, list[tuple], TableRules]:
    """Seed, players, actions and table of a signed state; :class:`BrokenToken` for a changed or cut one, or
    one whose table this game no longer plays."""
    try:
        seed, players, codes, *table = signing.Signer(salt=SALT).unsign_object(token[:4000])
        if players not in PLAYERS or not isinstance(seed, int) or not isinstance(codes, str) or len(table) > 1 \
                or not all(isinstance(code, str) for code in table):
            raise BrokenToken(token[:20])
        dealt = table_rules.decode("docena", table[0]) if table else table_rules.standard("docena")
        dealt.rules(players=players)  # a table too big for its rules was never dealt: the token was made
        return seed, players, parse_actions(codes, players), dealt
    except (signing.BadSignature, ValueError, TypeError, RulesError) as exc:
        raise BrokenToken(token[:20]) from exc


def format_action(action: tuple) -> str:
    return engine.action_code(action)


def parse_action(code: str, players: int) -> tuple:
    return engine.parse_code(code, Rules(players=players))


def parse_actions(codes: str, players: int) -> list[tuple]:
    found = [c for c in codes.split(",") if c.strip()] if codes else []
    if len(found) > MAX_ACTIONS:
        raise PracticeError("too many actions", code="too_many_actions")
    return [parse_action(c, players) for c in found]


def new_action(query, players: int) -> tuple | None:
    """The action the request asks for, from the page's buttons (``do=``, ``stones=``, ``discard=``)."""
    do = query.get("do", "")[:8]
    if not do:
        return None
    if do == "bet":
        stones = query.get("stones", "").strip()[:4]
        if not (stones.isascii() and stones.isdigit()):
            raise PracticeError("a bet is a number of stones", code="bad_bet_size")
        return (engine.BET, int(stones))
    if do == "discard":
        codes = [c[:4] for c in query.getlist("discard")[:4]]
        if not codes:
            raise PracticeError("no card chosen", code="discard_count")
        return parse_action("x" + ".".join(codes), players)
    return parse_action({"pass": "p", "accept": "a", "fold": "f", "withdraw": "w", "cut": "c",
                         "dejo-yes": "dy", "dejo-no": "dn"}.get(do, "?"), players)


def refusal(error: PracticeError, lang: str, *, quiet: bool = False, linked: bool = False) -> str:
    if error.reason and error.reason != "cut_needs_flor_or_calla":
        said = _("That is not allowed now.") if quiet else text(f"docena.reason.{error.reason}", lang)
    else:
        said = {
            "illegal_cut": _("Only a flor or a callá may cut the dejo: discard one to three cards instead."),
            "no_bet_to_answer": _("Nobody has bet: there is nothing to accept or fold."),
            "answer_first": _("A bet is open: accept it or fold first."),
            "not_betting_now": _("Nobody bets at this point of the hand: answer the dejo or make your discard."),
            "bad_bet_size": _("Bet a whole number of stones, from one to all you have left."),
            "discard_count": _("Discard one, two or three of your cards."),
            "card_not_in_hand": _("That card is not in your hand."),
            "hand_over": _("The hand is over: deal a new one or replay this deal."),
            "not_your_turn": _("It is not your turn."),
            "too_many_actions": _("This link holds more actions than a hand needs."),
            "unknown_action": _("That is not an action of this game."),
        }.get(error.code, _("That is not possible now."))
    if linked:
        return _("This link holds an action the rules refuse, so the hand stops just before it. %(why)s") % {
            "why": said}
    return said


def _event(kind: str, seat: int, detail: dict) -> str:
    who = seat_name(seat) if seat >= 0 else ""
    if kind == "card":
        return {2: _("The second card is dealt."), 3: _("The third card is dealt.")}.get(detail["number"], "")
    if kind == "dejo_on":
        return _("Everyone agreed: there is a dejo. Each player discards in order from the mano.")
    if kind == "replaced":
        return _("The dealer gives everyone the cards he asked for.")
    said = {
        engine.PASS: _("pass"),
        engine.BET: ngettext("bet of %(n)s stone", "bet of %(n)s stones", detail.get("stones", 0)) % {
            "n": detail.get("stones", 0)},
        engine.ACCEPT: _("accept"),
        engine.FOLD: _("fold, cards to the middle"),
        engine.WITHDRAW: _("drop out on a caballo or sota, entró back"),
        engine.DEJO: _("dejo: yes") if detail.get("agree") else _("dejo: no"),
        engine.DISCARD: ngettext("discard %(n)s card", "discard %(n)s cards", detail.get("count", 0)) % {
            "n": detail.get("count", 0)},
        engine.CUT: _("cut the dejo: flor or callá!"),
    }.get(kind)
    return _("%(who)s: %(what)s.") % {"who": who, "what": said} if said else ""


def _rung(cards, lang: str) -> dict[str, Any]:
    rank = rank_cards(tuple(cards))
    return {"name": text(f"docena.rung.{rank.key}", lang), "rank": rank.rank}


def describe(hand: engine.Hand, coach: str, lang: str) -> dict[str, Any]:
    """The template's view of the hand: the table, what happened, the learner's choices and the end."""
    teach, silent = coach == "teach", coach == "play"
    done = hand.phase == "done"
    seats = []
    for seat in hand.order():
        status = hand.status[seat]
        shown = done and bool(hand.ranks) and seat in hand.ranks
        seats.append({
            "seat": seat, "name": seat_name(seat), "mano": seat == hand.mano, "you": seat == LEARNER,
            "stones": hand.stones[seat], "put": hand.put[seat], "status": status,
            "turn": seat == hand.to_act,
            "cards": hand.hands[seat] if seat == LEARNER or shown else [],
            "face_down": 0 if seat == LEARNER or shown or status != "in" else len(hand.hands[seat]),
            "withdrew_with": hand.dealt[seat][0] if status == "withdrew" else None,
            "rung": _rung(hand.hands[seat], lang) if shown else None,
        })
    events = [e for e in (_event(kind, seat, detail) for kind, seat, detail in hand.log.entries) if e]
    context: dict[str, Any] = {
        "phase": hand.phase, "round": hand.round, "seats": seats, "centre": hand.centre,
        "events": events, "mano_name": seat_name(hand.mano), "level": coach,
        "entro": entro(hand.players, hand.rules), "stones_each": engine.STONES, "anchors": ANCHORS, "pending": hand.pending,
        "your_turn": hand.to_act == LEARNER, "you_in": hand.status[LEARNER] == "in",
        "your_cards": hand.hands[LEARNER], "your_stones": hand.stones[LEARNER],
    }
    if hand.status[LEARNER] == "in" and hand.hands[LEARNER] and not silent:
        context["your_rung"] = _rung(hand.hands[LEARNER], lang)
    if hand.to_act == LEARNER:
        context["choices"] = _choices(hand, teach, silent, lang)
        if teach:
            context["advice"] = _advice(hand, lang)
    if done:
        context["awards"] = [
            {"stones": a.stones, "winners": [seat_name(w) for w in a.winners],
             "contenders": [seat_name(c) for c in a.contenders],
             "why": {"alone": _("Everyone else folded: no cards are shown."),
                     "cut": _("The only flor or callá at the cut: it wins on being shown.")}.get(
                 a.reason) or text(f"docena.reason.{a.reason}", lang)}
            for a in hand.awards]
        context["you_gain"] = hand.stones[LEARNER] - engine.STONES
        context["you_loss"] = -context["you_gain"]
    return context


def _advice(hand: engine.Hand, lang: str) -> list[str]:
    """What the teaching coach says before the learner acts."""
    cards = hand.hands[LEARNER]
    if hand.phase == "bet" and hand.pending:
        return [_("Accepting puts %(n)s more in the centre; folding leaves the %(put)s you have put there.") % {
            "n": min(hand.pending, hand.stones[LEARNER]), "put": hand.put[LEARNER]}]
    if hand.phase == "bet":
        return [_("Passing costs nothing. Whoever opens puts his stones in first, and everyone else must "
                  "accept or fold before anyone may bet again.")]
    if hand.phase == "dejo":
        return [_("With a dejo you receive the third card, then throw in one to three cards and get as many "
                  "new ones. A hand that is already good has less to gain from it.")]
    keep = [c for c in cards if c not in engine.discard_choice(cards)]
    if can_cut_dejo(cards):
        return [_("A flor or a callá may cut the dejo: if nobody else has one, you win on showing it.")]
    return [_("The engine's seats would keep %(cards)s: the best pinta, or the highest card.") % {
        "cards": ", ".join(card_name(c, lang) for c in keep)}]


def _choices(hand: engine.Hand, teach: bool, silent: bool, lang: str) -> dict[str, Any]:
    """The learner's buttons. Refused ones stay on the page, dimmed with the reason unless the coach is
    silent, so a learner can still try them and hear why not."""
    options = hand.options(LEARNER)
    out: dict[str, Any] = {"phase": hand.phase, "options": options}
    if hand.phase == "bet":
        if hand.pending:
            out["accept_cost"] = min(hand.pending, hand.stones[LEARNER])
        else:
            legal, reason = hand.may_open(LEARNER)
            may_bet = engine.BET in options
            out["bet_legal"] = may_bet or silent
            out["bet_why"] = "" if silent or (may_bet and not teach) else text(f"docena.reason.{reason}", lang)
            out["max_bet"] = hand.stones[LEARNER]
        if hand.round == "first":
            legal, reason = hand.may_withdraw(LEARNER)
            out["withdraw_legal"] = legal or silent
            out["withdraw_why"] = "" if silent or (legal and not teach) else text(f"docena.reason.{reason}", lang)
    elif hand.phase == "discard":
        may_cut = can_cut_dejo(hand.hands[LEARNER])
        out["cut_legal"] = may_cut or silent
        out["cut_why"] = "" if silent else (
            _("Your three cards make a flor or a callá: you may cut the dejo, or keep quiet and discard.")
            if may_cut else _("Only a flor or a callá may cut the dejo."))
    return out
