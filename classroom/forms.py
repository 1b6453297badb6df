"""The set-up form shared by worksheets, the projector quiz and the live class: trainers (of the page's
game, and optionally of other games to mix in), level, number of questions, and the table's rules each
game of the class is played under (rules-decisions §39): the teacher's own table by default, any named
profile, or a custom table code."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from django import forms
from django.utils.translation import gettext, gettext_lazy as _

import naipes.games
import wording
from classroom import codes
from classroom.codes import ClassCode
from naipes import RulesError, profiles as named
from naipes_site import table_rules
from naipes_site.games import GameInfo, game_info
from naipes_site.table_rules import TableRules
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


CUSTOM = "custom"
"""The table choice that reads the custom code box."""


@dataclass(frozen=True)
class TableChoice:
    """A game's table fields, for the template: the choice and the custom code box."""

    game: GameInfo
    choice: forms.BoundField
    code: forms.BoundField


def _table_fields(game: str, lang: str, kept: TableRules | None) -> tuple[forms.ChoiceField, forms.CharField]:
    """The named profiles (the teacher's own table marked and chosen), then "a custom code"."""
    mine = gettext("%(name)s · your table")
    choices = []
    for profile in named.profiles(game):
        label = wording.text(f"profiles.{game}.{profile.slug}.name", lang)
        if kept is not None and kept.profile == profile and not kept.standard:
            label = mine % {"name": label}
        choices.append((profile.slug, label))
    custom = gettext("A table code")
    if kept is not None and kept.profile is None:
        custom = mine % {"name": kept.name(lang)}
    choices.append((CUSTOM, custom))
    choice = forms.ChoiceField(
        choices=choices, required=False, widget=forms.Select(attrs={"aria-describedby": f"id_table_{game}-help"}),
        error_messages={"invalid_choice": _("“%(value)s” is not a table of this game.")},
        initial=(kept.profile.slug if kept is not None and kept.profile is not None
                 else CUSTOM if kept is not None else named.STANDARD))
    code = forms.CharField(required=False, max_length=80, strip=True,
                           widget=forms.TextInput(attrs={"aria-describedby": f"id_table_code_{game}-help",
                                                         "autocomplete": "off", "spellcheck": "false"}),
                           initial=kept.code if kept is not None and kept.profile is None else "",
                           error_messages={"max_length": _("A table code has at most 80 characters.")})
    return choice, code


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

    def __init__(self, game: str, lang: str, tool: str, *args, kept: Mapping[str, TableRules] | None = None,
                 **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.game = game
        self.lang = lang
        self.tables: dict[str, str] = {}
        """After validation: each game's table code, by game."""
        for slug in naipes.games.slugs():
            if codes.game_drills(slug):
                self.fields[f"table_{slug}"], self.fields[f"table_code_{slug}"] = _table_fields(
                    slug, lang, (kept or {}).get(slug))
        known = item_stats.difficulties()
        self.fields["trainer"].choices = [(slug, _label(slug, lang, known)) for slug in codes.game_drills(game)]
        self.fields["mix"].choices = [(slug, _label(slug, lang, known)) for other in naipes.games.slugs() if other != game
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
        for game in dict.fromkeys(DRILLS[slug].GAME for slug in chosen):
            self._clean_table(game, data)
        return data

    def _clean_table(self, game: str, data: dict) -> None:
        """The game's table, or an error in words that names the option at fault."""
        choice = data.get(f"table_{game}") or named.STANDARD
        text = data.get(f"table_code_{game}") or ""
        if choice != CUSTOM:
            self.tables[game] = choice
            return
        name = game_info(game).name
        if not text:
            self.add_error(f"table_code_{game}", _("%(game)s: type the table code, or choose a named table.")
                           % {"game": name})
            return
        try:
            self.tables[game] = table_rules.decode(game, text).code
        except RulesError as exc:
            self.add_error(f"table_code_{game}", f"{name}: {table_rules.error_text(exc, self.lang, text, game)}")

    def code(self) -> ClassCode:
        """A new class code for the valid form (a fresh seed each time), with its games' tables."""
        data = self.cleaned_data
        drills = (*data["trainer"], *data.get("mix", ()))
        games = {DRILLS[slug].GAME for slug in drills}
        tables = tuple((game, table) for game, table in self.tables.items() if game in games)
        return codes.new(self.game, drills, data["level"], data["n"], tables)

    def table_choice(self, game: str) -> TableChoice:
        return TableChoice(game_info(game), self[f"table_{game}"], self[f"table_code_{game}"])

    @property
    def own_table(self) -> TableChoice:
        """The page's game's table fields."""
        return self.table_choice(self.game)

    @property
    def mix_table_errors(self) -> bool:
        """Whether another game's table was refused (its part of the page then opens)."""
        return any(self.errors.get(name) for g in naipes.games.slugs() if g != self.game
                   for name in (f"table_{g}", f"table_code_{g}"))

    def mix_groups(self) -> list[tuple[GameInfo, list, TableChoice]]:
        """The other games' check boxes and table, game by game, for the "mix in other games" part."""
        groups: dict[str, list] = {}
        for box in self["mix"]:
            groups.setdefault(DRILLS[box.data["value"]].GAME, []).append(box)
        return [(game_info(game), boxes, self.table_choice(game)) for game, boxes in groups.items()]
