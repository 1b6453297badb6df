"""Review cards that are no drill question: an app that puts its own questions in the spaced-repetition queue
(``trainers.tracking.schedule_missed`` under a slug of its own, the question's number as its seed) registers
here, from its ``review_items`` module (hook of :mod:`naipes_site.plugins`), the address that asks it again.
The review round serves them among the drills' questions; the app's page answers them and records the review
with :func:`trainers.tracking.record` (a :class:`trainers.tokens.Ticket` with ``review=True``), so they are
scheduled as every other review."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ReviewItem:
    slug: str
    url: Callable[[int, int, str], str]
    """The address that asks the question again, from the card's ``seed``, ``level`` and ``table``."""
    name: Any
    """What the progress page calls such a question: a lazy translation, or ``{"es": …, "en": …}``."""


ITEMS: dict[str, ReviewItem] = {}


def register(slug: str, url: Callable[[int, int, str], str], name: Any) -> None:
    ITEMS[slug] = ReviewItem(slug, url, name)


def known(slug: str) -> bool:
    return slug in ITEMS


def url_for(drill: str, seed: int, level: int, table: str) -> str:
    return ITEMS[drill].url(seed, level, table)
