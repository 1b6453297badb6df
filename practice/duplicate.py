"""The same deal for everyone: a practice hand many people play against the same bots, each finished hand's score
kept (and nothing that names a person), to show a player how everyone did and the par the strongest bots make.

A deal is a game, a seed, a table (its code), the players, the bots' level and the learner's seat. Three ways in:

- the **deal of the day** of each game: its seed drawn from the day (UTC) and the game by a keyed digest, the same
  for every visitor and every server that day, at the standard table against :data:`DAILY_LEVEL` bots;
- a **signed link** a teacher or a club hands out (:func:`link_token`): the deal in the token, good for
  :data:`LINK_AGE`, refused with a clear page when forged or stale;
- a **short code** to type (:data:`CODE_LETTERS`, no letters that read alike), kept in the database.

Every deal played becomes a :class:`~practice.models.DuplicateDeal` row, found by its code. Playing it starts an
**attempt**: a random nonce, signed into the hand's address (``?duplicate=``) and kept in this browser's cookie
for the deal, so a reload, a double submit, "replay this deal" or opening the deal again from the same browser
records one result only (the database's unique digest of the nonce says so on every server).
"""

from __future__ import annotations

import hashlib
import json
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any
from urllib.parse import urlencode

from django.conf import settings as django_settings
from django.core import signing
from django.db import IntegrityError, transaction
from django.db.models import Count, F
from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.utils import timezone
from django.utils.crypto import salted_hmac

import naipes.games
from naipes import RulesError, profiles as named
from naipes.bots import HARNESS_LEVELS, LEVELS, game_bots, levels_of
from naipes.practice import LEARNER, SEED_LIMIT
from naipes_site import table_rules
from naipes_site.games import game_info
from practice import games
from practice.models import DuplicateDeal, DuplicateResult

QUERY = "duplicate"
"""The hand's address carries its attempt token under this name."""

DAILY_LEVEL = "club"
"""The deal of the day's bots: the club, which a learner can beat with good play; the expert, stronger still, plays
the deal's par (:func:`par_level`)."""

LINK_AGE = timedelta(days=90)
"""How long a deal's signed link plays; the same as its results are kept (:data:`KEPT`)."""

ATTEMPT_AGE = timedelta(days=7)
"""How long a hand under way may take to finish and still count."""

KEPT = timedelta(days=90)
"""A result is kept this long; a deal with no result left, this long after it was made (the privacy page says so)."""

CODE_LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
"""No I, L, O, 0 or 1: a code read aloud or copied from a board is typed right."""
CODE_LENGTH = 6

COOKIE = "naipes_duplicate"
COOKIE_DEALS = 20
"""The attempts a browser keeps (its latest deals), so that opening a deal again resumes its own attempt."""

_LINK_SALT = "practice.duplicate.link"
_ATTEMPT_SALT = "practice.duplicate.attempt"
_DAY_SALT = "practice.duplicate.day"


class DuplicateError(ValueError):
    """A token or code that names no deal: ``kind`` says why (``forged``, ``expired``, ``unknown``)."""

    def __init__(self, kind: str) -> None:
        super().__init__(kind)
        self.kind = kind


@dataclass(frozen=True)
class Deal:
    game: str
    seed: int
    table: str
    players: int
    level: str
    seat: int = LEARNER

    def key(self) -> dict[str, Any]:
        return {"game": self.game, "seed": self.seed, "table": self.table, "players": self.players,
                "level": self.level, "seat": self.seat}


def today() -> date:
    return timezone.now().date()


def day_seed(game: str, day: date) -> int:
    """The deal of the day's seed: a digest of the day and the game keyed with the site's secret, so every server
    deals the same and nobody works out tomorrow's deal ahead."""
    digest = salted_hmac(_DAY_SALT, f"{day.isoformat()}:{game}", algorithm="sha256").hexdigest()
    return int(digest, 16) % SEED_LIMIT


def of_the_day(game: str, default_players: int, day: date) -> Deal:
    return Deal(game, day_seed(game, day), named.STANDARD, default_players, DAILY_LEVEL)


