"""Carry progress to another device: a signed code (or a file holding it), with no personal data.

The code holds the counters, the review cards, the reviews answered (the history behind "3 of 4
reviews answered right"), the memory of each level with the steps of its mastery (:mod:`trainers.skills`),
the daily limits and the learner's own FSRS parameters when they were fitted, never the learner id (a code
made before memories, limits or parameters were carried reads as none): importing it adds that progress to
the browser that imports it. The code is signed (a forged or edited code is refused) and every value in it
is checked again on import.
"""

from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta
from typing import Literal, overload

from django.core import signing
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext_lazy as _
from fsrs import Card

from trainers import review as fsrs_review, skills
from trainers.drills import DRILLS, SKILLS
from trainers.learner import (
    DAILY_NEW,
    DAILY_REVIEWS,
    daily_limits,
    set_daily_limits,
    set_spaced_repetition,
    spaced_repetition,
)
from trainers.models import Attempt, Learner, ReviewCard, SkillMemory, Stat
from trainers.schedules import valid
from trainers.tokens import SEED_LIMIT

SALT = "trainers.progress"
VERSION = 1
MAX_CODE = 60_000
"""Characters: far more than a year of practice needs, small enough to read safely."""
MAX_ITEMS = 5_000


class BadCode(ValueError):
    """Raised when a progress code cannot be imported; ``message`` says why, in the page's language."""

    message = _("This code could not be read. Copy the whole code again, or use the file.")


class ForgedCode(BadCode):
    message = _("This is not a Naipes progress code, or it was changed or cut short: nothing was imported.")


class EmptyCode(BadCode):
    message = _("Paste a progress code or choose a progress file first.")


def _stamp(moment: datetime | None) -> int | None:
    return None if moment is None else int(moment.timestamp())


def _short(number: float | None) -> float | None:
    """Four decimals keep FSRS's memory state and make the code shorter."""
    return None if number is None else round(number, 4)


def _card_fields(card: dict) -> list:
    """An FSRS card in six values: state, step, stability, difficulty, due, last review."""
    return [card.get("state"), card.get("step"), _short(card.get("stability")), _short(card.get("difficulty")),
            _stamp(datetime.fromisoformat(card["due"])) if card.get("due") else None,
            _stamp(datetime.fromisoformat(card["last_review"])) if card.get("last_review") else None]


def export(key: str | None) -> str:
    """The signed code of this learner's progress (an empty progress has a code too)."""
    stats = [[s.scope, s.key, s.attempts, s.correct, s.streak, s.best_streak]
             for s in Stat.objects.filter(learner=key)] if key else []
    # A review card's due date and last review are its own columns (what the queue reads), as ever.
    cards = [[c.drill, c.seed, c.level, *_card_fields(c.card)[:4], _stamp(c.due), _stamp(c.last_review), int(c.retest),
              _stamp(c.introduced)]
             for c in ReviewCard.objects.filter(learner=key)] if key else []
    memories = [[m.skill, *(_card_fields(m.card) if m.card else [None] * 6), _stamp(m.claimed), _stamp(m.passed),
                 _stamp(m.failed), m.attempts_at_failure]
                for m in SkillMemory.objects.filter(learner=key)] if key else []
    # Only what the progress page counts: which question, whether right, and when (to import it once).
    reviews = [[a.drill, a.seed, a.level, int(a.correct), _stamp(a.created)]
               for a in Attempt.objects.filter(learner=key, kind=Attempt.REVIEW)] if key else []
    payload = {"v": VERSION, "sr": spaced_repetition(key), "s": stats, "c": cards, "r": reviews, "m": memories,
               "d": list(daily_limits(key))}
    stored = Learner.objects.filter(key=key).values_list("parameters", flat=True).first() if key else None
    parameters = valid(stored) if stored else None
    if parameters:
        payload["p"] = [round(x, 4) for x in parameters]
    return signing.dumps(payload, salt=SALT, compress=True)


# --- import ---------------------------------------------------------------------------------------------


def _whole(value, top: int = 10**9) -> int:
    if type(value) is not int or not 0 <= value < top:
        raise BadCode(f"not a whole number: {value!r}")
    return value


def _real(value) -> float | None:
    if value is None:
        return None
    if type(value) not in (int, float) or not math.isfinite(value) or not 0 <= value <= 1e6:
        raise BadCode(f"not a number: {value!r}")
    return float(value)


@overload
def _moment(value, optional: Literal[False] = False) -> datetime: ...


@overload
def _moment(value, optional: bool) -> datetime | None: ...


def _moment(value, optional: bool = False) -> datetime | None:
    if value is None and optional:
        return None
    stamp = _whole(value, 2**33)
    if stamp < 946_684_800:  # before 2000: no Naipes progress is that old
        raise BadCode("date out of range")
    return datetime.fromtimestamp(stamp, UTC)


