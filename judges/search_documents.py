"""The judges as the site search finds them (hook ``search_documents``, :mod:`naipes_site.plugins`)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from judges.catalog import judges
from naipes_site.games import game_info
from naipes_site.plugins import SEARCH_DOCUMENTS

ASKS = {"points": _("how many points are the cards I took | count the points of my pile | points of my tricks")}
"""The questions a kind of judge answers beyond its name (a name that is a question is one already)."""


@SEARCH_DOCUMENTS.register
def documents(lang: str) -> list[dict]:
    return [{"kind": "judge", "game": j.game, "title": f"{j.name} {game_info(j.game).name}", "url": j.url,
             "text": str(j.summary), **({"asks": str(ASKS[j.kind])} if j.kind in ASKS else {})} for j in judges()]
