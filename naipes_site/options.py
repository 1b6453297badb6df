"""A game's options as the site reads and shows them: a query string or a form into the engine's ``Rules``,
with any error worded in the page's language, and each option described for a template or a Django form.

The options, their values and their defaults are the engine's (:mod:`naipes.options`); their labels are
the wording's (:mod:`wording.options`). Nothing here knows a game.

>>> from django.http import QueryDict
>>> read("cirulo", QueryDict("players=5&pack=48")).pack
48
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from django import forms
from django.utils.translation import get_language

import wording
from naipes import RulesError
from naipes.options import BadOption, Option, declared, option, rules_from, values_of
from wording import options as option_words


def page_lang() -> str:
    """The page's language as the wording package names it."""
    return "en" if (get_language() or "es").startswith("en") else "es"


class OptionsError(RulesError):
    """Options a page cannot read: ``message`` says why in the page's language (``str()`` too), ``option``
    names the option at fault (empty when the fault is a combination) and ``code`` is the engine's."""

    def __init__(self, message: str, *, option: str = "", code: str = "bad_rules") -> None:
        super().__init__(message)
        self.message = message
        self.option = option
        self.code = code


def error_text(game: str, exc: RulesError, lang: str | None = None) -> str:
    """An engine error about options in words: the option's label for a bad value, else the game's
    wording of the error's code (``<game>.error.<code>``, then the shared one)."""
    lang = lang or page_lang()
    if isinstance(exc, BadOption):
        found = option(game, exc.option)
        return wording.text("common.error.bad_option", lang, value=exc.value,
                            option=option_words.label(game, exc.option, lang),
                            allowed=option_words.allowed(found, lang))
    fields = {k: v for k, v in vars(exc).items() if isinstance(v, int | str)}
    for key in (f"{game}.error.{exc.code}", f"common.error.{exc.code}"):
        if wording.has(key):
            try:
                return wording.text(key, lang, **fields)
            except (KeyError, IndexError):  # a text that names a field this error lacks
                break
    return wording.text("common.error.bad_rules", lang)


def read(game: str, data: Mapping[str, Any], base: Any = None, *, only: Iterable[str] | None = None,
         lang: str | None = None) -> Any:
    """The game's ``Rules`` from a query string or form data (a ``QueryDict`` or any mapping of text), over
    ``base``; :class:`OptionsError`, worded in ``lang`` (the page's by default), for anything refused."""
    try:
        return rules_from(game, _single(data), base, only=only)
    except RulesError as exc:
        raise OptionsError(error_text(game, exc, lang), option=getattr(exc, "option", ""),
                           code=exc.code) from exc


def _single(data: Mapping[str, Any]) -> Mapping[str, str]:
    # A QueryDict's get() gives the last of repeated values, as a form field does; other mappings as they are.
    return {key: data.get(key) for key in data}  # type: ignore[misc]


@dataclass(frozen=True)
class Field:
    """One option as a form shows it: ``choices`` are ``(text, label)`` pairs (an open number has none);
    ``value`` is the text of the current value (``""`` for an optional option left to the others)."""

    name: str
    label: str
    kind: str
    choices: tuple[tuple[str, str], ...]
    value: str
    default: str
    least: int | None = None

    @property
    def is_flag(self) -> bool:
        return self.kind == "bool"


def fields(game: str, rules: Any = None, *, data: Mapping[str, Any] | None = None,
           only: Iterable[str] | None = None, lang: str | None = None) -> list[Field]:
    """The game's options (those in ``only``, in that order, else all) with the value of ``rules`` (the
    default rules when ``None``), or the text sent in ``data`` when it is there (a form shown again)."""
    lang = lang or page_lang()
    chosen = values_of(rules) if rules is not None else {}
    options = [option(game, name) for name in only] if only is not None else list(declared(game))
    found = []
    for o in options:
        sent = data.get(o.name) if data is not None else None
        value = _as_written(o, sent) if isinstance(sent, str) and sent != "" else chosen.get(o.name, o.text(o.default))
        found.append(Field(o.name, option_words.label(game, o.name, lang), o.kind, _choices(game, o, lang),
                           value, o.text(o.default), o.least))
    return found


def _as_written(o: Option, sent: str) -> str:
    """What was sent, as the option writes it ("on" from a checkbox is "true"); a value it does not take
    as it was sent, to show back beside the error."""
    try:
        return o.text(o.parse(sent))
    except BadOption:
        return sent


def _choices(game: str, o: Option, lang: str) -> tuple[tuple[str, str], ...]:
    return tuple((text, option_words.value_label(game, o, text, lang)) for text in o.texts())


def form_field(game: str, name: str, *, lang: str | None = None, required: bool = False) -> forms.Field:
    """A Django form field for one option: a select of its values, or a number from its least one. The
    cleaned value (text, or a whole number for an open one) is what :func:`read` takes."""
    lang = lang or page_lang()
    o = option(game, name)
    label = option_words.label(game, name, lang)
    if o.open:
        return forms.IntegerField(label=label, min_value=o.least, required=required or not o.optional)
    return forms.ChoiceField(label=label, choices=_choices(game, o, lang), required=required,
                             initial=o.text(o.default))


class OptionsForm(forms.Form):
    """A Django form of a game's options (made by :func:`form_class`): once valid, ``rules`` holds the
    engine's ``Rules``; a value or a combination the engine refuses is an error on its field, or on the
    form, worded in the page's language."""

    game: ClassVar[str] = ""
    rules: Any = None

    def __init__(self, *args: Any, base: Any = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.base = base

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        sent = {name: value for name, value in data.items() if value not in (None, "")}
        try:
            self.rules = read(self.game, sent, self.base, only=self.fields)
        except OptionsError as exc:
            self.add_error(exc.option if exc.option in self.fields else None, exc.message)
        return data


def form_class(game: str, *, only: Iterable[str] | None = None, lang: str | None = None) -> type[OptionsForm]:
    """A form class of the game's options (those in ``only``, else all), labelled in ``lang`` (the page's
    by default): make it per request, so that its labels are in the page's language."""
    names = list(only) if only is not None else [o.name for o in declared(game)]
    fields = {name: form_field(game, name, lang=lang) for name in names}
    return type(f"{game.capitalize()}OptionsForm", (OptionsForm,), {"game": game, **fields})