def _stat(row) -> tuple[str, str, list[int]] | None:
    if not isinstance(row, list) or len(row) != 6 or not all(isinstance(x, str) for x in row[:2]):
        raise BadCode("bad counter")
    scope, name = row[0], row[1]
    numbers = [_whole(x) for x in row[2:]]
    attempts, correct, streak, best = numbers
    if correct > attempts or streak > best or best > attempts:
        raise BadCode("counters that do not add up")
    if scope == "drill":
        known = name in DRILLS
    elif scope == "skill":
        known = name in SKILLS
    elif scope == "level":
        known = _known_level(name)
    else:
        raise BadCode("bad scope")
    return (scope, name, numbers) if known else None  # a trainer that no longer exists: skipped


def _fsrs_card(fields: list) -> Card:
    """The six values of :func:`_card_fields`, checked."""
    state, step = fields[0], fields[1]
    if state not in (1, 2, 3) or not (step is None or _whole(step, 100) >= 0):
        raise BadCode("bad card state")
    due, last = _moment(fields[4]), _moment(fields[5], optional=True)
    stability, difficulty = _real(fields[2]), _real(fields[3])
    if (state == 2) != (step is None):
        raise BadCode("a step belongs to learning cards only")
    if stability is None or difficulty is None:
        if (stability, difficulty, last, state, step) != (None, None, None, 1, 0):
            raise BadCode("a card without memory state must be new")
    elif not (stability > 0 and 1 <= difficulty <= 10):
        raise BadCode("memory state out of range")
    try:
        card = Card.from_dict({"card_id": 0, "state": state, "step": step, "stability": stability,
                               "difficulty": difficulty, "due": due.isoformat(),
                               "last_review": last.isoformat() if last else None})
    except (KeyError, TypeError, ValueError) as exc:
        raise BadCode("bad card") from exc
    return card


def _card(row) -> tuple[dict, Card, dict] | None:
    # Nine values before retests and the daily pace were carried, eleven since.
    if not isinstance(row, list) or len(row) not in (9, 11) or not isinstance(row[0], str):
        raise BadCode("bad card")
    drill, seed, level = row[0], _whole(row[1], SEED_LIMIT), _whole(row[2], 10)
    card = _fsrs_card(row[3:9])
    extra = {"retest": False, "introduced": card.last_review}  # an old code's card reviewed once is not new
    if len(row) == 11:
        if row[9] not in (0, 1):
            raise BadCode("bad card")
        extra = {"retest": bool(row[9]), "introduced": _moment(row[10], optional=True)}
    if drill not in DRILLS or level not in DRILLS[drill].LEVELS:
        return None
    return {"drill": drill, "seed": seed, "level": level}, card, extra


def _known_level(name: str) -> bool:
    slug, _sep, level = name.partition(":")
    return slug in DRILLS and level.isdecimal() and int(level) in DRILLS[slug].LEVELS


def _memory(row) -> dict | None:
    if not isinstance(row, list) or len(row) != 11 or not isinstance(row[0], str):
        raise BadCode("bad memory")
    card = None if row[1:7] == [None] * 6 else _fsrs_card(row[1:7])
    claimed, passed, failed = (_moment(x, optional=True) for x in row[7:10])
    if passed is not None and (claimed is None or passed < claimed + skills.RETEST_AFTER):
        raise BadCode("a retest passed before its claim")
    if not _known_level(row[0]):
        return None
    return {"skill": row[0], "card": card.to_dict() if card else None, "claimed": claimed, "passed": passed,
            "failed": failed, "attempts_at_failure": _whole(row[10])}


def _review(row) -> dict | None:
    if not isinstance(row, list) or len(row) != 5 or not isinstance(row[0], str) or row[3] not in (0, 1):
        raise BadCode("bad review")
    drill, seed, level = row[0], _whole(row[1], SEED_LIMIT), _whole(row[2], 10)
    answered = _moment(row[4])
    if drill not in DRILLS or level not in DRILLS[drill].LEVELS:
        return None
    return {"drill": drill, "seed": seed, "level": level, "correct": bool(row[3]), "created": answered}


