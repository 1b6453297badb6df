"""What people searched and did not find, for the site's owner: counts by query text, nothing else.

A search sent from a form (the results page, not the letters typed in the header's live list, whose
prefixes would drown the real questions) raises one of two counts for its text: ``none`` when it found
nothing, ``shown`` when it showed results; a click on one of those results raises ``clicked``. The
report lists the queries with no result and those shown more often than followed. No address, no
cookie, no time of a search is stored: ``day`` only says when a count last rose, so that counts not
raised for :data:`KEEP_DAYS` are pruned (on the first write of each day, by ``manage.py prune`` and by
``manage.py search_misses --prune``).

The table is bounded, whatever is typed: a language holds at most :data:`CAP` rows. A text not counted
yet takes the place of the oldest row counted only once when the language is full, and is dropped when
every row there was counted more than once. A flood of distinct texts (typed once each, as a script or a
scan sends them) then only churns the texts typed once, while the ones people type again, which are what
the report is for, stay. A click raises a text only after a results page counted it as shown, so the
``clicked/`` beacon adds no text of its own.

Staff read the report with ``manage.py search_misses`` (``--csv`` to export) or on the page whose
signed address ``manage.py search_misses --link`` prints (valid :data:`LINK_DAYS` days).
"""

from __future__ import annotations

import csv
import datetime
import io
import unicodedata
import zlib
from dataclasses import dataclass

from django.core import signing
from django.db import IntegrityError, connection, transaction
from django.db.models import F
from django.utils import timezone

from naipes_site import prepared
from search.models import Miss

KEEP_DAYS = 90
CAP = 2000
"""Rows kept per language (a text counts one row per kind: no result, shown, clicked). A small site's
misses of 90 days fit many times over, and the report stays a page a person reads, not a dump."""
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
    if _RAISE.run(lang=lang, query=text, kind=kind, today=today):  # ``rows.update`` below, built once per process
        return
    rows = Miss.objects.filter(lang=lang, query=text, kind=kind)  # a text not counted yet
    if kind == Miss.CLICKED and not Miss.objects.filter(lang=lang, query=text, kind=Miss.SHOWN).exists():
        return  # a click on a search no results page counted: nothing was shown to follow
    try:
        with transaction.atomic():
            _lock(lang)
            if rows.update(count=F("count") + 1, day=today):
                return  # another server created it meanwhile
            if not _room(lang):
                return
            Miss.objects.create(lang=lang, query=text, kind=kind, count=1, day=today)
    except IntegrityError:  # another server created it between the two statements
        rows.update(count=F("count") + 1, day=today)


_RAISE = prepared.Statement(Miss, lambda p: prepared.update(
    Miss.objects.filter(lang=p.text("lang"), query=p.text("query"), kind=p.text("kind")),
    count=F("count") + 1, day=p.day("today")), write=True)
"""A text's count raised, as every counted search does: the statement the ORM writes, built once per database."""


def _lock(lang: str) -> None:
    """Make the language's new rows one at a time, so that two servers never both take its last place.

    SQLite's write transactions already run one at a time (``naipes_site.database``); PostgreSQL takes a
    lock of the transaction, keyed by the language."""
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_advisory_xact_lock(%s)", [zlib.crc32(f"search.misses:{lang}".encode())])


def _room(lang: str) -> bool:
    """Whether a new text fits in ``lang``'s :data:`CAP` rows, after forgetting the oldest text typed once
    if the language is full."""
    mine = Miss.objects.filter(lang=lang)
    if mine.count() < CAP:
        return True
    oldest_once = mine.filter(count=1).order_by("day", "id").values_list("id", flat=True).first()
    if oldest_once is None:
        return False
    Miss.objects.filter(id=oldest_once).delete()
    return True


def prune(days: int = KEEP_DAYS, today: datetime.date | None = None) -> int:
    """Forget the counts not raised for ``days`` days, and each language's rows past :data:`CAP` (the
    least counted, oldest first: only a lowered cap leaves any); how many rows went."""
    limit = (today or timezone.localdate()) - datetime.timedelta(days=days)
    gone = Miss.objects.filter(day__lt=limit).delete()[0]
    for lang in Miss.objects.values_list("lang", flat=True).distinct():
        extra = list(Miss.objects.filter(lang=lang).order_by("-count", "-day", "-id").values_list("id", flat=True)[CAP:])
        if extra:
            gone += Miss.objects.filter(id__in=extra).delete()[0]
    return gone


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