def daily() -> list[dict[str, Any]]:
    """Each practice hand's deal of the day, as the practice pages link it (the address of today's, whatever the
    day)."""
    return [{"slug": slug, "name": game_info(slug).name, "url": reverse("practice:today", args=[slug])}
            for slug in games.hands()]


def checked(deal: Deal, players: tuple[int, ...]) -> Deal:
    """``deal`` if this site plays it (a known table, players and level); :class:`DuplicateError` otherwise."""
    if deal.level not in LEVELS or deal.players not in players or not 0 <= deal.seed < SEED_LIMIT:
        raise DuplicateError("forged")
    try:
        table = table_rules.decode(deal.game, deal.table)
        table.rules(players=deal.players)
    except RulesError:
        raise DuplicateError("forged") from None
    return Deal(deal.game, deal.seed, table.code, deal.players, deal.level, deal.seat)


def link_token(deal: Deal) -> str:
    return signing.dumps([deal.game, deal.seed, deal.table, deal.players, deal.level], salt=_LINK_SALT, compress=True)


def from_link(game: str, token: str) -> Deal:
    """The deal a signed link names; :class:`DuplicateError` when it is forged, another game's or stale."""
    try:
        values = signing.loads(token[:400], salt=_LINK_SALT, max_age=LINK_AGE)
    except signing.SignatureExpired:
        raise DuplicateError("expired") from None
    except signing.BadSignature:
        raise DuplicateError("forged") from None
    try:
        linked, seed, table, players, level = values
        deal = Deal(str(linked), int(seed), str(table), int(players), str(level))
    except (TypeError, ValueError):
        raise DuplicateError("forged") from None
    if deal.game != game:
        raise DuplicateError("forged")
    return deal


def normal_code(text: str) -> str:
    """A typed code as stored: capitals, without spaces or dashes."""
    return "".join(ch for ch in text.upper() if ch not in " -\t")[:2 * CODE_LENGTH]


def well_formed(code: str) -> bool:
    return len(code) == CODE_LENGTH and all(ch in CODE_LETTERS for ch in code)


def by_code(code: str) -> DuplicateDeal:
    if not well_formed(code):
        raise DuplicateError("forged")
    found = DuplicateDeal.objects.filter(code=code).first()
    if found is None:
        raise DuplicateError("unknown")
    return found


def stored(deal: Deal, *, day: date | None = None) -> DuplicateDeal:
    """The deal's row, made with a new code the first time it is asked for (by any server: the database's unique
    constraints settle a race)."""
    for _ in range(8):
        found = DuplicateDeal.objects.filter(**deal.key()).first()
        if found is not None:
            return found
        code = "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))
        try:
            with transaction.atomic():
                return DuplicateDeal.objects.create(**deal.key(), code=code, day=day)
        except IntegrityError:
            continue  # another request made it, or the code was taken: look again
    raise RuntimeError("no free code for a duplicate deal")


# --- attempts ------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Attempt:
    """One browser's play of a deal: the deal's row and the signed token that carries the nonce."""

    deal: DuplicateDeal
    token: str
    nonce: str

    @property
    def digest(self) -> str:
        return digest(self.nonce)


def digest(nonce: str) -> str:
    return hashlib.sha256(f"duplicate:{nonce}".encode()).hexdigest()


def _kept_attempts(request: HttpRequest) -> dict[str, str]:
    try:
        kept = json.loads(request.get_signed_cookie(COOKIE, default="{}", salt=_ATTEMPT_SALT))
    except (ValueError, signing.BadSignature):
        return {}
    return {str(k): str(v) for k, v in kept.items()} if isinstance(kept, dict) else {}


def start(request: HttpRequest, deal: DuplicateDeal) -> tuple[str, dict[str, str]]:
    """The attempt token for this browser's play of ``deal`` (its own again if it kept one), and the attempts to
    keep in its cookie."""
    kept = _kept_attempts(request)
    nonce = kept.pop(deal.code, None) or secrets.token_urlsafe(12)
    kept[deal.code] = nonce
    latest = dict(list(kept.items())[-COOKIE_DEALS:])
    return signing.dumps([deal.code, nonce], salt=_ATTEMPT_SALT), latest


