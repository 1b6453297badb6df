"""What the site keeps, and for how long: every table that would otherwise only grow registers here how
to prune it, and ``manage.py prune`` runs them all (``make run`` at start-up; a scheduler daily).

Apps register from a module of their own called ``retention`` (the ``retention`` hook of
:mod:`naipes_site.plugins`, imported from every installed app when the site starts), so this layer names
no app above it. What a pruner ``says`` is the sentence the privacy page shows for it, in the reader's
language: the page states the schedule the command runs, from the same numbers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from django.contrib.sessions.models import Session
from django.utils import timezone
from django.utils.translation import gettext as _


@dataclass(frozen=True)
class Pruner:
    what: str
    """The rows it deletes, in words, for the command's report."""
    kept: str
    """How long they are kept, in words."""
    prune: Callable[[], int]
    """Deletes what is past its time; returns how many rows went."""
    says: Callable[[], str] | None = None
    """The privacy page's sentence about it, in the active language (``None``: not a visitor's data)."""


PRUNERS: dict[str, Pruner] = {}


def register(what: str, kept: str, prune: Callable[[], int], says: Callable[[], str] | None = None) -> None:
    PRUNERS[what] = Pruner(what, kept, prune, says)


def schedule() -> list[str]:
    """What the privacy page says is kept and for how long, one sentence a kind, in the active language."""
    return [pruner.says() for pruner in PRUNERS.values() if pruner.says is not None]


def expired_sessions() -> int:
    """Sessions past their expiry date (what ``manage.py clearsessions`` deletes)."""
    deleted, _ = Session.objects.filter(expire_date__lt=timezone.now()).delete()
    return deleted


register("expired sessions", "until they expire, two weeks unused", expired_sessions,
         lambda: _("Sessions (a review round under way, a message shown after a form): two weeks after their last use."))


def prune_all() -> list[tuple[Pruner, int]]:
    """Run every registered pruner; each one's rows deleted."""
    return [(pruner, pruner.prune()) for pruner in PRUNERS.values()]
