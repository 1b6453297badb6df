"""Changes to a sheet: one at a time, each quoting the version it was made on, all kept, all undoable.

Two phones at the same table may save at the same moment. Every form carries the ``version`` the
phone was shown; :func:`commit` moves the version on with a single conditional ``UPDATE`` (compare and
swap), so exactly one of two changes made on the same version goes through and the other is refused
with :class:`StaleVersion`. Nothing is ever overwritten without its author having seen it.

A phone that sends the same form twice (a double tap, a POST resent after a lost answer) is not
"someone else": each change records the :func:`fingerprint` of the request that made it, and
:func:`is_repeat` recognises the copy, which is then answered as saved instead of refused as stale.

The whole history is kept, because a sheet's link is shared with everybody at the table and anybody
holding it can press undo: every version but the first is made by exactly one :class:`Change`, which
keeps the sheet as it was before and after. So any earlier version can be put back
(:func:`restore_version`), and an undo is itself a change that :func:`redo` takes back. Undo and redo
work as a stack: undo takes back the latest change still in force, redo makes again the one undone
last, and a new change ends what redo can reach (those versions stay in the list, restorable).

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

from counters.models import Change, PapayooRound, PapayooSheet, PauloBoard, PauloHand, TableEntry, TableSheet

S = TypeVar("S", PapayooSheet, PauloBoard, TableSheet)
AnySheet = PapayooSheet | PauloBoard | TableSheet

STEPS = ("undo", "redo")
"""Kinds of change that move through the history rather than change the sheet's entries."""


class StaleVersion(Exception):
    """Raised when a change quotes a version the sheet has already moved past."""


class NothingToUndo(Exception):
    """Raised when undo is asked of a sheet with no change left to undo."""


class NothingToRedo(Exception):
    """Raised when redo is asked of a sheet with no undone change that can be made again."""


class NoSuchVersion(Exception):
    """Raised when a version to restore is not in the sheet's history (or is the current one)."""


def owner(sheet: AnySheet) -> dict:
    """The filter that finds a sheet's changes."""
    if isinstance(sheet, PapayooSheet):
        return {"papayoo": sheet}
    if isinstance(sheet, PauloBoard):
        return {"paulo": sheet}
    return {"table": sheet}


IGNORED_FIELDS = frozenset({"csrfmiddlewaretoken"})
"""Form fields that differ between two sends of the same form (the CSRF token may be rotated)."""


def fingerprint(request: HttpRequest) -> str:
    """What identifies one form as sent: the address and every field (the quoted version included)."""
    digest = hashlib.sha256(request.path.encode())
    for name in sorted(set(request.POST) - IGNORED_FIELDS):
        for value in request.POST.getlist(name):
            digest.update(b"\0" + name.encode() + b"\0" + value.encode())
    return digest.hexdigest()


def is_repeat(sheet: AnySheet, stamp: str) -> bool:
    """Whether the last change of the sheet was made by this very request sent before."""
    return bool(stamp) and type(sheet).objects.filter(pk=sheet.pk, last_change=stamp).exists()


def snapshot(sheet: AnySheet) -> dict:
    """What :func:`restore` needs to put the sheet back as it is now (primary keys included)."""
    if isinstance(sheet, PapayooSheet):
        return {"entries": [{**r.as_data(), "id": r.pk} for r in sheet.round_set.all()]}
    if isinstance(sheet, TableSheet):
        return {"entries": [{**e.as_data(), "id": e.pk} for e in sheet.entry_set.all()]}
    return {"entries": [{**h.as_data(), "id": h.pk} for h in sheet.hand_set.all()], "teams": list(sheet.teams)}


def restore(sheet: AnySheet, data: dict) -> None:
    if isinstance(sheet, PapayooSheet):
        sheet.round_set.all().delete()
        PapayooRound.objects.bulk_create(PapayooRound(sheet=sheet, **entry) for entry in data["entries"])
        return
    if isinstance(sheet, TableSheet):
        sheet.entry_set.all().delete()
        TableEntry.objects.bulk_create(TableEntry(sheet=sheet, **entry) for entry in data["entries"])
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


