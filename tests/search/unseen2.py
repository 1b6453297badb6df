"""The second unseen set: a fresh held-out set of whole questions, for the tuning that comes after the first.

The first unseen set (``unseen.py``) was cut in a tuning half and a held-out half, and its held-out half
was measured once: its figures are known, so it is no longer a stranger's view of the search. This set
is held out only, with no tuning part: nobody tunes on it, reads its questions while changing the
ranking, or sees its results question by question. It was written from the rule pages' Markdown
(``content/``), the glossaries, the URLconfs and the games' search answers, without reading the
questions of ``unseen.json`` or ``labelled.json`` and without running the search on any of its own.

The questions are asked as players ask them: a beginner, an old player with his table's words
(«pintan», «arrastrar», «las diez de últimas»), a teacher, a parent, a foreign learner asking in
English about Spanish terms, someone mid-game on a phone typing fast (typos, no accents); positions at
the table told in words, answered by a game's judge (``/judges/<game>/...``); tools (score sheets, a
hand against the computer, trainers, the classroom, progress, the bots' strength); and about one in
twenty the site does not answer.

Each row is ``[query, [target, ...]]`` as in ``unseen.py``: every address that answers the question,
without the language prefix; **an empty list means the site does not answer it**, kept apart by
:func:`on_site` and :func:`not_on_site`. ``tests/search/test_unseen2_targets.py`` holds the shape, that no
question is one of the other two sets' and that every target exists; it measures nothing of the search.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.search.unseen import Query, not_on_site, on_site

__all__ = ["ENGLISH", "HELD_OUT_EN", "HELD_OUT_ES", "SPANISH", "not_on_site", "on_site"]

_SET = json.loads(Path(__file__).with_name("unseen2.json").read_text(encoding="utf-8"))


def _queries(lang: str) -> list[Query]:
    return [(query, tuple(targets)) for query, targets in _SET["held_out"][lang]]


HELD_OUT_ES = _queries("es")
HELD_OUT_EN = _queries("en")

SPANISH = HELD_OUT_ES
ENGLISH = HELD_OUT_EN
