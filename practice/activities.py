"""The practice hands as activities another site links to (the ``activities`` hook, :mod:`naipes_site.activities`):
a practice hand (a game, its table, the bots' level) and a shared deal (the deal of the day of a game, or a deal by
its code, :mod:`practice.duplicate`).

An activity's code says what the student plays: ``hand:tute?players=4&level=beginner`` (the hand's own address's
options; a new seed each launch) or ``deal:today:tute`` / ``deal:K7QM2P``. The hand page carries the host's
token in its address (``?embed=``) and, when the hand ends, reports its **score**: the share of the opponents the
learner finished ahead of, a tie counting half, out of 100 (:func:`score`). Opponents are the other seats, less
the learner's partners in a game of teams (Paulo): a Paulo hand won is 100, lost 0; a four-player Tute hand with
the most points is 100, the second most 67. Each game's seats' scores are its bots' ``scores`` (the duplicate
matches' and the shared deals' count), so Papayoo's fewer points and Cirulo's coins rank the same way.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any
from urllib.parse import parse_qsl, urlencode

from django import forms
from django.utils.translation import get_language, gettext as _, gettext_lazy

import wording
from naipes import RulesError, profiles as named
from naipes.bots import DEFAULT_LEVEL, LEVELS, game_bots
from naipes.practice import LEARNER
from naipes_site import table_rules
from naipes_site.activities import KINDS, Chosen, Embedded, Kind, Score
from naipes_site.games import game_info
from practice import duplicate, games, levels, tables
from practice.duplicate import DuplicateError


def _hands() -> dict[str, games.PracticeHand]:
    """Every practice hand: the trick games' shared page and the hands with a page of their own (La Docena's
    betting), each launched at its own address (:meth:`~practice.game.PracticeHand.url`)."""
    return games.hands()


# --- the score -----------------------------------------------------------------------------------------------


def placed(points: Sequence[int], seat: int, sides: Sequence[int]) -> tuple[int, int]:
    """``(halves, opponents)``: the seat's opponents (the seats of another side) and, in halves, how many it
    finished ahead of (2 each) or level with (1 each), by the seats' results (higher better).

    >>> placed((5, 1, 5, 9), 0, (0, 1, 2, 3))
    (3, 3)
    >>> placed((3, 0, 3, 0), 0, (0, 1, 0, 1))
    (4, 2)
    """
    opponents = [s for s in range(len(points)) if sides[s] != sides[seat]]
    halves = sum(2 if points[seat] > points[s] else 1 if points[seat] == points[s] else 0 for s in opponents)
    return halves, len(opponents)


def score(game: str, hand: Any, seat: int = LEARNER) -> Score:
    """A finished hand's score out of 100: the share of the seat's opponents it finished ahead of, a tie half."""
    bots = game_bots(game)
    points = bots.scores(hand)
    teams = getattr(bots, "teams", None)
    sides = teams(len(points)) if teams is not None else tuple(range(len(points)))
    halves, opponents = placed(points, seat, sides)
    if not opponents:
        return Score(100, 100)
    given = round(100 * halves / (2 * opponents))
    unit = wording.text(f"bots.unit.{bots.UNIT}", _lang())
    said = _(
        "%(given)s of 100 (%(mine)s %(unit)s; ahead of %(ahead)s of %(of)s opponents, a tie counting half)"
    ) % {"given": given, "mine": points[seat], "unit": unit, "ahead": f"{halves / 2:g}", "of": opponents}
    return Score(given, 100, said)


def _lang() -> str:
    return (get_language() or "es")[:2]


# --- a practice hand -----------------------------------------------------------------------------------------


def hand_activity(game: str, players: int, table: str, level: str) -> str:
    """The code of a hand: its game, players, table (its code; nothing for the standard) and level."""
    query = {"players": players, **tables.query(table_rules.decode(game, table)), **levels.query(level)}
    return f"hand:{game}?{urlencode(query)}"


def _hand_parts(activity: str) -> tuple[str, dict[str, str]] | None:
    if not activity.startswith("hand:"):
        return None
    game, _sep, query = activity[len("hand:") :].partition("?")
    if game not in _hands():
        return None
    return game, dict(parse_qsl(query))


def _level_choices() -> list[tuple[str, str]]:
    lang = _lang()
    return [(level, levels.name(level, lang)) for level in LEVELS]


class HandForm(forms.Form):
    game = forms.ChoiceField(label=gettext_lazy("Game"))
    players = forms.TypedChoiceField(label=gettext_lazy("Players"), coerce=int)
    table = forms.CharField(
        label=gettext_lazy("Table rules (a profile's name or a table code; empty: the standard rules)"),
        required=False,
        max_length=80,
    )
    level = forms.ChoiceField(label=gettext_lazy("The bots' level"))

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        hands = _hands()
        self.fields["game"].choices = [(slug, game_info(slug).name) for slug in hands]
        counts = sorted({n for hand in hands.values() for n in hand.players})
        self.fields["players"].choices = [(n, str(n)) for n in counts]
        self.fields["level"].choices = _level_choices()
        self.fields["level"].initial = DEFAULT_LEVEL
        self.fields["table"].widget.attrs.update(autocomplete="off", spellcheck="false")

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean()
        game, players = cleaned.get("game"), cleaned.get("players")
        if game is None or players is None:
            return cleaned
        hand = _hands()[game]
        if players not in hand.players:
            self.add_error(
                "players",
                _("%(game)s is practised with %(counts)s players.")
                % {"game": game_info(game).name, "counts": ", ".join(str(n) for n in hand.players)},
            )
            return cleaned
        text = (cleaned.get("table") or "").strip() or named.STANDARD
        try:
            table = table_rules.decode(game, text)
            table.rules(players=players)
        except RulesError:
            self.add_error(
                "table",
                _(
                    "That is not a table of %(game)s for %(players)s players. Leave it empty for "
                    "the standard rules."
                )
                % {"game": game_info(game).name, "players": players},
            )
            return cleaned
        cleaned["table_code"] = table.code
        return cleaned


def _hand_chosen(form: forms.Form) -> Chosen:
    data = form.cleaned_data
    activity = hand_activity(data["game"], data["players"], data["table_code"], data["level"])
    name = game_info(data["game"]).name
    return Chosen(activity, f"Naipes: {_('Practice hand: %(game)s') % {'game': name}}"[:250], 100)


def _hand_url(activity: str, token: str) -> str | None:
    parts = _hand_parts(activity)
    if parts is None:
        return None
    game, query = parts
    # The table and the level always in the address: a new hand without them would be dealt under the ones
    # this browser keeps (its cookies), which are not the activity's.
    query = {
        tables.QUERY: named.STANDARD,
        levels.QUERY: DEFAULT_LEVEL,
        **query,
        "coach": "check",
        "embed": token,
    }
    return f"{_hands()[game].url()}?{urlencode(query)}"


# --- a shared deal -------------------------------------------------------------------------------------------


def _today_choices() -> list[tuple[str, str]]:
    return [("", _("— none: a deal's code below —"))] + [
        (slug, _("Deal of the day: %(game)s") % {"game": game_info(slug).name}) for slug in _hands()
    ]


class DealForm(forms.Form):
    today = forms.ChoiceField(
        label=gettext_lazy(
            "The deal of the day of a game (each student plays the deal of the day they open it)"
        ),
        required=False,
    )
    code = forms.CharField(
        label=gettext_lazy("Or a shared deal's code (as K7QM2P)"), required=False, max_length=20
    )

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["today"].choices = _today_choices()
        self.fields["code"].widget.attrs.update(autocomplete="off", spellcheck="false")

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean()
        code = duplicate.normal_code(cleaned.get("code") or "")
        if code:
            try:
                deal = duplicate.by_code(code)
            except DuplicateError:
                self.add_error(
                    "code",
                    _("No shared deal has the code “%(code)s”. Copy it from the deal's page.")
                    % {"code": code[:12]},
                )
                return cleaned
            if deal.game not in _hands():
                self.add_error("code", _("That deal's game has no practice hand here."))
                return cleaned
            cleaned["activity"], cleaned["game"] = f"deal:{deal.code}", deal.game
        elif cleaned.get("today"):
            cleaned["activity"], cleaned["game"] = f"deal:today:{cleaned['today']}", cleaned["today"]
        else:
            raise forms.ValidationError(_("Choose a game's deal of the day, or type a deal's code."))
        return cleaned


def _deal_chosen(form: forms.Form) -> Chosen:
    data = form.cleaned_data
    name = game_info(data["game"]).name
    if data["activity"].startswith("deal:today:"):
        title = _("Deal of the day: %(game)s") % {"game": name}
    else:
        title = _("Shared deal %(code)s: %(game)s") % {"code": data["activity"][5:], "game": name}
    return Chosen(data["activity"], f"Naipes: {title}"[:250], 100)


def deal_of(activity: str) -> Any | None:
    """The stored deal an activity names (today's deal of its game, made the first time it is asked), or ``None``."""
    what = activity.removeprefix("deal:")
    if what.startswith("today:"):
        game = what.removeprefix("today:")
        hand = _hands().get(game)
        if hand is None:
            return None
        day = duplicate.today()
        return duplicate.stored(duplicate.of_the_day(game, hand.default_players, day), day=day)
    try:
        return duplicate.by_code(duplicate.normal_code(what))
    except DuplicateError:
        return None


def _deal_url(activity: str, token: str) -> str | None:
    deal = deal_of(activity)
    hand = _hands().get(deal.game) if deal is not None else None
    if deal is None or hand is None:
        return None
    extra = {
        "coach": "check",
        **levels.query(deal.level),
        duplicate.QUERY: duplicate.new_attempt(deal),
        "embed": token,
    }
    return hand.dealt_url(deal.seed, deal.players, table_rules.decode(deal.game, deal.table), extra)


# --- what the hand page asks ---------------------------------------------------------------------------------


def is_the_activity(embedded: Embedded, game: str, settings: dict[str, Any]) -> bool:
    """Whether the hand on the page is the one the host launched (not another level, table or game, nor a deal
    played outside its shared deal): only then is its score reported."""
    activity = embedded.activity
    if activity.startswith("hand:"):
        return settings.get("duplicate") is None and activity == hand_activity(
            game, settings["rules"].players, settings["table"].code, settings["level"]
        )
    attempt = settings.get("duplicate")
    if attempt is None or not activity.startswith("deal:"):
        return False
    if activity.startswith("deal:today:"):
        return attempt.deal.day is not None and attempt.deal.game == game == activity.removeprefix(
            "deal:today:"
        )
    return attempt.deal.code == activity.removeprefix("deal:")


KINDS.register(
    Kind(
        slug="hand",
        label=gettext_lazy("a practice hand"),
        help=gettext_lazy(
            "The student plays one hand against the bots, with the coach checking each move. The grade is "
            "the share of the opponents they finished ahead of, out of 100 (a tie counts half)."
        ),
        form=HandForm,
        chosen=_hand_chosen,
        url=_hand_url,
    )
)
KINDS.register(
    Kind(
        slug="deal",
        label=gettext_lazy("the same deal for everyone"),
        help=gettext_lazy(
            "Every student plays the same cards against the same bots: the deal of the day, or a shared "
            "deal by its code. Graded as a practice hand, out of 100."
        ),
        form=DealForm,
        chosen=_deal_chosen,
        url=_deal_url,
    )
)