def new_attempt(deal: DuplicateDeal) -> str:
    """A fresh attempt's token at ``deal``, kept in no cookie (a hand another site launched: one attempt a launch)."""
    return signing.dumps([deal.code, secrets.token_urlsafe(12)], salt=_ATTEMPT_SALT)


def keep(response: HttpResponse, attempts: Mapping[str, str]) -> HttpResponse:
    response.set_signed_cookie(COOKIE, json.dumps(dict(attempts), separators=(",", ":")), salt=_ATTEMPT_SALT,
                               max_age=int(ATTEMPT_AGE.total_seconds()), httponly=True, samesite="Lax",
                               secure=django_settings.SESSION_COOKIE_SECURE)
    return response


def attempt(token: str) -> Attempt:
    """The attempt a hand's token names; :class:`DuplicateError` when it is forged, stale or its deal is gone."""
    try:
        code, nonce = signing.loads(token[:400], salt=_ATTEMPT_SALT, max_age=ATTEMPT_AGE)
    except signing.SignatureExpired:
        raise DuplicateError("expired") from None
    except (signing.BadSignature, TypeError, ValueError):
        raise DuplicateError("forged") from None
    return Attempt(by_code(str(code)), token, str(nonce))


def attempt_at(token: str | None, game: str, seed: int, table: str, players: int, level: str, *,
               plain: bool = True) -> Attempt | None:
    """The attempt at a shared deal a hand's address carries (``?duplicate=``), if the hand on the page is that
    deal: ``None`` without one, or for a new hand or another level dealt from its page (``plain`` is false for a
    hand with options of its own, which no shared deal has); :class:`DuplicateError` when the token is forged or
    stale."""
    if not token:
        return None
    found = attempt(token)
    deal = found.deal
    same = (deal.game, deal.seed, deal.table, deal.players, deal.level) == (game, seed, table, players, level)
    return found if plain and same else None


def query_of(found: Attempt | None) -> dict[str, str]:
    """A hand of a shared deal carries its attempt in every address (its links and its forms)."""
    return {QUERY: found.token} if found is not None else {}


def hand_context(found: Attempt | None, done: bool) -> dict[str, Any] | None:
    """What a hand page says of its shared deal: its code and, once the hand is over, where everyone's results
    are (the attempt in the address, so the page shows this hand's score among them)."""
    if found is None:
        return None
    results = reverse("practice:deal-results", args=[found.deal.code])
    return {"code": found.deal.code, "url": reverse("practice:deal", args=[found.deal.code]),
            "results": f"{results}?{urlencode({'attempt': found.token})}" if done else None}


def score_of(game: str, hand: Any, seat: int = LEARNER) -> int:
    """The seat's score of a finished hand in the game's unit, higher better (its bots' ``scores``, as the
    duplicate matches count)."""
    return int(game_bots(game).scores(hand)[seat])


def record(request: HttpRequest, found: Attempt | None, hand: Any) -> bool:
    """Keep the score of a hand of a shared deal once per attempt when the request's action ended it (a GET only:
    a HEAD changes nothing); ``False`` for a hand of no shared deal, one not over, or an attempt already counted."""
    if found is None or hand.phase != "done" or request.method != "GET":
        return False
    deal = found.deal
    score = score_of(deal.game, hand, deal.seat)
    try:
        with transaction.atomic():
            DuplicateResult.objects.create(deal=deal, score=score, attempt=found.digest)
            DuplicateDeal.objects.filter(pk=deal.pk).update(version=F("version") + 1, last_played=timezone.now())
    except IntegrityError:
        return False
    return True


def result_of(found: Attempt) -> int | None:
    return DuplicateResult.objects.filter(attempt=found.digest, deal=found.deal).values_list("score", flat=True).first()


# --- the par -------------------------------------------------------------------------------------------------


