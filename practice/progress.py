"""Practice hands count toward the learner's progress, and the coach's refusals feed the review queue.

A hand played to its end is one :class:`~practice.models.PlayedHand`. A play the coach refused is one
:class:`~practice.models.CoachedMistake` and puts a question of the game's review drill (its legal-play
drill or the nearest one, named in ``practice/games/<slug>.py``) into the trainers' spaced-repetition
queue, due at once, under the hand's table: the rule missed at the table comes back as a drill question
in the next review round. Reloading a page never counts twice.
"""

from __future__ import annotations

import hashlib

from django.db import IntegrityError, transaction
from django.db.models import Count, Sum

from practice import games
from practice.models import CoachedMistake, PlayedHand
from trainers import tracking

POSITIONS = 1000
"""Positions per deal in a review seed: ``seed * POSITIONS + actions so far``."""


def digest(actions: str) -> str:
    return hashlib.sha256(actions.encode()).hexdigest()


def review_seed(seed: int, position: int) -> int:
    """The drill seed a refused play becomes: the same position always gives the same question."""
    return seed * POSITIONS + min(position, POSITIONS - 1)


def hand_finished(key: str, game: str, seed: int, players: int, actions: str) -> bool:
    """Count a hand played to its end; ``False`` when this very hand was counted before."""
    mistakes = CoachedMistake.objects.filter(learner=key, game=game, seed=seed, players=players).count()
    try:
        with transaction.atomic():
            PlayedHand.objects.create(learner=key, game=game, seed=seed, players=players,
                                      actions=digest(actions), mistakes=min(mistakes, 32767))
    except IntegrityError:
        return False
    return True


def played(key: str, game: str, seed: int, players: int, actions: str) -> bool:
    """Whether this learner played this very hand to its end."""
    return PlayedHand.objects.filter(learner=key, game=game, seed=seed, players=players,
                                     actions=digest(actions)).exists()


def mistake(key: str, game: str, seed: int, players: int, actions: str, position: int, action: str,
            reason: str, table: str = "") -> bool:
    """Remember a refused play and queue its drill for review; ``False`` when already remembered.

    ``table`` is the hand's table code (``""`` for the standard one): the review question is asked and
    judged under the rules the play was refused under."""
    try:
        with transaction.atomic():
            CoachedMistake.objects.create(learner=key, game=game, seed=seed, players=players,
                                          position=digest(actions), action=action[:24], reason=reason[:40])
    except IntegrityError:
        return False
    # Every hand names its drill: the start-up check (practice.games.check) refuses a hand without one.
    hand = games.hands()[game]
    tracking.schedule_missed(key, hand.review_drill, review_seed(seed, position), hand.review_level,
                             table=table)
    return True


def summary(key: str | None) -> dict[str, dict[str, int]]:
    """Hands played and plays refused per game, for the practice pages."""
    if not key:
        return {}
    rows = (PlayedHand.objects.filter(learner=key).values("game")
            .annotate(hands=Count("id"), mistakes=Sum("mistakes")))
    return {row["game"]: {"hands": row["hands"], "mistakes": row["mistakes"] or 0} for row in rows}


def progress_section(key: str | None):
    """The practice hands' lines on the trainers' progress page (registered in ``PracticeConfig.ready``)."""
    from naipes_site.games import game_infos
    from trainers.progress_sections import Section

    mine = summary(key)
    rows = [{"slug": info.slug, "name": info.name, **mine[info.slug], "url": games.hands()[info.slug].url()}
            for info in game_infos() if info.slug in mine]
    return Section("practice/_progress_section.html", {"games": rows}) if rows else None
