"""The trainers' insert for the rule pages: ``[[trainer slug=paulo-trumps]]``, a "practise this" link.

The site's insert machinery sits below the trainers, so it cannot look drills up itself; this module
registers the insert when the app is ready (:class:`trainers.apps.TrainersConfig`).
"""

from __future__ import annotations

from django.template.loader import render_to_string

from naipes_site.inserts import InsertError, insert
from trainers.drills import DRILLS


@insert("trainer")
def trainer_link(lang: str, slug: str) -> str:
    """``[[trainer slug=paulo-trumps]]``: a link to a trainer that exists."""
    if slug not in DRILLS:
        raise InsertError(f"[[trainer]]: no trainer {slug!r}")
    return render_to_string(
        "trainers/_insert_link.html", {"slug": slug, "name": DRILLS[slug].NAME[lang], "lang": lang}
    )
