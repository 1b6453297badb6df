"""Wording of the coach's analysis (:mod:`naipes.coach`): each reason code of a mistake (``coach.reason.<code>``)
and the lines that say a decision's cost and its better card (``coach.better``…). :func:`reason` fills a reason's
fields in a language (a suit's code becomes its name)."""

from __future__ import annotations

from typing import Any

from naipes.cards import Suit
from wording import load_texts, text
from wording.cards import suit_name

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
