"""A bank export as an HTTP download: streamed, named for the game, the set and the language.

A drill's file is deterministic in its drill, level, seed, count, format, language and table, and teachers
fetch the same link again and again (a worksheet's, the open dataset's): the first download is streamed as
it is built and its bytes kept per process (:data:`kept_files`, bounded in bytes, under a key of all seven,
the table by its shared code), plain, and compressed once a client that takes gzip asks, so the next is a look-up. ``HEAD`` never builds a file:
it gets the headers a ``GET`` would (with the length once the file is kept).
"""

from __future__ import annotations

import gzip
import hashlib
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING

from django.http import HttpRequest, HttpResponse, StreamingHttpResponse
from django.middleware.gzip import re_accepts_gzip
from django.utils.cache import patch_vary_headers

from trainers.bank.formats import Format, filename
from trainers.bank.items import BankItem, drill_selection, table_line

if TYPE_CHECKING:
    from naipes_site.table_rules import TableRules
    from trainers.bank.selection import Selection

LICENCE = "CC BY 4.0"
"""The terms the bank's files travel under, named in each file."""

KEPT_BYTES = 32 * 1024 * 1024
"""What the files kept per process may weigh together, plain and gzipped; the least used go first."""

KEPT_UP_TO = KEPT_BYTES // 4
"""A file larger than this (a Moodle file carries a picture of every card it shows: 200 questions of some
drills weigh tens of megabytes) is built again at each download rather than kept."""


class _Kept:
    """The files kept in this process, by key, within :data:`KEPT_BYTES`: a bound in bytes, not in entries,
    since one file may weigh a thousand times another."""

    def __init__(self, budget: int) -> None:
        self.budget, self.size = budget, 0
        self.files: OrderedDict[str, dict[str, bytes]] = OrderedDict()
        self.lock = threading.Lock()

    @staticmethod
    def _weight(kept: dict[str, bytes]) -> int:
        return len(kept["plain"]) + len(kept.get("gzip", b""))

    def get(self, key: str) -> dict[str, bytes] | None:
        with self.lock:
            kept = self.files.get(key)
            if kept is not None:
                self.files.move_to_end(key)
            return kept

    def set(self, key: str, kept: dict[str, bytes]) -> None:
        with self.lock:
            if key in self.files:
                self.size -= self._weight(self.files.pop(key))
            self.files[key] = kept
            self.size += self._weight(kept)
            while self.size > self.budget:
                self.size -= self._weight(self.files.popitem(last=False)[1])

    def compressed(self, key: str, kept: dict[str, bytes]) -> bytes:
        """The kept file gzipped, compressed the first time a client that takes gzip asks for it (a first
        download does not pay for it: sent plain or through ``GZipMiddleware``'s own stream) and kept with it."""
        packed = kept.get("gzip")
        if packed is None:
            packed = gzip.compress(kept["plain"], compresslevel=6, mtime=0)
            with self.lock:
                if self.files.get(key) is kept and "gzip" not in kept:
                    kept["gzip"] = packed
                    self.size += len(packed)
                    while self.size > self.budget:
                        self.size -= self._weight(self.files.popitem(last=False)[1])
        return packed

    def clear(self) -> None:
        with self.lock:
            self.files.clear()
            self.size = 0


kept_files = _Kept(KEPT_BYTES)


def _headers(reply: HttpResponse, fmt: Format, name: str) -> HttpResponse:
    reply["Content-Disposition"] = f'attachment; filename="{name}"'
    reply["X-Content-Type-Options"] = "nosniff"
    reply["Cache-Control"] = "private, max-age=0"
    return reply


def response(items: Iterable[BankItem], fmt: Format, filename: str, meta: dict, *, head: bool = False,
             keep: Callable[[bytes], None] | None = None) -> HttpResponse:
    """``items`` may be a generator: each question is built as the file is sent, so a long set starts
    downloading at once and never sits whole in memory (QTI's zip aside, which needs every item). For ``head``
    nothing is built. ``keep`` is given the whole file once it has all been sent."""
    if head:
        reply = HttpResponse(b"", content_type=fmt.content_type)
        reply.body_skipped = True  # said compressed as its GET's stream is (naipes_site.head)
        return _headers(reply, fmt, filename)
    items = list(items) if fmt.key == "qti" else items
    body = (chunk.encode() if isinstance(chunk, str) else chunk for chunk in fmt.write(items, meta))
    reply = StreamingHttpResponse(_kept(body, keep) if keep else body, content_type=fmt.content_type)
    return _headers(reply, fmt, filename)


def _kept(chunks: Iterator[bytes], keep: Callable[[bytes], None]) -> Iterator[bytes]:
    """The chunks as they come; the whole file handed to ``keep`` after the last (never for a download broken
    off, whose generator is closed before its end)."""
    sent: list[bytes] = []
    size = 0
    for chunk in chunks:
        size += len(chunk)
        if size <= KEPT_UP_TO:
            sent.append(chunk)
        yield chunk
    if size <= KEPT_UP_TO:
        keep(b"".join(sent))


def _key(chosen: Selection, table: TableRules) -> str:
    """Everything the file depends on; the table by its shared code (its game and its profile or custom code,
    as :func:`naipes_site.table_rules.decode` writes it), so two spellings of one table share a file and two
    tables never do."""
    raw = (f"{chosen.drill}|{chosen.level}|{chosen.seed}|{chosen.count}|{chosen.format.key}|{chosen.lang}|"
           f"{table.shared}")
    return "export:" + hashlib.sha1(raw.encode(), usedforsecurity=False).hexdigest()


def _from_memory(request: HttpRequest, key: str, kept: dict, fmt: Format, name: str) -> HttpResponse:
    """A kept file, compressed when the client takes gzip (as ``GZipMiddleware`` would have done it)."""
    gzipped = bool(re_accepts_gzip.search(request.META.get("HTTP_ACCEPT_ENCODING", "")))
    body = kept_files.compressed(key, kept) if gzipped else kept["plain"]
    reply = HttpResponse(b"" if request.method == "HEAD" else body, content_type=fmt.content_type)
    if gzipped:
        reply["Content-Encoding"] = "gzip"
    reply["Content-Length"] = str(len(body))
    patch_vary_headers(reply, ("Accept-Encoding",))
    return _headers(reply, fmt, name)


def drill_file(request: HttpRequest, chosen: Selection, table: TableRules) -> HttpResponse:
    """One drill's questions under a table as a file: the bank page's download and the API's export are this
    very file, so the same selection and table give the same bytes from either."""
    name = filename(chosen.drill, "" if table.standard else table.code, f"l{chosen.level}", f"s{chosen.seed}",
                    f"n{chosen.count}", chosen.lang, fmt=chosen.format)
    key = _key(chosen, table)
    kept = kept_files.get(key)
    if kept is not None:
        return _from_memory(request, key, kept, chosen.format, name)
    if request.method == "HEAD":
        return response((), chosen.format, name, {}, head=True)
    items = drill_selection(chosen.drill, chosen.level, chosen.count, chosen.seed, chosen.lang, table)
    title = f"{chosen.drill}-l{chosen.level}"
    meta = {"title": title if table.standard else f"{title} · {table_line(table.name(chosen.lang), chosen.lang)}",
            "drill": chosen.drill, "level": chosen.level, "seed": chosen.seed, "count": chosen.count,
            "lang": chosen.lang, "licence": LICENCE, **({} if table.standard else {"table": table.shared})}

    def keep(body: bytes) -> None:
        kept_files.set(key, {"plain": body})  # gzipped when first asked so (``_Kept.compressed``)

    return response(items, chosen.format, name, meta, keep=keep)
