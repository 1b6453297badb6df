"""How many join codes may be guessed: per address range, and over the whole code space.

A join code is 6 characters of a 21-letter alphabet: 21**6 = 85,766,121 codes. Wrong codes are counted in
windows of ``WINDOW``:

- per address range, ``PER_ADDRESS``: a /24 for IPv4, a /64 for IPv6 (what one home, school or rented server
  holds), so that rotating addresses inside one's own range gains nothing;
- over the code space, ``CODE_SPACE``, whatever the addresses: past it the site is under a guessing attack
  from many ranges, and each range may then guess only ``BUSY_PER_RANGE`` wrong codes in the window.

The site-wide count never refuses a code by itself: a range that has typed few wrong codes still gets in
with the right one, so a client that does not know a class's code cannot lock that class out, however many
addresses it rotates. What the count protects is the rate of guessing: past it, every range guesses ten
times slower (``docs/production.md``, "Join codes").

A right code costs nothing: its guess is given back. A range past its count may still join a session
someone in that range already joined (a class behind one school router: the classmates of the first
student in), but nothing else, and it learns nothing, since any other code gets the same refusal. The
join link and the projector's QR code carry a signed pass (``live.join_pass``) that skips the counts.

Each count is taken before the code is looked up, by one conditional ``UPDATE`` (``count < limit``),
which the database applies one request at a time: the count is exact under concurrency, on SQLite and
PostgreSQL, across app servers.
"""

from __future__ import annotations

import ipaddress
import time
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils.crypto import salted_hmac

from classroom.models import JoinGuesses

WINDOW = timedelta(minutes=10)
PER_ADDRESS = 50
"""Wrong codes per address range in a window: a class of 30 behind one router may each mistype the code
more than once before anyone is in (after that, the session's pass lets the class in)."""
CODE_SPACE = 600
"""Wrong codes over the whole site in a window: about ten times what ten classes mistyping at once send.
Past it, each range has ``BUSY_PER_RANGE`` wrong codes in the window, not ``PER_ADDRESS``."""
BUSY_PER_RANGE = 5
"""Wrong codes per range while the site is past ``CODE_SPACE``: a class may still mistype a few times, and
its first student in lets the rest in."""
IPV4_PREFIX, IPV6_PREFIX = 24, 64
SPACE = "space"


def window(at: float | None = None) -> int:
    return int((time.time() if at is None else at) // WINDOW.total_seconds())


def window_of(moment: datetime) -> int:
    return window(moment.timestamp())


def address_range(address: str) -> str:
    """The range an address counts in: its /24 (IPv4) or /64 (IPv6); an IPv4 address written as IPv6
    (``::ffff:…``) counts as IPv4. Anything else counts as itself.

    >>> address_range("203.0.113.66"), address_range("2001:db8:1:2:3:4:5:6"), address_range("::ffff:10.1.2.3")
    ('203.0.113.0/24', '2001:db8:1:2::/64', '10.1.2.0/24')
    """
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    prefix = IPV4_PREFIX if ip.version == 4 else IPV6_PREFIX
    return str(ipaddress.ip_network(f"{ip}/{prefix}", strict=False))


def address_key(address: str) -> str:
    """The key of the address's range (:func:`address_range`), a keyed digest: the table never holds an
    address, and a digest cannot be walked back without the secret key."""
    return "address:" + salted_hmac("classroom.join_limit", address_range(address)).hexdigest()[:40]


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
    """One code typed from ``address``: ``refused`` is ``None`` when it counted within its range's limit,
    else the reason (``too_many`` for the range, ``busy`` for a range past the smaller limit that holds
    while the whole code space is past its count)."""

    address: str
    at: int
    refused: str | None
    spaced: bool = True
    """Whether the guess was counted in the code space's count too (not while it is full)."""

    def right(self, session_pk: int, ends: datetime) -> bool:
        """The code was that of an open session: whether to let the phone in. Within the limits the guess
        is given back and the address gets a pass for the session; past them, only a pass lets it in."""
        key = pass_key(self.address, session_pk)
        if self.refused is not None:
            return JoinGuesses.objects.filter(key=key).exists()
        _give_back(address_key(self.address), self.at)
        if self.spaced:
            _give_back(SPACE, self.at)
        JoinGuesses.objects.get_or_create(key=key, window=window_of(ends))
        return True


def guess(address: str) -> Guess:
    """Count a guess from ``address`` before its code is looked up: in the code space's count while it has
    room, and in the range's, whose limit is smaller while the code space is full."""
    at = window()
    mine = address_key(address)
    spaced = _take(SPACE, at, CODE_SPACE)
    if not _take(mine, at, PER_ADDRESS if spaced else BUSY_PER_RANGE):
        if spaced:
            _give_back(SPACE, at)
        return Guess(address, at, "too_many" if spaced else "busy", spaced)
    return Guess(address, at, None, spaced)


def forget(now: float | None = None) -> int:
    """Delete the counts of past windows and the passes of sessions that have ended; how many rows."""
    deleted, _ = JoinGuesses.objects.filter(window__lt=window(now)).delete()
    return deleted
