"""What people searched and did not find, for the site's owner: counts by query text, nothing else.

A search sent from a form (the results page, not the letters typed in the header's live list, whose
prefixes would drown the real questions) raises one of two counts for its text: ``none`` when it found
nothing, ``shown`` when it showed results; a click on one of those results raises ``clicked``. The
report lists the queries with no result and those shown more often than followed. No address, no
cookie, no time of a search is stored: ``day`` only says when a count last rose, so that counts not
raised for :data:`KEEP_DAYS` are pruned (on the first write of each day, and by
``manage.py search_misses --prune``).

Staff read the report with ``manage.py search_misses`` (``--csv`` to export) or on the page whose
signed address ``manage.py search_misses --link`` prints (valid :data:`LINK_DAYS` days).
"""

from __future__ import annotations

import csv
import datetime
import io
import unicodedata
from dataclasses import dataclass

from django.core import signing
from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils import timezone

from search.models import Miss

KEEP_DAYS = 90
LINK_DAYS = 30
_SALT = "search.misses.report"
KINDS = (Miss.NO_RESULT, Miss.SHOWN, Miss.CLICKED)
_pruned_on: list[datetime.date] = []


def normal(query: str) -> str:
    """The text counted: control characters dropped (PostgreSQL keeps no NUL in text), spaces collapsed,
    lower case, at most 200 characters."""
    printable = "".join(" " if unicodedata.category(ch)[0] == "C" else ch for ch in query)
    return " ".join(printable.split()).lower()[:200]


def count(lang: str, query: str, kind: str) -> None:
    text, today = normal(query), timezone.localdate()
    if not text or kind not in KINDS:
        return
    if _pruned_on != [today]:
        prune(today=today)
        _pruned_on[:] = [today]
    rows = Miss.objects.filter(lang=lang, query=text, kind=kind)
    if not rows.update(count=F("count") + 1, day=today):
        try:
            with transaction.atomic():
                Miss.objects.create(lang=lang, query=text, kind=kind, count=1, day=today)
        except IntegrityError:  # another server created it between the two statements
            rows.update(count=F("count") + 1, day=today)


def prune(days: int = KEEP_DAYS, today: datetime.date | None = None) -> int:
    """Forget the counts not raised for ``days`` days; how many rows went."""
    limit = (today or timezone.localdate()) - datetime.timedelta(days=days)
    return Miss.objects.filter(day__lt=limit).delete()[0]


@dataclass
class Row:
    lang: str
    query: str
    no_result: int
    shown: int
    clicked: int

    @property
    def not_followed(self) -> int:
        return max(self.shown - self.clicked, 0)


def report() -> list[Row]:
    """Every query with no result or shown more often than followed, the most frequent first."""
    rows: dict[tuple[str, str], Row] = {}
    for miss in Miss.objects.all():
        row = rows.setdefault((miss.lang, miss.query), Row(miss.lang, miss.query, 0, 0, 0))
        setattr(row, {"none": "no_result", "shown": "shown", "clicked": "clicked"}[miss.kind], miss.count)
    found = [r for r in rows.values() if r.no_result or r.not_followed]
    return sorted(found, key=lambda r: (-(r.no_result + r.not_followed), r.lang, r.query))


def as_csv(rows: list[Row]) -> str:
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["lang", "query", "no_result", "shown", "clicked", "not_followed"])
    for r in rows:
        # A query is visitors' text: a leading = + - @ would be a formula in a spreadsheet.
        text = f"'{r.query}" if r.query[:1] in "=+-@" else r.query
        writer.writerow([r.lang, text, r.no_result, r.shown, r.clicked, r.not_followed])
    return out.getvalue()


def staff_key() -> str:
    return signing.dumps("report", salt=_SALT)


def is_staff_key(key: str) -> bool:
    try:
        return signing.loads(key, salt=_SALT, max_age=datetime.timedelta(days=LINK_DAYS)) == "report"
    except signing.BadSignature:
        return False
