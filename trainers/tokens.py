"""Signed, expiring question state: which drill, which level, which seed, and a nonce.

The token is readable (signed base64 JSON, not encrypted), so it holds the seed and never the answer:
the server rebuilds the question from ``Random(seed)`` and asks the engine. The nonce lets the
answer view score each question once.
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Mapping
from dataclasses import dataclass

from django.core import signing
from django.utils.translation import gettext_lazy as _

SALT = "trainers"
MAX_AGE = 6 * 60 * 60
"""Seconds a question stays answerable: long enough for a lesson, short enough to refuse old copies."""

SEED_LIMIT = 2**53
"""Seeds are JSON-safe integers from 0 up to this (exclusive)."""


class TokenError(ValueError):
    """Base class of problems with a question's token; ``code`` names it for the API."""

    code = "bad_token"
    message = _("This question could not be read, so it cannot be checked.")


class BadToken(TokenError):
    """Raised when a token was forged, edited, cut short or belongs to another drill."""

    code = "bad_token"
    message = _("This question has been altered, so it cannot be checked.")


class ExpiredToken(TokenError):
    """Raised when a token is older than ``MAX_AGE``."""

    code = "expired_token"
    message = _("This question has expired: each question can be answered for six hours.")


@dataclass(frozen=True)
class Ticket:
    """What a token says: the drill, level and seed that rebuild the question, and its nonce."""

    drill: str
    level: int
    seed: int
    nonce: str


def new_seed() -> int:
    return secrets.randbelow(10**9)


_NUMBER = re.compile(r"-?[0-9]{1,20}")


class RepeatedField(ValueError):
    """Raised when a link names the seed or the level twice (``?seed=1&seed=2``)."""

    def __init__(self, field: str) -> None:
        super().__init__(f"{field} given twice")
        self.field = field


def number(text: str) -> int:
    """A seed or a level as a link writes it: ASCII digits, maybe a minus sign, white space around.

    Stricter than ``int()``, which also reads ``1_000``, ``٣`` and 5,000-digit numbers.

    >>> number(" 42 ")
    42
    >>> number("1_000")
    Traceback (most recent call last):
    ValueError: not a whole number: '1_000'
    """
    if not _NUMBER.fullmatch(text.strip()):
        raise ValueError(f"not a whole number: {text[:24]!r}")
    return int(text)


def level_and_seed(query: Mapping, default_level: int) -> tuple[int, int]:
    """The level and seed a query asks for (no seed: a new one), unchecked against the drill.

    Raises :class:`RepeatedField` for a field given twice, ``ValueError`` for one that is not a
    whole number.
    """
    values = {}
    for name in ("level", "seed"):
        given = query.getlist(name) if hasattr(query, "getlist") else [query[name]] if name in query else []
        if len(given) > 1:
            raise RepeatedField(name)
        values[name] = given[0] if given and given[0].strip() else None
    level = default_level if values["level"] is None else number(values["level"])
    seed = new_seed() if values["seed"] is None else number(values["seed"])
    return level, seed


def issue(drill: str, level: int, seed: int) -> str:
    """A fresh token for this question; each call gets a new nonce."""
    payload = {"drill": drill, "level": level, "seed": seed, "nonce": secrets.token_urlsafe(9)}
    return signing.dumps(payload, salt=SALT, compress=False)


def load(token: str, max_age: int = MAX_AGE, drill: str | None = None) -> Ticket:
    """The ticket in ``token``; raises :class:`ExpiredToken` or :class:`BadToken`.

    With ``drill``, a token issued for another drill is refused too.
    """
    if not isinstance(token, str) or not token or len(token) > 500:
        raise BadToken("no token")
    try:
        payload = signing.loads(token, salt=SALT, max_age=max_age)
    except signing.SignatureExpired as exc:
        raise ExpiredToken(str(exc)) from exc
    except (signing.BadSignature, ValueError) as exc:
        raise BadToken(str(exc)) from exc
    try:
        ticket = Ticket(str(payload["drill"]), int(payload["level"]), int(payload["seed"]), str(payload["nonce"]))
    except (KeyError, TypeError, ValueError) as exc:
        raise BadToken("incomplete token") from exc
    if drill is not None and ticket.drill != drill:
        raise BadToken("token of another drill")
    if not 0 <= ticket.seed < SEED_LIMIT:
        raise BadToken("seed out of range")
    return ticket