def read(code: str) -> dict:
    """The checked contents of a code; raises :class:`BadCode` (or :class:`ForgedCode`)."""
    code = "".join((code or "").split())  # line breaks and spaces from copying are harmless
    if not code:
        raise EmptyCode("empty")
    if len(code) > MAX_CODE:
        raise BadCode("too long")
    try:
        payload = signing.loads(code, salt=SALT, max_age=None)
    except (signing.BadSignature, ValueError, UnicodeError) as exc:
        raise ForgedCode(str(exc)) from exc
    if not isinstance(payload, dict) or payload.get("v") != VERSION:
        raise BadCode("unknown version")
    # Codes made before reviews were carried have no "r": they read as no review history.
    stats, cards, reviews = payload.get("s"), payload.get("c"), payload.get("r", [])
    if not (isinstance(stats, list) and isinstance(cards, list) and isinstance(reviews, list)) \
            or len(stats) + len(cards) + len(reviews) > MAX_ITEMS:
        raise BadCode("bad lists")
    if not isinstance(payload.get("sr"), bool):
        raise BadCode("bad setting")
    # Codes made before memories and daily limits were carried have no "m" nor "d".
    memories, limits = payload.get("m", []), payload.get("d")
    if not isinstance(memories, list) or len(memories) > MAX_ITEMS:
        raise BadCode("bad lists")
    if limits is not None and not (isinstance(limits, list) and len(limits) == 2
                                   and DAILY_REVIEWS[0] <= _whole(limits[0]) <= DAILY_REVIEWS[1]
                                   and DAILY_NEW[0] <= _whole(limits[1]) <= DAILY_NEW[1]):
        raise BadCode("bad limits")
    # Codes made before parameters were carried, or of a learner still on the defaults, have no "p".
    parameters = payload.get("p")
    if parameters is not None and (not isinstance(parameters, list)
                                   or not all(type(x) in (int, float) for x in parameters)
                                   or (parameters := valid(parameters)) is None):
        raise BadCode("bad parameters")
    return {
        "parameters": parameters,
        "spaced_repetition": payload["sr"],
        "stats": [s for s in map(_stat, stats) if s],
        "cards": [c for c in map(_card, cards) if c],
        "reviews": [r for r in map(_review, reviews) if r],
        "memories": [m for m in map(_memory, memories) if m],
        "limits": limits,
    }


@transaction.atomic
def apply(key: str, contents: dict) -> int:
    """Merge imported progress into this learner's: the busier counter and the later-reviewed card win, and the
    code's fitted parameters are taken when this browser has none of its own.

    Returns how many review cards were brought in.
    """
    for scope, name, (attempts, correct, streak, best) in contents["stats"]:
        stat, _ = Stat.objects.select_for_update().get_or_create(learner=key, scope=scope, key=name)
        if attempts > stat.attempts:
            stat.attempts, stat.correct, stat.streak, stat.best_streak = attempts, correct, streak, best
            stat.save()
    brought = 0
    for question, card, extra in contents["cards"]:
        stored = ReviewCard.objects.select_for_update().filter(learner=key, **question).first()
        if stored and stored.last_review and (card.last_review is None or stored.last_review >= card.last_review):
            continue
        stored = stored or ReviewCard(learner=key, **question)
        stored.card, stored.due, stored.last_review = card.to_dict(), card.due, card.last_review
        stored.retest, stored.introduced = extra["retest"], extra["introduced"]
        stored.save()
        brought += 1
    _merge_memories(key, contents.get("memories", []))
    if contents.get("limits"):
        set_daily_limits(key, *contents["limits"])
    for review in contents.get("reviews", []):
        # The same code imported twice (or back into the browser it came from) counts each review once.
        # The code keeps whole seconds: a review of the same question in that second is the same review.
        question = {name: review[name] for name in ("drill", "seed", "level")}
        second = (review["created"], review["created"] + timedelta(microseconds=999_999))
        if not Attempt.objects.filter(learner=key, kind=Attempt.REVIEW, created__range=second, **question).exists():
            made = Attempt.objects.create(learner=key, kind=Attempt.REVIEW, given={}, **review)
            Attempt.objects.filter(pk=made.pk).update(created=review["created"])  # auto_now_add ignores it
    set_spaced_repetition(key, contents["spaced_repetition"])
    if contents.get("parameters"):
        # The learner's own parameters come along unless this browser has fitted its own.
        Learner.objects.filter(key=key, parameters__isnull=True).update(parameters=list(contents["parameters"]))
    return brought


def _last_review(stored: dict | None) -> datetime | None:
    return datetime.fromisoformat(stored["last_review"]) if stored and stored.get("last_review") else None


def _merge_memories(key: str, memories: list[dict]) -> None:
    """The memory reviewed last wins; a level claimed by its streak in a code made before memories were
    carried is claimed now (its retest a week from the import); each retest waiting in the queue is linked."""
    scheduler, now = fsrs_review.scheduler_for(key), timezone.now()
    for imported in memories:
        stored = SkillMemory.objects.select_for_update().filter(learner=key, skill=imported["skill"]).first()
        theirs, ours = _last_review(imported["card"]), _last_review(stored.card if stored else None)
        if stored and ours and (theirs is None or ours >= theirs):
            continue
        stored = stored or SkillMemory(learner=key, skill=imported["skill"])
        for name, value in imported.items():
            setattr(stored, name, value)
        stored.retest_seed = None
        stored.save()
    claimed = set(SkillMemory.objects.filter(learner=key).values_list("skill", flat=True))
    for stat in Stat.objects.filter(learner=key, scope="level", best_streak__gte=skills.MASTERY):
        if stat.key not in claimed:
            SkillMemory.objects.create(learner=key, skill=stat.key, claimed=now)
    for memory in SkillMemory.objects.select_for_update().filter(learner=key):
        drill, _sep, level = memory.skill.partition(":")
        waiting = ReviewCard.objects.filter(learner=key, drill=drill, level=int(level), retest=True).first()
        memory.retest_seed = waiting.seed if waiting else None
        memory.retest_due = skills.retest_due(memory, scheduler)
        skills.place_retest(memory, now)
        memory.save()
