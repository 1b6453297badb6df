"""Signed, expiring question state: which drill, which level, which seed, under which table, and a nonce.

The token is readable (signed base64 JSON, not encrypted), so it holds the seed and never the answer:
the server rebuilds the question from the seed (:func:`rng`) and asks the engine. The nonce lets the
answer view score each question once.

Two channels, two salts, so a token only works where it was issued. A web page's token (``PAGE``)
is answered through the page, which scores it and keeps it secret; the JSON API, stateless and open
to programs, issues and checks tokens of its own (``API``, the default) and refuses a page's token
without revealing anything about its answer.
"""

from __future__ import annotations

import re
import secrets
import time
from collections.abc import Mapping
from dataclasses import dataclass
from random import Random

from django.core import signing
from django.utils.translation import gettext_lazy as _

from naipes import RulesError
from naipes_site import table_rules
from naipes_site.table_rules import TableRules

PAGE, API = "page", "api"
SALTS = {PAGE: "trainers.page", API: "trainers.api"}
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


class WrongChannel(TokenError):
    """Raised when a web page's token is sent to the API, or an API token to a page."""

    code = "wrong_channel"
    message = _("This question was issued elsewhere: answer it where you got it (the web page or the API).")


@dataclass(frozen=True)
class Ticket:
    """What a token says: the drill, level and seed that rebuild the question, and its nonce.

    ``issued`` (milliseconds since the epoch) times the answer; ``review`` says the page asked it as a
    review (a question missed before, or due again), not as a first attempt.
    """

    drill: str
    level: int
    seed: int
    nonce: str
    issued: int = 0
    review: bool = False
    table: str = ""
    """The code of the table the question was asked under (``naipes_site.table_rules``): a profile's slug or a
    custom code, ``""`` for the standard table. The answer is judged under it, whatever the browser keeps now."""


def rng(seed: int, channel: str) -> Random:
    """The random source a seed draws its question from, on ``channel``.

    A page's seed is shown in its share link while its question is open; were the API to draw the same
    question from the same seed, asking it for that seed would give the answer (the API answers its own
    questions freely). So the API draws from a string of its own salt and the seed, which Python hashes
    (SHA-512) into a seed of 512 bits: no page seed, a whole number below ``SEED_LIMIT``, ever gives the same
    sequence, and no API seed can be found that does.

    >>> rng(7, PAGE).random() == Random(7).random(), rng(7, API).random() == Random(7).random()
    (True, False)
    """
    return Random(seed) if channel == PAGE else Random(f"{SALTS[channel]}:{seed}")


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


def issue(drill: str, level: int, seed: int, *, channel: str = API, review: bool = False, table: str = "") -> str:
    """A fresh token for this question on ``channel``; each call gets a new nonce. ``table``: the table's code
    (left out for the standard table, so such tokens read as they always did)."""
    payload: dict[str, object] = {"drill": drill, "level": level, "seed": seed, "nonce": secrets.token_urlsafe(9),
                                  "t": int(time.time() * 1000)}
    if review:
        payload["review"] = 1
    if table:
        payload["tb"] = table
    return signing.dumps(payload, salt=SALTS[channel], compress=False)


def _signed_elsewhere(token: str, channel: str) -> bool:
    other = API if channel == PAGE else PAGE
    try:
        signing.loads(token, salt=SALTS[other], max_age=None)
    except (signing.BadSignature, ValueError):
        return False
    return True


def load(token: object, max_age: int = MAX_AGE, drill: str | None = None, *, channel: str = API) -> Ticket:
    """The ticket in ``token``; raises :class:`ExpiredToken`, :class:`WrongChannel` or :class:`BadToken`.

    With ``drill``, a token issued for another drill is refused too.
    """
    if not isinstance(token, str) or not token or len(token) > 500:
        raise BadToken("no token")
    try:
        payload = signing.loads(token, salt=SALTS[channel], max_age=max_age)
    except signing.SignatureExpired as exc:
        raise ExpiredToken(str(exc)) from exc
    except (signing.BadSignature, ValueError) as exc:
        if _signed_elsewhere(token, channel):
            raise WrongChannel("token of the other channel") from exc
        raise BadToken(str(exc)) from exc
    try:
        ticket = Ticket(str(payload["drill"]), int(payload["level"]), int(payload["seed"]), str(payload["nonce"]),
                        int(payload.get("t", 0)), bool(payload.get("review")), payload.get("tb", ""))
        if not isinstance(ticket.table, str):
            raise TypeError("table code")
    except (KeyError, TypeError, ValueError, AttributeError, OverflowError) as exc:
        raise BadToken("incomplete token") from exc
    if drill is not None and ticket.drill != drill:
        raise BadToken("token of another drill")
    if not 0 <= ticket.seed < SEED_LIMIT:
        raise BadToken("seed out of range")
    return ticket


def table_of(ticket: Ticket, game: str) -> TableRules:
    """The table a ticket's question was asked under; a code that is not (or no longer) a table of the game
    is refused like any altered token."""
    if not ticket.table:
        return table_rules.standard(game)
    try:
        return table_rules.decode(game, ticket.table)
    except RulesError as exc:
        raise BadToken("unknown table") from exc
