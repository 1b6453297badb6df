"""Sharing a page: a link as a QR code in inline SVG, and rows as a CSV download (the counters' sheets, the
classroom's results)."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence
from functools import lru_cache
from html import escape

import segno
from django.http import HttpResponse
from django.utils.safestring import SafeString, mark_safe

# A spreadsheet runs a cell that starts with one of these as a formula; names are typed by anyone.
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


@lru_cache(maxsize=512)
def qr_svg(url: str, title: str) -> SafeString:
    """The link as a QR code in SVG, sized by CSS. segno writes attributes only (no ``style``), which
    the Content-Security-Policy requires.

    Kept per link and language once drawn: a sheet's links never change, and drawing both codes was a
    third of the cost of every page and every changed poll of a sheet."""
    code = segno.make(url, error="m")
    svg = code.svg_inline(scale=1, border=2, svgclass="qr", lineclass="qr-line", omitsize=True,
                          title=title, dark="#000", light="#fff")
    # Named by aria-label as well as its <title>: some screen readers skip an SVG's title.
    named = f'<svg role="img" aria-label="{escape(title)}" focusable="false" '
    return mark_safe(svg.replace("<svg ", named, 1))  # noqa: S308 - segno output, the title escaped


def safe_cell(value: object) -> object:
    """A cell a spreadsheet shows as text, never runs."""
    if isinstance(value, str) and value.startswith(FORMULA_START):
        return "'" + value
    return value


def csv_response(filename: str, header: Sequence[object], rows: Iterable[Sequence[object]]) -> HttpResponse:
    """A CSV download (UTF-8 with a byte-order mark so that spreadsheets read accents right)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow([safe_cell(v) for v in header])
    for row in rows:
        writer.writerow([safe_cell(v) for v in row])
    response = HttpResponse("\ufeff" + buffer.getvalue(), content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response
