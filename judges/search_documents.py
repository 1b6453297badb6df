"""The judges as the site search finds them (hook ``search_documents``, :mod:`naipes_site.plugins`)."""

from __future__ import annotations

from judges.catalog import judges
from naipes_site.games import game_info
from naipes_site.plugins import SEARCH_DOCUMENTS


@SEARCH_DOCUMENTS.register
def documents(lang: str) -> list[dict]:
    return [{"kind": "judge", "game": j.game, "title": f"{j.name} {game_info(j.game).name}", "url": j.url,
             "text": str(j.summary)} for j in judges()]