def par_level(game: str) -> str:
    """The strongest level the game's bots have (:func:`naipes.bots.levels_of`, the harness's own left out): a
    trial level such as the expert where the game's ``BOTS`` hold one."""
    return [level for level in levels_of(game_bots(game)) if level not in HARNESS_LEVELS][-1]


def compute_par(deal: DuplicateDeal) -> tuple[int, str]:
    """The score :func:`par_level` makes in the deal's seat against the deal's bots, the same cards."""
    level = par_level(deal.game)
    hand_module = naipes.games.piece(deal.game, "practice")
    assert hand_module is not None, deal.game  # a shared deal is only made for a game with a practice hand
    rules = table_rules.decode(deal.game, deal.table).rules(players=deal.players)
    seats = tuple(level if seat == deal.seat else deal.level for seat in range(deal.players))
    hand = hand_module.autoplay(deal.seed, rules, levels=seats)
    return score_of(deal.game, hand, deal.seat), level


def ensure_par(deal: DuplicateDeal) -> DuplicateDeal:
    """The deal with its par, worked out the first time only and kept in its row (the row locked meanwhile, so
    two servers asked at once work it out once)."""
    if deal.par is not None:
        return deal
    with transaction.atomic():
        locked = DuplicateDeal.objects.select_for_update().get(pk=deal.pk)
        if locked.par is None:
            locked.par, locked.par_level = compute_par(locked)
            locked.version += 1
            locked.save(update_fields=["par", "par_level", "version"])
    return locked


# --- everyone's results --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Bin:
    low: int
    high: int
    count: int
    width: int
    """The bar's length in twentieths of the longest (a CSS class, no inline style)."""
    mine: bool


@dataclass(frozen=True)
class Spread:
    total: int
    bins: tuple[Bin, ...]
    below: int = 0
    equal: int = 0

    @property
    def percentile(self) -> int | None:
        """The share of players the score beat, ties counting half, in whole percent."""
        if not self.total or not (self.below or self.equal):
            return None
        return round(100 * (self.below + self.equal / 2) / self.total)


MAX_BINS = 10


def spread(counts: Mapping[int, int], mine: int | None = None) -> Spread:
    """Everyone's scores as a histogram of at most :data:`MAX_BINS` bars (one a score when few differ), and where
    ``mine`` stands among them."""
    total = sum(counts.values())
    if not total:
        return Spread(0, ())
    low, high = min(counts), max(counts)
    if mine is not None:
        low, high = min(low, mine), max(high, mine)
    size = max(1, -(-(high - low + 1) // MAX_BINS))
    edges = range(low, high + 1, size)
    tallies = [sum(n for score, n in counts.items() if edge <= score < edge + size) for edge in edges]
    tallest = max(tallies) or 1
    bins = tuple(Bin(edge, min(edge + size - 1, high), n, round(20 * n / tallest),
                     mine is not None and edge <= mine < edge + size)
                 for edge, n in zip(edges, tallies, strict=True))
    if mine is None:
        return Spread(total, bins)
    below = sum(n for score, n in counts.items() if score < mine)
    return Spread(total, bins, below, counts.get(mine, 0))


def counts_of(deal: DuplicateDeal) -> dict[int, int]:
    """Every score of the deal and how many made it: one grouped query, whatever the number of players."""
    rows = DuplicateResult.objects.filter(deal=deal).values("score").annotate(n=Count("id")).order_by("score")
    return {row["score"]: row["n"] for row in rows}


# --- retention -----------------------------------------------------------------------------------------------


def prune() -> int:
    """Results older than :data:`KEPT`, then the deals with none left made that long ago (their codes free)."""
    before = timezone.now() - KEPT
    touched = list(DuplicateResult.objects.filter(created__lt=before).values_list("deal", flat=True).distinct())
    gone, _ = DuplicateResult.objects.filter(created__lt=before).delete()
    DuplicateDeal.objects.filter(pk__in=touched).update(version=F("version") + 1)
    deals, _ = DuplicateDeal.objects.filter(created__lt=before, results__isnull=True).delete()
    return gone + deals
