"""The labelled set: questions as players, teachers and newcomers type them, with the pages that answer.

Written before the ranking was tuned, from how people ask at a table or in a classroom and not from
the pages' headings: one to twelve words, typos, no accents, English names of Spanish terms. Each
query lists every address that answers it (without the language prefix); a target ending in ``*`` is
a prefix (any drill of a game). A position question is answered by its judge, query string aside.

``TUNING`` is what the weights were set against; ``HELD_OUT`` was written at the same time and only
measured once the weights were settled (``make bench`` prints both), so that it says what a stranger
would get. The floor (``tests/search/test_labelled.py``) holds on the union, each language apart.

The questions are data, kept in ``labelled.json`` beside this file (a part, then a language, then
``[query, [target, ...]]`` rows); this module reads them into the lists the tests and ``make bench`` use.
"""

from __future__ import annotations

import json
from pathlib import Path

Query = tuple[str, tuple[str, ...]]

_SET = json.loads(Path(__file__).with_name("labelled.json").read_text(encoding="utf-8"))


def _queries(part: str, lang: str) -> list[Query]:
    return [(query, tuple(targets)) for query, targets in _SET[part][lang]]


TUNING_ES = _queries("tuning", "es")
TUNING_EN = _queries("tuning", "en")
HELD_OUT_ES = _queries("held_out", "es")
HELD_OUT_EN = _queries("held_out", "en")

SPANISH = TUNING_ES + HELD_OUT_ES
ENGLISH = TUNING_EN + HELD_OUT_EN
