"""Inserts shared by every game's page."""

from __future__ import annotations

import importlib

from django.template.loader import render_to_string

from naipes_site.inserts import InsertError, insert


@insert("trainer")
def trainer_link(lang: str, slug: str) -> str:
    """``[[trainer slug=paulo-trumps]]``: a "practise this" link to a trainer that exists."""
    drills = importlib.import_module("trainers.drills").DRILLS
    if slug not in drills:
        raise InsertError(f"[[trainer]]: no trainer {slug!r}")
    drill = drills[slug]
    return render_to_string(
        "inserts/trainer.html", {"slug": slug, "name": drill.NAME[lang], "lang": lang}
    )
