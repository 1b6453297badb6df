"""Recording answers against a session: streaks per trainer and per skill, missed questions."""

from __future__ import annotations

from types import ModuleType

from django.db import IntegrityError, transaction

from trainers.models import Miss, Stat, UsedNonce
from trainers.tokens import Ticket


def session_key(request) -> str:
    """The browser session's key, creating the session if needed (it must hold data to get a cookie)."""
    if not request.session.get("trainers"):
        request.session["trainers"] = 1
    if request.session.session_key is None:
        request.session.save()
    return request.session.session_key


def record(key: str, drill: ModuleType, ticket: Ticket, correct: bool) -> bool:
    """Score one answer; ``False`` (and nothing recorded) when this question was already answered."""
    try:
        with transaction.atomic():
            UsedNonce.objects.create(nonce=ticket.nonce)
            for scope, name in (("drill", drill.SLUG), ("skill", drill.SKILL)):
                stat, _ = Stat.objects.select_for_update().get_or_create(session_key=key, scope=scope, key=name)
                stat.add(correct)
                stat.save()
            question = {"session_key": key, "drill": drill.SLUG, "seed": ticket.seed, "level": ticket.level}
            if correct:
                Miss.objects.filter(**question).delete()
            else:
                Miss.objects.update_or_create(**question)
    except IntegrityError:
        return False
    return True


def streak(key: str | None, slug: str) -> Stat | None:
    if key is None:
        return None
    return Stat.objects.filter(session_key=key, scope="drill", key=slug).first()


def stats(key: str | None, scope: str) -> list[Stat]:
    return list(Stat.objects.filter(session_key=key, scope=scope)) if key else []


def misses(key: str | None) -> list[Miss]:
    return list(Miss.objects.filter(session_key=key)) if key else []


def reset(key: str | None) -> None:
    if key:
        Stat.objects.filter(session_key=key).delete()
        Miss.objects.filter(session_key=key).delete()
