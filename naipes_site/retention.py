"""What the site keeps, and for how long: every table that would otherwise only grow registers here how
to prune it, and ``manage.py prune`` runs them all (``make run`` at start-up; a scheduler daily).

Apps register from a module of their own called ``retention`` (the ``retention`` hook of
:mod:`naipes_site.plugins`, imported from every installed app when the site starts), so this layer names
no app above it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from django.contrib.sessions.models import Session
from django.utils import timezone


@dataclass(frozen=True)
class Pruner:
    what: str
    """The rows it deletes, in words, for the command's report."""
    kept: str
    """How long they are kept, in words."""
    prune: Callable[[], int]
    """Deletes what is past its time; returns how many rows went."""


PRUNERS: dict[str, Pruner] = {}


def register(what: str, kept: str, prune: Callable[[], int]) -> None:
    PRUNERS[what] = Pruner(what, kept, prune)


def expired_sessions() -> int:
    """Sessions past their expiry date (what ``manage.py clearsessions`` deletes)."""
    deleted, _ = Session.objects.filter(expire_date__lt=timezone.now()).delete()
    return deleted


register("expired sessions", "until they expire, two weeks unused", expired_sessions)


def prune_all() -> list[tuple[Pruner, int]]:
    """Run every registered pruner; each one's rows deleted."""
    return [(pruner, pruner.prune()) for pruner in PRUNERS.values()]
