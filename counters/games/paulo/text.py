"""The Paulo board in words, in the page's language: entries, awards, and the hand form's choices.

Numbers come from the engine's replay (:mod:`counters.games.paulo.board`); this module only says them.
"""

from __future__ import annotations

from django.utils.translation import gettext as _, gettext_lazy, ngettext

from counters.games.paulo.board import MAX_BETS, BoardState, Step
from counters.games.paulo.forms import END_LABELS
from naipes.games import paulo


def amount(n: int, rules: paulo.Rules) -> str:
    """``3 chinos``, ``1 gordo``, ``6 points``: the unit of the board's scoring."""
    if rules.scoring == "lanjaron":
        return ngettext("%(n)d gordo", "%(n)d gordos", n) % {"n": n}
    if rules.scoring == "cuerno":
        return ngettext("%(n)d point", "%(n)d points", n) % {"n": n}
    return ngettext("%(n)d chino", "%(n)d chinos", n) % {"n": n}


def bets_label(bets: int) -> str:
    if bets == 0:
        return _("No bet")
    if bets == 1:
        return _("1 bet (opening)")
    return ngettext("%(n)d bet", "%(n)d bets", bets) % {"n": bets}


END_SHORT = {
    "played": gettext_lazy("played out"),
    "refused": gettext_lazy("the last bet was refused"),
    "abandoned": gettext_lazy("the losers accepted, then refused the next raise"),
    "penalty": gettext_lazy("the losers failed to follow"),
    "quiero_declined": gettext_lazy("the losers, al quiero, did not play"),
}


def entry_text(board, step: Step, rules: paulo.Rules) -> str:
    """What happened, as the history lists it."""
    if step.kind == "carteta":
        return _("A carteta starts (its duels follow as hands)")
    outcome = step.outcome
    assert outcome is not None  # a hand, not a carteta
    return _("%(team)s won: %(how)s; %(bets)s") % {
        "team": board.teams[outcome.winner], "how": END_SHORT[outcome.end], "bets": bets_label(outcome.bets).lower()}


def entry_parts(board, step: Step, rules: paulo.Rules) -> dict:
    """The history row's short form: who scored, what they gained, and how the hand ended."""
    if step.kind == "carteta":
        return {"who": _("Carteta"), "gain": "", "how": _("its duels follow as hands")}
    outcome, prize = step.outcome, step.award
    assert outcome is not None and prize is not None  # a hand, not a carteta
    won_medio = step.after[prize.team].medios > step.before[prize.team].medios
    gain = _("medio Paulo") if won_medio else f"+{prize.amount}"
    if prize.chicos and not won_medio:
        gain += " " + ngettext("(%(n)d chico)", "(%(n)d chicos)", prize.chicos) % {"n": prize.chicos}
    how = _("%(how)s; %(bets)s") % {"how": END_SHORT[outcome.end], "bets": bets_label(outcome.bets).lower()}
    return {"who": board.teams[prize.team], "gain": gain, "how": how}


def award_text(board, step: Step, rules: paulo.Rules, saved: bool = False) -> str:
    """What the winner took, with the medio Paulo and the match when the hand decided them."""
    if step.kind == "carteta":
        text = _("Carteta started: record each duel as a hand of its own.")
        return text
    prize = step.award
    assert prize is not None  # a hand, not a carteta
    team = board.teams[prize.team]
    won_medio = step.after[prize.team].medios > step.before[prize.team].medios
    if won_medio and paulo.match_winner(step.after, rules) is not None:
        text = _("Medio Paulo and match won by: %(team)s") % {"team": team}
    elif won_medio:
        text = _("Medio Paulo won by: %(team)s. Both teams start again from 0 chinos.") % {"team": team}
    else:
        text = _("For %(team)s: %(amount)s.") % {"team": team, "amount": amount(prize.amount, rules)}
        if prize.chicos:
            text += " " + ngettext("And %(n)d chico.", "And %(n)d chicos.", prize.chicos) % {"n": prize.chicos}
    if saved:
        return _("Hand %(n)d saved: %(what)s") % {"n": step.number, "what": text}
    return text


def hand_choices(board, before: BoardState, form) -> dict:
    """The hand form's options, each with what the engine says it is worth before this hand."""
    def chosen(name: str):
        value = form[name].value()
        return None if value in (None, "") else str(value)

    winner, end, bets = chosen("winner"), chosen("end") or "played", chosen("bets") or "0"
    ends = [key for key in paulo.ENDS if key != "quiero_declined" or before.quiero_team is not None
            or end == "quiero_declined"]
    return {
        "winners": [{"value": i, "name": name, "checked": winner == str(i)} for i, name in enumerate(board.teams)],
        "ends": [{"value": key, "label": END_LABELS[key], "checked": end == key} for key in ends],
        "bets": [{"value": k, "label": bets_label(k), "worth": amount(before.bet_values[k], before.rules),
                  "checked": bets == str(k)} for k in range(MAX_BETS + 1)],
    }


def score_cell(team: paulo.TeamScore, rules: paulo.Rules) -> dict:
    """A team's score after a hand for a table cell: the chinos, and below them patas, chicos, medios."""
    notes = []
    if rules.scoring != "cuerno" and team.patas:
        notes.append(_("1 pata"))
    if team.chicos:
        notes.append(ngettext("%(n)d chico", "%(n)d chicos", team.chicos) % {"n": team.chicos})
    if team.medios:
        if rules.scoring == "cuerno":
            won = ngettext("%(n)d cuerno", "%(n)d cuernos", team.medios)
        elif rules.scoring == "lanjaron":
            won = ngettext("%(n)d game", "%(n)d games", team.medios)
        else:
            won = ngettext("%(n)d medio", "%(n)d medios", team.medios)
        notes.append(won % {"n": team.medios})
    return {"main": team.chinos, "notes": notes}


def csv_table(board, state: BoardState) -> tuple[list[str], list[list[object]]]:
    """The board's history for a spreadsheet: what happened, the award, and both scores after each entry."""
    header = [_("Entry"), _("What happened"), _("Award"),
              *[f"{name}: {what}" for name in board.teams for what in (_("units"), _("patas"), _("medios Paulos"))]]
    rows = []
    for step in state.steps:
        after = [value for team in step.after.teams for value in (team.chinos, team.patas, team.medios)]
        rows.append([step.number, entry_text(board, step, state.rules), award_text(board, step, state.rules),
                     *after])
    return header, rows
