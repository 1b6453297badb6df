"""How many join codes may be guessed: per address, and over the whole code space.

A join code is 6 characters of a 21-letter alphabet: 21**6 = 85,766,121 codes. Two counts, each in a
window of ``WINDOW``, bound the wrong codes typed:

- per address, ``PER_ADDRESS``: one phone or script cannot use up the site's allowance alone;
- over the code space, ``CODE_SPACE``, whatever the addresses: rotating addresses gains nothing, and that
  count is what makes guessing a live code impractical (``docs/production.md``, "Join codes").

A right code costs nothing: its guess is given back. An address past its count may still join a session
someone at that address already joined (a class behind one school router: the classmates of the first
student in), but nothing else, and it learns nothing, since any other code gets the same refusal.

Each count is taken before the code is looked up, by one conditional ``UPDATE`` (``count < limit``),
which the database applies one request at a time: the count is exact under concurrency, on SQLite and
PostgreSQL, across app servers.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils.crypto import salted_hmac

from classroom.models import JoinGuesses

WINDOW = timedelta(minutes=10)
PER_ADDRESS = 50
"""Wrong codes per address in a window: a class of 30 behind one router may each mistype the code more
than once before anyone is in (after that, the session's pass lets the class in)."""
CODE_SPACE = 600
"""Wrong codes over the whole site in a window: about ten times what ten classes mistyping at once send."""
SPACE = "space"


def window(at: float | None = None) -> int:
    return int((time.time() if at is None else at) // WINDOW.total_seconds())


def window_of(moment: datetime) -> int:
    return window(moment.timestamp())


def address_key(address: str) -> str:
    """A keyed digest: the table never holds an address, and a digest cannot be walked back without the
    secret key (IPv4 has only four thousand million addresses)."""
    return "address:" + salted_hmac("classroom.join_limit", address).hexdigest()[:40]


def pass_key(address: str, session_pk: int) -> str:
    return f"pass:{address_key(address)[8:]}:{session_pk}"


def _take(key: str, at: int, limit: int) -> bool:
    """One more guess on ``key`` in window ``at``, if it stays within ``limit``."""
    counted = JoinGuesses.objects.filter(key=key, window=at, count__lt=limit)
    if counted.update(count=F("count") + 1):
        return True
    try:
        with transaction.atomic():
            JoinGuesses.objects.create(key=key, window=at, count=1)
        return limit > 0
    except IntegrityError:  # the row is there: full, or another request has just made it
        return bool(counted.update(count=F("count") + 1))


def _give_back(key: str, at: int) -> None:
    JoinGuesses.objects.filter(key=key, window=at, count__gt=0).update(count=F("count") - 1)


@dataclass
class Guess:
    """One code typed from ``address``: ``refused`` is ``None`` when it counted within both limits, else
    the reason (``too_many`` for the address, ``busy`` for the code space)."""

    address: str
    at: int
    refused: str | None

    def right(self, session_pk: int, ends: datetime) -> bool:
        """The code was that of an open session: whether to let the phone in. Within the limits the guess
        is given back and the address gets a pass for the session; past them, only a pass lets it in."""
        key = pass_key(self.address, session_pk)
        if self.refused is not None:
            return JoinGuesses.objects.filter(key=key).exists()
        _give_back(address_key(self.address), self.at)
        _give_back(SPACE, self.at)
        JoinGuesses.objects.get_or_create(key=key, window=window_of(ends))
        return True


def guess(address: str) -> Guess:
    """Count a guess from ``address`` before its code is looked up."""
    at = window()
    mine = address_key(address)
    if not _take(mine, at, PER_ADDRESS):
        return Guess(address, at, "too_many")
    if not _take(SPACE, at, CODE_SPACE):
        _give_back(mine, at)
        return Guess(address, at, "busy")
    return Guess(address, at, None)


def forget(now: float | None = None) -> int:
    """Delete the counts of past windows and the passes of sessions that have ended; how many rows."""
    deleted, _ = JoinGuesses.objects.filter(window__lt=window(now)).delete()
    return deleted
