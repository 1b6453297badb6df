"""Wording of the coach's analysis (:mod:`naipes.coach`): each reason code of a mistake (``coach.reason.<code>``)
and the lines that say a decision's cost and its better card (``coach.better``…). :func:`reason` fills a reason's
fields in a language (a suit's code becomes its name)."""

from __future__ import annotations

from typing import Any

from naipes.cards import Card, Suit
from wording import has, load_texts, text
from wording.cards import card_name, suit_name

TEXTS = load_texts("coach")


def _field(name: str, value: Any, lang: str) -> Any:
    if name == "suit" and isinstance(value, str):
        return suit_name(next(s for s in Suit if s.letter == value), lang)
    return value


def reason(code: str, params: dict[str, Any], lang: str) -> str:
    """The reason ``code`` said in ``lang`` with its ``params``."""
    return text(f"coach.reason.{code}", lang, **{k: _field(k, v, lang) for k, v in params.items()})


def reason_both(code: str, params: dict[str, Any]) -> dict[str, str]:
    """The reason in every language, for the API."""
    return {lang: reason(code, params, lang) for lang in ("es", "en")}


def action(action: Any, lang: str) -> str | None:
    """A decision other than a card said in ``lang`` (``coach.action.<kind>``): a practice hand's own action, a
    tuple whose first item is its kind (La Docena's ``("bet", 3)``, Paulo's ``("accept",)``, Tute's
    ``("sing", "O")``), or cards passed; ``None`` for a card or an action without a wording."""
    if isinstance(action, tuple | list) and action and all(isinstance(c, Card) for c in action):
        return text("coach.action.pass_cards", lang, cards=", ".join(card_name(c, lang) for c in action))
    if not isinstance(action, tuple) or not action or not isinstance(action[0], str):
        return None
    kind, rest = action[0], action[1:]
    if kind == "bet":
        if not rest:
            return text("coach.action.bet_chinos", lang)
        return text("coach.action.bet.one" if rest[0] == 1 else "coach.action.bet", lang, stones=rest[0])
    if kind == "dejo" and rest:
        return text(f"coach.action.dejo.{'yes' if rest[0] else 'no'}", lang)
    if kind == "discard" and rest:
        return text("coach.action.discard", lang, cards=", ".join(card_name(c, lang) for c in rest[0]))
    if kind == "sing" and rest:
        return text("coach.action.sing", lang, suit=_field("suit", rest[0], lang))
    key = f"coach.action.{kind}"
    return text(key, lang) if has(key) else None
