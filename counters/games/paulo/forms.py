"""Forms of the Paulo board: the teams, and how a hand ended. The engine decides whether a hand can be
scored, for the hand entered and every hand after it (:func:`counters.games.paulo.board.replay`)."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext as _, gettext_lazy

import wording
from counters.forms import MAX_NAME, VersionForm, clean_name, option_choices, table_rules
from counters.games.paulo import board as paulo_board
from counters.models import PauloHand
from naipes.games import paulo
from naipes.options import accepted
from naipes_site import table_rules as tables
from naipes_site.options import page_lang


def team_name_field() -> forms.CharField:
    # No max_length here: _name says "too long" with the real limit, whatever the length typed.
    return forms.CharField(strip=True, error_messages={
        "required": gettext_lazy("Every team needs a name."),
    })


class TeamNamesForm(forms.Form):
    """Two team names: trimmed, not empty, not the same."""

    team_a = team_name_field()
    team_b = team_name_field()

    def _name(self, field: str) -> str:
        name = clean_name(self.cleaned_data.get(field))
        if not name:
            raise forms.ValidationError(_("Every team needs a name."))
        if len(name) > MAX_NAME:
            raise forms.ValidationError(
                _("“%(name)s…” is too long: at most %(max)d characters.") % {"name": name[:12], "max": MAX_NAME})
        return name

    def clean_team_a(self) -> str:
        return self._name("team_a")

    def clean_team_b(self) -> str:
        return self._name("team_b")

    def clean(self):
        data = super().clean()
        a, b = data.get("team_a"), data.get("team_b")
        if a and b and a.casefold() == b.casefold():
            self.add_error("team_b", _("Both teams are called “%(name)s”: give them different names.") % {"name": b})
        return data


class PauloStartForm(TeamNamesForm):
    players = forms.TypedChoiceField(choices=[(n, str(n)) for n in accepted("paulo", "players")], coerce=int,
                                     initial=4)
    scoring = forms.ChoiceField(
        choices=option_choices("paulo", "scoring"), initial="chinos",
        error_messages={"required": gettext_lazy("Choose one of the scorings offered."),
                        "invalid_choice": gettext_lazy("Choose one of the scorings offered.")})
    target = forms.TypedChoiceField(
        choices=[("", ""), ("1", "1"), ("2", "2"), ("4", "4")], coerce=int, empty_value=None, required=False,
        error_messages={"invalid_choice": gettext_lazy("Choose one of the match lengths offered.")})

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        # The counts the engine accepts, said as the page's language lists them ("4, 6 u 8").
        counts = {"counts": wording.or_list([label for _n, label in self.fields["players"].choices], page_lang())}
        self.fields["players"].error_messages.update({
            "required": _("Paulo is played by %(counts)s players: choose how many.") % counts,
            "invalid_choice": _("Paulo is played by %(counts)s players.") % counts})
        # A table's match length the list does not offer (a custom code's t3) is offered too, not dropped.
        table = tables.read("paulo", str(self.data.get("table", ""))) if self.is_bound else None
        wanted = str(table.options.get("target") or "") if table else str(self.initial.get("target") or "")
        offered = self.fields["target"].choices
        self.other_target = wanted if wanted.isdigit() and wanted not in dict(offered) else ""
        if self.other_target:
            self.fields["target"].choices = [*offered, (wanted, wanted)]

    def clean(self):
        data = super().clean()
        rules = table_rules(self, "paulo", {"players": data.get("players"), "scoring": data.get("scoring") or "",
                                            "target": data.get("target")},
                            words={"": _("Those options do not make a Paulo game.")})
        if rules is not None:
            data["rules"] = rules
        return data


class TeamsForm(VersionForm, TeamNamesForm):
    """Renaming the teams of a board."""


END_LABELS = {
    "played": gettext_lazy("Played out: the winners took three tricks"),
    "refused": gettext_lazy("The losers refused the last bet and went away"),
    "abandoned": gettext_lazy("The losers had accepted every bet, then did not accept the next raise"),
    "penalty": gettext_lazy("The losers failed to follow and it was claimed (as if they went away)"),
    "quiero_declined": gettext_lazy("The losers were al quiero and chose not to play"),
}


class PauloHandForm(VersionForm):
    """How one hand ended; the engine decides whether it can be scored, here and for every later hand."""

    winner = forms.TypedChoiceField(choices=[(0, "0"), (1, "1")], coerce=int, error_messages={
        "required": gettext_lazy("Which team won the hand? Choose it first."),
        "invalid_choice": gettext_lazy("The winner is one of the two teams."),
    })
    end = forms.ChoiceField(choices=list(END_LABELS.items()), initial="played", error_messages={
        "required": gettext_lazy("Say how the hand ended."),
        "invalid_choice": gettext_lazy("Say how the hand ended."),
    })
    bets = forms.IntegerField(min_value=0, max_value=paulo_board.MAX_BETS, initial=0, error_messages={
        "required": gettext_lazy("Say how many bets were made (none is an answer)."),
        "invalid": gettext_lazy("The number of bets is a whole number from 0."),
        "min_value": gettext_lazy("The number of bets is a whole number from 0."),
        "max_value": gettext_lazy("The board counts up to %(limit_value)s bets in a hand."),
    })

    def __init__(self, *args, board, entries: list, replace: int | None = None, **kwargs):
        """``entries`` are the board's stored entries; ``replace`` is the number of the one edited
        (None: the hand is added at the end)."""
        super().__init__(*args, **kwargs)
        self.board = board
        self.entries = entries
        self.replace = replace

    def clean(self):
        data = super().clean()
        if self.errors:
            return data
        number = self.replace or len(self.entries) + 1
        hand = PauloHand(number=number, kind="hand", winner=data["winner"], end=data["end"], bets=data["bets"])
        entries = [hand if e.number == number else e for e in self.entries]
        if self.replace is None:
            entries.append(hand)
        try:
            data["steps"] = paulo_board.replay(entries, paulo_board.rules_of(self.board))
        except paulo_board.HandRefused as exc:
            raise forms.ValidationError(refusal_message(exc, self.board, number)) from None
        data["hand"] = hand
        return data


def refusal_message(exc, board, number: int) -> str:
    """Why the engine will not score an entry, in the page's language, naming the teams."""
    error, entry = exc.error, exc.entry
    loser = board.teams[1 - entry.winner] if entry.kind == "hand" else ""
    if isinstance(error, paulo.NoBetToRefuse):
        reason = _("A team can only go away in answer to a bet: say how many bets were made, or choose "
                   "“played out”.")
    elif isinstance(error, paulo.CannotGoAway):
        reason = _("Both teams are al quiero (quiero forzoso): the hand must be played out and nobody may "
                   "go away.")
    elif isinstance(error, paulo.NotAlQuiero) and entry.bets:
        reason = _("The al quiero decision comes before any bet: a team that chooses not to play makes no "
                   "bets.")
    elif isinstance(error, paulo.NotAlQuiero):
        reason = _("The team %(team)s is not al quiero, so it cannot choose not to play.") % {"team": loser}
    elif isinstance(error, paulo.MatchOver):
        reason = _("The match is already won: no more hands can be scored.")
    elif isinstance(error, paulo.CartetaNotAllowed):
        reason = _("No carteta now: a team has chinos buenos, or this medio Paulo has already had its "
                   "carteta.")
    else:
        reason = _("The rules cannot score that hand.")
    if exc.number == number:
        return reason
    if number == 0:
        return _("Entry %(n)d can no longer be scored, so the board stops before it: %(reason)s") % {
            "n": exc.number, "reason": reason}
    return _("That change makes entry %(n)d impossible: %(reason)s") % {"n": exc.number, "reason": reason}
