"""The set-up form shared by worksheets, the projector quiz and the live class: trainers (of the page's
game, and optionally of other games to mix in), level, number of questions."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

from classroom import codes
from classroom.codes import ClassCode
from naipes import GAME_SLUGS
from naipes_site.games import GAME_BY_SLUG, GameInfo
from trainers import item_stats
from trainers.drills import DRILLS, LEVEL_NAMES

DEFAULT_QUESTIONS = {"worksheet": 10, "quiz": 5}


class TrainerField(forms.MultipleChoiceField):
    """Ticked trainers; a value that is not one is quoted back cut short, however long it was."""

    def validate(self, value) -> None:
        for val in value or ():
            if not self.valid_value(val):
                quoted = val if len(val) <= 30 else val[:30] + "…"
                raise forms.ValidationError(self.error_messages["invalid_choice"], code="invalid_choice",
                                            params={"value": quoted})
        super().validate(value)


def _label(slug: str, lang: str, known: dict[tuple[str, int], item_stats.Difficulty]) -> str:
    """The trainer's name, and the levels most learners get wrong, from the anonymous item statistics."""
    drill = DRILLS[slug]
    hard = [(LEVEL_NAMES[n][lang], known[slug, n]) for n in drill.LEVELS if (slug, n) in known and known[slug, n].hard]
    if not hard:
        return drill.NAME[lang]
    levels = ", ".join(_("%(level)s: %(percent)s%% right") % {"level": name, "percent": d.percent} for name, d in hard)
    return _("%(trainer)s · hard for most learners (%(levels)s)") % {"trainer": drill.NAME[lang], "levels": levels}


class SetupForm(forms.Form):
    trainer = TrainerField(
        widget=forms.CheckboxSelectMultiple,
        error_messages={"required": _("Tick at least one trainer."),
                        "invalid_choice": _("“%(value)s” is not a trainer of this game.")},
    )
    mix = TrainerField(
        widget=forms.CheckboxSelectMultiple, required=False,
        error_messages={"invalid_choice": _("“%(value)s” is not a trainer of this game.")},
    )
    """Trainers of the other games, to mix into the same set of questions (and the same class code)."""
    level = forms.TypedChoiceField(
        coerce=int, choices=[(n, str(n)) for n in codes.LEVELS], widget=forms.RadioSelect,
        error_messages={"required": _("Choose a level."),
                        "invalid_choice": _("The level must be 1, 2 or 3.")},
    )
    n = forms.IntegerField(
        min_value=1, max_value=codes.MAX_QUESTIONS,
        error_messages={"required": _("Say how many questions you want."),
                        "invalid": _("The number of questions must be a whole number."),
                        "min_value": _("Ask for between 1 and 30 questions."),
                        "max_value": _("Ask for between 1 and 30 questions.")},
    )

    def __init__(self, game: str, lang: str, tool: str, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.game = game
        known = item_stats.difficulties()
        self.fields["trainer"].choices = [(slug, _label(slug, lang, known)) for slug in codes.game_drills(game)]
        self.fields["mix"].choices = [(slug, _label(slug, lang, known)) for other in GAME_SLUGS if other != game
                                      for slug in codes.game_drills(other)]
        self.fields["level"].choices = [(n, LEVEL_NAMES[n][lang].capitalize()) for n in codes.LEVELS]
        self.initial.setdefault("trainer", list(codes.game_drills(game)))
        self.initial.setdefault("level", 1)
        self.initial.setdefault("n", DEFAULT_QUESTIONS[tool])

    def clean(self):
        data = super().clean()
        level, chosen = data.get("level"), [*(data.get("trainer") or []), *(data.get("mix") or [])]
        if level and any(level not in DRILLS[slug].LEVELS for slug in chosen):
            self.add_error("level", _("One of these trainers has no such level."))
        return data

    def code(self) -> ClassCode:
        """A new class code for the valid form (a fresh seed each time)."""
        data = self.cleaned_data
        return codes.new(self.game, (*data["trainer"], *data.get("mix", ())), data["level"], data["n"])

    def mix_groups(self) -> list[tuple[GameInfo, list]]:
        """The other games' check boxes, game by game, for the "mix in other games" part of the page."""
        groups: dict[str, list] = {}
        for box in self["mix"]:
            groups.setdefault(DRILLS[box.data["value"]].GAME, []).append(box)
        return [(GAME_BY_SLUG[game], boxes) for game, boxes in groups.items()]
