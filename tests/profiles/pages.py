"""What the profile tests read of the written pages: the block inserts a table's rules redraw."""

from __future__ import annotations

from pathlib import Path

from django.conf import settings as django_settings

from naipes_site import table_rules
from naipes_site.markdown_ext import BLOCK, parse_arguments


def inserts_left_to_the_table(game: str, lang: str, page: str | None = None) -> list[tuple[str, dict[str, str]]]:
    """The block inserts of the game's rule page (or of ``page``, a path under ``content/<lang>/`` without
    ``.md``, such as ``cheatsheets/<game>``) whose drawing a table's rules decide: those of ``FOLLOWS`` that
    leave at least one followed argument unwritten (a variant section that writes it shows its own variant)."""
    source = (Path(django_settings.BASE_DIR) / "content" / lang / f"{page or game}.md").read_text(encoding="utf-8")
    found = []
    for line in source.splitlines():
        match = BLOCK.match(line.strip())
        if match and match.group(1) in table_rules.follows():
            own = parse_arguments(match.group(2))
            if set(table_rules.follows()[match.group(1)]) - set(own):
                found.append((match.group(1), own))
    return found
