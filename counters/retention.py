"""What the score sheets keep, and for how long (``manage.py prune`` reads this module).

A sheet keeps its latest ``CHANGES_KEPT`` changes, each with the sheet before and after it: so undo, redo
and "put this version back" reach that far back. Older changes are deleted; what the sheet holds now is
never touched. Without a bound, anyone holding the link could grow a sheet's history without end.
"""

from __future__ import annotations

from django.db.models import Count
from django.utils import timezone
from django.utils.translation import gettext as _

from counters.models import KEPT, Change, PapayooSheet, PauloBoard, TableSheet
from naipes_site.retention import register

CHANGES_KEPT = 1000
SHEETS = ("papayoo", "paulo", "table")
"""The columns of :class:`Change` naming its sheet."""


def old_changes(kept: int | None = None) -> int:
    """Each sheet's changes older than its latest ``kept`` (``CHANGES_KEPT``)."""
    kept = kept or CHANGES_KEPT
    deleted = 0
    for column in SHEETS:
        long = (Change.objects.filter(**{f"{column}__isnull": False}).values(column)
                .annotate(n=Count("id")).filter(n__gt=kept).values_list(column, flat=True))
        for sheet in long:
            mine = Change.objects.filter(**{column: sheet})
            oldest_kept = mine.order_by("-id").values_list("id", flat=True)[kept - 1]
            gone, _ = mine.filter(id__lt=oldest_kept).delete()
            deleted += gone
    return deleted


def old_sheets() -> int:
    """Sheets of every kind not changed for :data:`counters.models.KEPT`, with their entries and history
    (deleted with them); their links then lead to the page of a sheet that is not there."""
    before = timezone.now() - KEPT
    return sum(model.objects.filter(updated__lt=before).delete()[0] for model in (PapayooSheet, PauloBoard, TableSheet))


register("score sheets unchanged for a long time, their entries and history", f"{KEPT.days} days after their last change",
         old_sheets,
         lambda: _("A score sheet, with its history and both its links: %(days)s days after its last change (the sheet "
                   "says until when).") % {"days": KEPT.days})
register("score-sheet changes (undo history)", f"the latest {CHANGES_KEPT} of each sheet", old_changes,
         lambda: _("A score sheet's history of changes: its latest %(count)s changes.") % {"count": CHANGES_KEPT})
