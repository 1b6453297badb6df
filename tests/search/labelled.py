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


def read(name: str) -> tuple[list[Query], list[Query], list[Query], list[Query]]:
    """A set of questions kept as ``name`` beside this file (a part, then a language, then ``[query, [target,
    ...]]`` rows): its tuning half in Spanish and in English, then its held-out half in each."""
    rows = json.loads(Path(__file__).with_name(name).read_text(encoding="utf-8"))
    tuning_es, tuning_en, held_out_es, held_out_en = (
        [(query, tuple(targets)) for query, targets in rows[part][lang]]
        for part in ("tuning", "held_out") for lang in ("es", "en"))
    return tuning_es, tuning_en, held_out_es, held_out_en


TUNING_ES, TUNING_EN, HELD_OUT_ES, HELD_OUT_EN = read("labelled.json")

SPANISH = TUNING_ES + HELD_OUT_ES
ENGLISH = TUNING_EN + HELD_OUT_EN