def commit(sheet: S, version: int, kind: str, change: Callable[[S], None], stamp: str = "",
           about: dict | None = None) -> Change:
    """Apply ``change`` to the sheet if it is still at ``version``, keeping the state before and after
    it and the fingerprint of the request that asked for it. ``about`` says what it touched, for the
    history list and the undo message."""
    with transaction.atomic():
        _take_version(sheet, version, stamp)
        before = snapshot(sheet)
        change(sheet)
        # A new change ends what redo can reach; those versions stay restorable.
        Change.objects.filter(**owner(sheet), state="undone").update(state="passed")
        return Change.objects.create(kind=kind, before=before, after=snapshot(sheet), version=sheet.version,
                                     about=about or {}, **owner(sheet))


def _done(sheet: AnySheet):
    return Change.objects.filter(**owner(sheet), state="done").exclude(kind__in=STEPS).order_by("-id")


def _undone(sheet: AnySheet):
    return Change.objects.filter(**owner(sheet), state="undone").exclude(kind__in=STEPS).order_by("id")


def _last_done(sheet: AnySheet) -> Change | None:
    return _done(sheet).first()


def _first_undone(sheet: AnySheet) -> Change | None:
    return _undone(sheet).first()


def can_undo(sheet: AnySheet) -> bool:
    return _done(sheet).exists()  # asked by every page: no snapshot is read for it


def can_redo(sheet: AnySheet) -> bool:
    return _undone(sheet).exists()


def _step(sheet: S, version: int, stamp: str, kind: str, find: Callable[[AnySheet], Change | None],
          missing: type[Exception]) -> Change:
    with transaction.atomic():
        _take_version(sheet, version, stamp)
        target = find(sheet)
        if target is None:
            raise missing(sheet.token)  # rolls the version back with the transaction
        before = snapshot(sheet)
        if kind == "undo":
            restore(sheet, target.before)
            target.state = "undone"
        else:
            restore(sheet, target.after if target.after is not None else before)
            target.state = "done"
        target.save(update_fields=["state"])
        Change.objects.create(kind=kind, before=before, after=snapshot(sheet), version=sheet.version,
                              target=target, about=target.about, **owner(sheet))
        return target


def undo(sheet: S, version: int, stamp: str = "") -> Change:
    """Take back the latest change still in force; returns that change (its kind and what it touched)."""
    return _step(sheet, version, stamp, "undo", _last_done, NothingToUndo)


def redo(sheet: S, version: int, stamp: str = "") -> Change:
    """Make again the change undone last; returns it."""
    return _step(sheet, version, stamp, "redo", _first_undone, NothingToRedo)


def snapshot_at(sheet: AnySheet, wanted: int) -> dict:
    """The sheet as it was at version ``wanted``: after the change that made it, or, for the first
    version, before the change that followed it."""
    if wanted < sheet.version:
        made = Change.objects.filter(**owner(sheet), version=wanted).first()
        if made is not None and made.after is not None:
            return made.after
        following = Change.objects.filter(**owner(sheet), version=wanted + 1).first()
        if following is not None:
            return following.before
    raise NoSuchVersion(wanted)


def restore_version(sheet: S, version: int, wanted: int, stamp: str = "") -> Change:
    """Put the sheet back as it was at version ``wanted``, as a new change (so it can be undone too)."""
    data = snapshot_at(sheet, wanted)
    return commit(sheet, version, "restore", lambda s: restore(s, data), stamp, about={"version": wanted})


RECENT = 8
"""How many versions a sheet page lists; older ones come a page at a time (:func:`recent_versions`)."""

LISTED = ("version", "kind", "about", "created", "target", "target__kind", "target__about")
"""What a line of the list of versions reads: never the snapshots, which grow with the sheet."""


def recent_versions(sheet: AnySheet, before: int | None = None, count: int = RECENT) -> tuple[list[Change], bool]:
    """Up to ``count`` recorded changes of the sheet, the newest first (each made the version it carries),
    only those older than version ``before`` when it is given; and whether there are older ones still.

    A sheet's page costs the same after ten changes as after ten thousand: it reads one page of its
    history through the (sheet, version) index, never the whole of it."""
    rows = Change.objects.filter(**owner(sheet), version__isnull=False)
    if before is not None:
        rows = rows.filter(version__lt=before)
    page = list(rows.select_related("target").only(*LISTED).order_by("-version")[:count + 1])
    return page[:count], len(page) > count


def renumber(entries) -> None:
    """Number the remaining entries 1, 2, 3... after one was deleted (in place, in order)."""
    for number, entry in enumerate(entries, start=1):
        if entry.number != number:
            entry.number = number
            entry.save(update_fields=["number"])
