"""The pieces every drill is made of: bilingual texts, scenes, answer parsing and feedback.

See :mod:`trainers.drills` for the protocol a drill module follows.

Drills import the engine and :mod:`wording` only: no requests, no models, no gettext.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache, wraps
from typing import Any

import wording
from naipes.cards import Card, CardError, Deck

Text = dict[str, str]
"""A text in both languages: ``{"es": ..., "en": ...}``."""

ORDER, CHOICE, CHOICES, NUMBERS = "order", "choice", "choices", "numbers"
"""The four answer widgets: put cards in order, pick one option, tick several, type numbers."""

LEVEL_NAMES: dict[int, Text] = {
    1: {"es": "fácil", "en": "easy"},
    2: {"es": "normal", "en": "normal"},
    3: {"es": "difícil", "en": "hard"},
}

LEVELS: tuple[int, ...] = tuple(LEVEL_NAMES)
"""The levels a drill is asked at, unless its module says otherwise (see :data:`trainers.drills.DEFAULTS`)."""

SKILLS: dict[str, Text] = {
    "trumps": {"es": "Triunfos y cartas especiales", "en": "Trumps and special cards"},
    "trick": {"es": "Quién se lleva la baza", "en": "Who takes the trick"},
    "legal": {"es": "Qué cartas se pueden jugar", "en": "Which cards may be played"},
    "scoring": {"es": "Contar puntos y pagos", "en": "Counting points and payments"},
    "hands": {"es": "Leer jugadas de La Docena", "en": "Reading La Docena hands"},
    "setup": {"es": "Preparar la mesa y apostar", "en": "Setting up the table and betting"},
}
"""Skills group drills across games, so the progress page can say what to practise."""

def t(es: str, en: str) -> Text:
    return {"es": es, "en": en}


class WhyWrong(dict[str, str]):
    """Why an answer is wrong, said to whoever gave it (its own items, ``es`` and ``en``: "You chose the 3 of
    copas: …"), carrying the same reason said of the answer alone (``of_answer``: "The 3 of copas: …"), which a
    teacher reads over a class's answers."""

    of_answer: Text


def wrong_answer(to_you: Text, of_answer: Text) -> Text:
    """A feedback's ``why_wrong``: ``to_you`` as the learner reads it, with ``of_answer`` beside it."""
    said = WhyWrong(to_you)
    said.of_answer = of_answer
    return said


def of_answer(why: Text | None) -> Text | None:
    """A ``why_wrong`` said of the answer alone, never to "you" (``None`` when the drill gives no such form)."""
    return getattr(why, "of_answer", None)


def upper_first(text: Text) -> Text:
    return {lang: value[:1].upper() + value[1:] for lang, value in text.items()}


EASY = 1
"""The easy level, the only one whose scene gives a hint."""


Hint = Text | Callable[[], Text | None] | None
"""A scene's hint: a text, or a callable asked only at the easy level, or none."""


def easy_hint(level: int, hint: Hint) -> Text | None:
    """The scene's ``hint`` at the easy level; the harder levels ask without help (a callable is asked only then)."""
    if level != EASY:
        return None
    return hint() if callable(hint) else hint


def scene_at(prompt: Text, panels: Iterable[Panel], widget: Widget, level: int,
             hint: Hint = None) -> Scene:
    """The scene a drill draws for a question at ``level``: its ``hint`` only at the easy level (:func:`easy_hint`)."""
    return Scene(prompt, tuple(panels), widget, easy_hint(level, hint))


# --- the table's rules ----------------------------------------------------------------------------

Table = tuple[tuple[str, Any], ...]
"""The options of a table's ``Rules`` a drill asks and judges under, sorted by name (never the number of
players, which the drill picks per level): hashable, so a question that carries it stays a frozen value.
``()`` is the standard table."""

STANDARD: Table = ()


@dataclass(frozen=True)
class BaseQuestion:
    """What every drill's question carries: its level and the table it is asked under (the options of the
    drill's ``DEPENDS_ON``, ``STANDARD`` for a drill that depends on none). A drill's ``Question`` adds its
    own fields after ``level``; ``table`` is keyword-only, so those fields are still given in order."""

    level: int
    table: Table = field(default=STANDARD, kw_only=True)


def table_of(options: Mapping[str, Any] | None, depends_on: Iterable[str]) -> Table:
    """The part of a table's options a drill depends on (``DEPENDS_ON``): a table that only changes what the
    drill never asks draws the very questions of the standard one."""
    wanted = set(depends_on)
    return tuple(sorted((name, value) for name, value in (options or {}).items() if name in wanted))


def under(rules_class: Callable[..., Any], table: Table, **fields: Any) -> Any:
    """The game's ``Rules`` under ``table``, with the fields the drill sets itself (the players…): made once
    for each (a game's ``Rules`` is frozen, and checking it is not free: a drill asks for it many times for
    every question it draws)."""
    try:
        return _under(rules_class, table, tuple(fields.items()))
    except TypeError:  # a value that cannot be a key (or a field the class refuses, which raises again below)
        return rules_class(**{**dict(table), **fields})


@lru_cache(maxsize=512)
def _under(rules_class: Callable[..., Any], table: Table, fields: tuple[tuple[str, Any], ...]) -> Any:
    return rules_class(**{**dict(table), **dict(fields)})


class Refusal(ValueError):
    """What the trainers refuse to read, with a ``code`` for the API and a ``message`` in both languages."""

    def __init__(self, code: str, message: Text) -> None:
        super().__init__(message["en"])
        self.code = code
        self.message = message


class BadAnswer(Refusal):
    """Raised when an answer cannot be read or does not fit the question."""


# --- what the page draws --------------------------------------------------------------------------


@dataclass(frozen=True)
class Panel:
    """A labelled row of cards (the muestra, the trick so far, a player's pile) and an optional text."""

    label: Text
    cards: tuple[Card, ...] = ()
    text: Text | None = None
    captions: tuple[Text, ...] = ()
    """One caption per card (who played it), or none."""


@dataclass(frozen=True)
class Option:
    """One radio button or checkbox: its value, and a card picture and/or a text as its label."""

    value: str
    label: Text | None = None
    card: Card | None = None


@dataclass(frozen=True)
class Field:
    """One number box: its key, its label, and cards drawn beside it (a player's pile)."""

    key: str
    label: Text
    cards: tuple[Card, ...] = ()
    maximum: int = 999


@dataclass(frozen=True)
class Widget:
    """How the user answers: ``kind`` is ORDER, CHOICE, CHOICES or NUMBERS."""

    kind: str
    legend: Text
    cards: tuple[Card, ...] = ()
    """ORDER: the cards to sort, in the (shuffled) order shown."""
    options: tuple[Option, ...] = ()
    """CHOICE and CHOICES."""
    fields: tuple[Field, ...] = ()
    """NUMBERS."""
    format: Text = field(default_factory=dict)
    """How to write the answer in the API, in words."""


@dataclass(frozen=True)
class Scene:
    prompt: Text
    panels: tuple[Panel, ...]
    widget: Widget
    hint: Text | None = None


# --- feedback -------------------------------------------------------------------------------------

Shown = Card | tuple[Card, ...] | int | str | dict | None
"""A value the feedback shows: a card, cards, a number, a text or a ``{"es", "en"}`` text."""


@dataclass(frozen=True)
class Item:
    """One checked part of an answer: a position of the ladder, a player's score, a card ticked or not."""

    label: Text
    given: Shown
    expected: Shown
    correct: bool
    note: Text | None = None
    card: Card | None = None
    """The card this item is about, drawn beside the label."""
    reason: str = ""
    """The engine's reason code that ``note`` words, when the note is a verdict of the engine."""


@dataclass(frozen=True)
class Feedback:
    correct: bool
    items: tuple[Item, ...]
    expected: Any
    """The right answer, JSON-ready (as ``expected(question)`` gives it)."""
    explanation: Text
    answer_cards: tuple[Card, ...] = ()
    """The right answer drawn with cards, when it is made of cards."""
    answer_text: Text | None = None
    """The right answer in words, when cards alone do not say it."""
    why_wrong: Text | None = None
    """When the answer is wrong: why *that* answer is wrong, in the engine's terms, said before the rule."""
    reason: str = ""
    """The engine's reason code behind the right answer (why the trick is won), as the judges and the API
    give it."""

    @property
    def wrong_first(self) -> tuple[Item, ...]:
        """The items as the learner reads them: what was wrong before what was right, each part in the order
        of ``items`` (the question's order, which the API keeps)."""
        return tuple(sorted(self.items, key=lambda item: item.correct))


YES, NO = t("sí", "yes"), t("no", "no")
TICKED, UNTICKED = t("marcada", "ticked"), t("sin marcar", "not ticked")


# --- reading answers ------------------------------------------------------------------------------


def _is_json(data: Mapping) -> bool:
    return not hasattr(data, "getlist") and "answer" in data


def _values(data: Mapping, key: str) -> list[str]:
    if hasattr(data, "getlist"):
        return list(data.getlist(key))
    value = data.get(key)
    if value is None:
        return []
    return [str(v) for v in value] if isinstance(value, list | tuple) else [str(value)]


def _card_error(exc: CardError) -> BadAnswer:
    card = exc.cards[0] if exc.cards else "?"
    key = f"common.error.{exc.code}"
    message = wording.both(key, card=card) if wording.has(key) else wording.both("common.error.invalid_card", card=card)
    return BadAnswer(exc.code, message)


def parse_cards(deck: Deck, codes: Iterable[Any]) -> tuple[Card, ...]:
    """Card codes read against ``deck``; a code that is not a card becomes a :class:`BadAnswer`."""
    try:
        return deck.parse([str(c) for c in codes])
    except CardError as exc:
        raise _card_error(exc) from exc


MALFORMED = t("No se entiende la respuesta: revisa el formulario.", "The answer could not be read: check the form.")


def parse_order(data: Mapping, deck: Deck) -> tuple[Card, ...]:
    """An ordering, highest first: a JSON list of codes, or form fields ``pos-<code>`` = position."""
    if _is_json(data):
        answer = data["answer"]
        if not isinstance(answer, list):
            raise BadAnswer("malformed", t("La respuesta ha de ser una lista de cartas, de mayor a menor.",
                                           "The answer must be a list of cards, highest first."))
        return parse_cards(deck, answer)
    positions: dict[str, int] = {}
    for key in data:
        if key.startswith("pos-"):
            raw = _values(data, key)[-1:] or [""]
            try:
                positions[key[4:]] = int(raw[0])
            except ValueError:
                raise BadAnswer("malformed", MALFORMED) from None
    if not positions:
        raise BadAnswer("empty", t("Falta la respuesta: ordena las cartas.", "No answer yet: put the cards in order."))
    if sorted(positions.values()) != list(range(1, len(positions) + 1)):
        n = len(positions)
        raise BadAnswer("positions", t(f"Cada puesto debe usarse una sola vez, del 1 al {n}.",
                                       f"Use each position once, from 1 to {n}."))
    return parse_cards(deck, sorted(positions, key=positions.__getitem__))


def parse_choice(data: Mapping) -> str:
    """One option's value: JSON string or number, or the form field ``choice``."""
    if _is_json(data):
        answer = data["answer"]
        if isinstance(answer, bool) or not isinstance(answer, str | int):
            raise BadAnswer("malformed", MALFORMED)
        return str(answer).strip()
    values = _values(data, "choice")
    if not values or not values[0].strip():
        raise BadAnswer("empty", t("Falta la respuesta: elige una opción.", "No answer yet: pick one option."))
    return values[0].strip()


def parse_ticked(data: Mapping, deck: Deck) -> tuple[Card, ...]:
    """The cards ticked in a tick-the-cards question (see :func:`parse_choices`), read against ``deck``."""
    return parse_cards(deck, parse_choices(data))


def parse_choices(data: Mapping) -> tuple[str, ...]:
    """Several options' values (maybe none): a JSON list, or the repeated form field ``choice``."""
    if _is_json(data):
        answer = data["answer"]
        if not isinstance(answer, list) or not all(isinstance(v, str | int) and not isinstance(v, bool) for v in answer):
            raise BadAnswer("malformed", t("La respuesta ha de ser una lista (puede estar vacía).",
                                           "The answer must be a list (it may be empty)."))
        return tuple(str(v).strip() for v in answer)
    return tuple(v.strip() for v in _values(data, "choice"))


def parse_numbers(data: Mapping) -> dict[str, int]:
    """Whole numbers by key: a JSON object, or form fields ``n-<key>``."""
    if _is_json(data):
        answer = data["answer"]
        if not isinstance(answer, dict):
            raise BadAnswer("malformed", t("La respuesta ha de ser un objeto con un número por casilla.",
                                           "The answer must be an object with one number per box."))
        raw = {str(k): v for k, v in answer.items()}
    else:
        raw = {key[2:]: (_values(data, key)[-1:] or [""])[0] for key in data if key.startswith("n-")}
    numbers: dict[str, int] = {}
    for key, value in raw.items():
        # A form sends text; JSON must send numbers, as the API documents ({"Ana": 30}, not "30").
        if not _is_json(data) and isinstance(value, str) and value.strip().lstrip("-").isdecimal():
            # Bounded before int(), which fails on 4,300 digits: anything longer is simply out of range.
            value = int(value.strip()) if len(value.strip()) <= 12 else 10**12
        if isinstance(value, bool) or not isinstance(value, int):
            raise BadAnswer("not_a_number", t("Escribe un número entero en cada casilla.", "Write a whole number in every box."))
        if not 0 <= value <= 9999:
            raise BadAnswer("out_of_range", t("Los números van de 0 a 9999.", "Numbers go from 0 to 9999."))
        numbers[key] = value
    if not numbers:
        raise BadAnswer("empty", t("Falta la respuesta: rellena las casillas.", "No answer yet: fill in the boxes."))
    return numbers


def _require_among(values: Iterable[Any], allowed: Iterable[Any], code: str, name: Callable[[Any], Text]) -> None:
    """Every value must be one of ``allowed``; the message names the first that is not (``name`` writes it)."""
    allowed_set = set(allowed)
    for value in values:
        if value not in allowed_set:
            said = name(value)
            raise BadAnswer(code, t(f"{said['es']} no es una de las opciones.", f"{said['en']} is not one of the options."))


def require_subset(cards: Iterable[Card], allowed: Iterable[Card]) -> None:
    """Every card ticked must be one of the cards of the question."""
    _require_among(cards, allowed, "not_an_option", lambda card: t(f"La carta {card.code}", f"The card {card.code}"))


def require_options(values: Iterable[str], options: Iterable[str], code: str = "unknown_option") -> None:
    """Every value must be one of the options' values; ``code`` names the error for the API."""
    _require_among(values, options, code, lambda value: t(f"«{value[:12]}»", f"“{value[:12]}”"))


def card_options(cards: Iterable[Card]) -> tuple[Option, ...]:
    """A radio button or checkbox per card, drawn as the card, its value the card's code."""
    return tuple(Option(c.code, card=c) for c in cards)


def ticks_widget(cards: Iterable[Card], legend: Text, format: Text) -> Widget:
    """A checkbox per card: the answer is the cards ticked (read with :func:`parse_ticked`)."""
    return Widget(CHOICES, legend, options=card_options(cards), format=format)


# --- building feedback ----------------------------------------------------------------------------


_ARTICLES = {"oros": "los", "bastos": "los", "corazones": "los", "tréboles": "los", "diamantes": "los",
             "payoos": "los"}


def suit_plural(suit) -> Text:
    """The suit as a plural noun with its article: ``{"es": "las copas", "en": "copas"}``."""
    from wording.cards import suit_name

    es = suit_name(suit, "es")
    return t(f"{_ARTICLES.get(es, 'las')} {es}", suit_name(suit, "en"))


def trumps_are(suit) -> Text:
    """``{"es": "Triunfan los oros.", "en": "Oros are trumps."}``."""
    plural = suit_plural(suit)
    return t(f"Triunfan {plural['es']}.", f"{plural['en'].capitalize()} are trumps.")


def position_label(n: int) -> Text:
    return t(f"Puesto {n}", f"Position {n}")


def the_card(card: Card) -> Text:
    """``{"es": "el as de bastos", "en": "the ace of bastos"}``."""
    from wording.cards import the_card as name

    return t(name(card, "es"), name(card, "en"))


def captioned(name: str, caption: str) -> str:
    """A card's name with the caption it is shown under, in parentheses that never nest: a caption's own aside
    becomes a comma ("five of bastos (Player 1, leads)", not "(Player 1 (leads))").

    >>> captioned("five of bastos", "Player 1 (leads)"), captioned("siete de copas", "Jugador 2")
    ('five of bastos (Player 1, leads)', 'siete de copas (Jugador 2)')
    """
    flat = re.sub(r"\s*\(([^()]*)\)", r", \1", caption).strip()
    return f"{name} ({flat})" if flat else name


def lower_first(text: Text) -> Text:
    return {lang: value[:1].lower() + value[1:] for lang, value in text.items()}


def order_feedback(given: tuple[Card, ...], right: tuple[Card, ...], explanation: Text,
                   why_above: Callable[[Card, Card], Text] | None = None) -> Feedback:
    """Right or wrong for each position of an ordering. When wrong, the first card placed too high is
    named with the card it was put above, and ``why_above(higher, lower)`` says why the other one ranks higher."""
    if sorted(given, key=repr) != sorted(right, key=repr):
        raise BadAnswer("wrong_cards", t("Ordena exactamente las cartas de la pregunta.",
                                         "Order exactly the cards of the question."))
    items = tuple(Item(position_label(i + 1), g, r, g == r) for i, (g, r) in enumerate(zip(given, right, strict=True)))
    correct = all(i.correct for i in items)
    why = None
    if not correct:
        i = next(n for n, (g, r) in enumerate(zip(given, right, strict=True)) if g != r)
        low, high = the_card(given[i]), the_card(right[i])
        reason = lower_first(why_above(right[i], given[i])) if why_above else t("va más arriba.", "ranks higher.")
        why = wrong_answer(
            t(f"Pusiste {low['es']} en el puesto {i + 1}, por encima de {high['es']}: {reason['es']}",
              f"You put {low['en']} in position {i + 1}, above {high['en']}: {reason['en']}"),
            upper_first(t(f"{low['es']} en el puesto {i + 1}, por encima de {high['es']}: {reason['es']}",
                          f"{low['en']} in position {i + 1}, above {high['en']}: {reason['en']}")))
    return Feedback(correct, items, [c.code for c in right], explanation, answer_cards=right, why_wrong=why)


def ticks_feedback(
    options: tuple[Card, ...], given: Iterable[Card], right: Iterable[Card], notes: Callable[[Card], Text | None],
    explanation: Text, codes: Callable[[Card], str] | None = None,
) -> Feedback:
    """Right or wrong for each card of a tick-the-ones question; each card carries its reason (``codes``: the
    engine's reason code each note words). A card ticked that is not one of ``options`` is a :class:`BadAnswer`."""
    given = tuple(given)
    require_subset(given, options)
    given_set, right_set = set(given), set(right)
    items = tuple(
        Item(t("", ""), TICKED if c in given_set else UNTICKED, TICKED if c in right_set else UNTICKED,
             (c in given_set) == (c in right_set), notes(c), card=c, reason=codes(c) if codes else "")
        for c in options
    )
    right_cards = tuple(c for c in options if c in right_set)
    return Feedback(all(i.correct for i in items), items, [c.code for c in right_cards], explanation,
                    answer_cards=right_cards,
                    answer_text=None if right_cards else t("Ninguna.", "None of them."),
                    why_wrong=ticks_why_wrong(options, given_set, right_set, notes))


def ticks_why_wrong(options: tuple[Card, ...], given: set[Card], right: set[Card],
                    notes: Callable[[Card], Text | None]) -> Text | None:
    """The first card ticked or left wrongly, with the engine's reason for that card."""
    wrong = [c for c in options if (c in given) != (c in right)]
    if not wrong:
        return None
    card = wrong[0]
    name, note = the_card(card), notes(card) or t("", "")
    if card in given:
        head = t(f"Marcaste {name['es']}, pero esa carta no va marcada", f"You ticked {name['en']}, but it does not fit")
        head_of = upper_first(t(f"{name['es']}, marcada, no va marcada", f"{name['en']}, ticked, does not fit"))
    else:
        head = t(f"Dejaste sin marcar {name['es']}, pero esa carta sí va marcada", f"You left {name['en']} unticked, but it fits")
        head_of = upper_first(t(f"{name['es']}, sin marcar, sí va marcada", f"{name['en']}, left unticked, fits"))
    more = len(wrong) - 1
    tail = t(f" Revisa también {more} carta{'s' * (more > 1)} más." if more else "",
             f" Check {more} more card{'s' * (more > 1)} too." if more else "")
    tail_of = t(f" Y {more} carta{'s' * (more > 1)} más mal marcada{'s' * (more > 1)}." if more else "",
                f" And {more} more card{'s' * (more > 1)} wrong." if more else "")

    def said(head: Text, tail: Text) -> Text:
        return t(f"{head['es']}: {lower_first(note)['es']}{tail['es']}".rstrip(": "),
                 f"{head['en']}: {lower_first(note)['en']}{tail['en']}".rstrip(": "))

    return wrong_answer(said(head, tail), said(head_of, tail_of))


def per_question(text: Callable[[Any], Text]) -> Callable[[Any], Text]:
    """A drill's text of a whole question (its explanation), worked out once per question: a question is frozen,
    and an export or an answer key asks for the text again for every option's reason. Each caller gets its own
    dict; a question that cannot be a key is worded each time."""
    kept = lru_cache(maxsize=1024)(text)

    @wraps(text)
    def worded(question: Any) -> Text:
        try:
            return dict(kept(question))
        except TypeError:  # unhashable (or the text's own fault, which is raised again)
            return text(question)

    return worded


def rejection(make: Callable[[], Any], wanted: Callable[[Any], bool], tries: int = 200) -> Any:
    """Draw with ``make`` until ``wanted`` holds (at most ``tries`` times, then keep the last draw)."""
    value = make()
    for _ in range(tries):
        if wanted(value):
            return value
        value = make()
    return value
