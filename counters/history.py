"""Changes to a sheet or board: one at a time, each quoting the version it was made on, and undoable.

Two phones at the same table may save at the same moment. Every form carries the ``version`` the
phone was shown; :func:`commit` moves the version on with a single conditional ``UPDATE`` (compare and
swap), so exactly one of two changes made on the same version goes through and the other is refused
with :class:`StaleVersion`. Nothing is ever overwritten without its author having seen it.

A phone that sends the same form twice (a double tap, a POST resent after a lost answer) is not
"someone else": each change records the :func:`fingerprint` of the request that made it, and
:func:`is_repeat` recognises the copy, which is then answered as saved instead of refused as stale.

Snapshots keep each entry's primary key, so an entry keeps its identity through an undo: a form
editing an entry can find it again after other phones renumbered the sheet.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from typing import TypeVar

from django.db import transaction
from django.db.models import F
from django.http import HttpRequest
from django.utils import timezone

from counters.models import Change, PapayooRound, PapayooSheet, PauloBoard, PauloHand

HISTORY = 50
"""Changes kept for undo on each sheet; older ones are dropped."""

S = TypeVar("S", PapayooSheet, PauloBoard)


class StaleVersion(Exception):
    """Raised when a change quotes a version the sheet has already moved past."""


class NothingToUndo(Exception):
    """Raised when undo is asked of a sheet with no change left to undo."""


def _owner(sheet: PapayooSheet | PauloBoard) -> dict:
    return {"papayoo": sheet} if isinstance(sheet, PapayooSheet) else {"paulo": sheet}


IGNORED_FIELDS = frozenset({"csrfmiddlewaretoken"})
"""Form fields that differ between two sends of the same form (the CSRF token may be rotated)."""


def fingerprint(request: HttpRequest) -> str:
    """What identifies one form as sent: the address and every field (the quoted version included)."""
    digest = hashlib.sha256(request.path.encode())
    for name in sorted(set(request.POST) - IGNORED_FIELDS):
        for value in request.POST.getlist(name):
            digest.update(b"\0" + name.encode() + b"\0" + value.encode())
    return digest.hexdigest()


def is_repeat(sheet: PapayooSheet | PauloBoard, stamp: str) -> bool:
    """Whether the last change of the sheet was made by this very request sent before."""
    return bool(stamp) and type(sheet).objects.filter(pk=sheet.pk, last_change=stamp).exists()


def snapshot(sheet: PapayooSheet | PauloBoard) -> dict:
    """What :func:`restore` needs to put the sheet back as it is now (primary keys included)."""
    if isinstance(sheet, PapayooSheet):
        return {"entries": [{**r.as_data(), "id": r.pk} for r in sheet.round_set.all()]}
    return {"entries": [{**h.as_data(), "id": h.pk} for h in sheet.hand_set.all()], "teams": list(sheet.teams)}


def restore(sheet: PapayooSheet | PauloBoard, data: dict) -> None:
    if isinstance(sheet, PapayooSheet):
        sheet.round_set.all().delete()
        PapayooRound.objects.bulk_create(PapayooRound(sheet=sheet, **entry) for entry in data["entries"])
        return
    sheet.hand_set.all().delete()
    PauloHand.objects.bulk_create(PauloHand(board=sheet, **entry) for entry in data["entries"])
    sheet.team_a, sheet.team_b = data["teams"]
    PauloBoard.objects.filter(pk=sheet.pk).update(team_a=sheet.team_a, team_b=sheet.team_b)


def _take_version(sheet: S, version: int, stamp: str = "") -> None:
    """Move the version from ``version`` to the next one, or refuse: the compare-and-swap."""
    moved = type(sheet).objects.filter(pk=sheet.pk, version=version).update(
        version=F("version") + 1, updated=timezone.now(), last_change=stamp
    )
    if not moved:
        raise StaleVersion(sheet.token)
    sheet.version = version + 1


def commit(sheet: S, version: int, kind: str, change: Callable[[S], None], stamp: str = "") -> None:
    """Apply ``change`` to the sheet if it is still at ``version``, remembering the state before it
    and the fingerprint of the request that asked for it."""
    with transaction.atomic():
        _take_version(sheet, version, stamp)
        before = snapshot(sheet)
        change(sheet)
        Change.objects.create(kind=kind, before=before, **_owner(sheet))
        old = Change.objects.filter(**_owner(sheet)).order_by("-id").values_list("id", flat=True)[HISTORY:]
        Change.objects.filter(id__in=list(old)).delete()


def can_undo(sheet: PapayooSheet | PauloBoard) -> bool:
    return Change.objects.filter(**_owner(sheet)).exists()


def undo(sheet: S, version: int, stamp: str = "") -> str:
    """Put the sheet back as it was before its last change; returns the kind of change undone."""
    with transaction.atomic():
        _take_version(sheet, version, stamp)
        last = Change.objects.filter(**_owner(sheet)).order_by("-id").first()
        if last is None:
            raise NothingToUndo(sheet.token)  # rolls the version back with the transaction
        restore(sheet, last.before)
        last.delete()
        return last.kind


def renumber(entries) -> None:
    """Number the remaining entries 1, 2, 3... after one was deleted (in place, in order)."""
    for number, entry in enumerate(entries, start=1):
        if entry.number != number:
            entry.number = number
            entry.save(update_fields=["number"])
