"""A bank export as an HTTP download: streamed, named for the game, the set and the language."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from django.http import StreamingHttpResponse

from trainers.bank.formats import Format, filename
from trainers.bank.items import BankItem, drill_selection, table_line

if TYPE_CHECKING:
    from naipes_site.table_rules import TableRules
    from trainers.bank.selection import Selection

LICENCE = "CC BY 4.0"
"""The terms the bank's files travel under, named in each file."""


def response(items: Iterable[BankItem], fmt: Format, filename: str, meta: dict) -> StreamingHttpResponse:
    """``items`` may be a generator: each question is built as the file is sent, so a long set starts
    downloading at once and never sits whole in memory (QTI's zip aside, which needs every item)."""
    items = list(items) if fmt.key == "qti" else items
    body = (chunk.encode() if isinstance(chunk, str) else chunk for chunk in fmt.write(items, meta))  # type: ignore[arg-type]
    reply = StreamingHttpResponse(body, content_type=fmt.content_type)
    reply["Content-Disposition"] = f'attachment; filename="{filename}"'
    reply["X-Content-Type-Options"] = "nosniff"
    reply["Cache-Control"] = "private, max-age=0"
    return reply


def drill_file(chosen: Selection, table: TableRules) -> StreamingHttpResponse:
    """One drill's questions under a table as a file: the bank page's download and the API's export are this
    very file, so the same selection and table give the same bytes from either."""
    items = drill_selection(chosen.drill, chosen.level, chosen.count, chosen.seed, chosen.lang, table)
    name = filename(chosen.drill, "" if table.standard else table.code, f"l{chosen.level}", f"s{chosen.seed}",
                    f"n{chosen.count}", chosen.lang, fmt=chosen.format)
    title = f"{chosen.drill}-l{chosen.level}"
    meta = {"title": title if table.standard else f"{title} · {table_line(table.name(chosen.lang), chosen.lang)}",
            "drill": chosen.drill, "level": chosen.level, "seed": chosen.seed, "count": chosen.count,
            "lang": chosen.lang, "licence": LICENCE, **({} if table.standard else {"table": table.shared})}
    return response(items, chosen.format, name, meta)
