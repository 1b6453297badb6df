"""A bank export as an HTTP download: streamed, named for the game, the set and the language."""

from __future__ import annotations

from collections.abc import Iterable

from django.http import StreamingHttpResponse

from trainers.bank.formats import Format
from trainers.bank.items import BankItem


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
