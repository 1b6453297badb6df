"""The third unseen set: whole questions as players ask them at the table, split before any tuning.

Written after the first two sets had been tuned on and measured (``unseen.json``, ``unseen2.json``), by
someone who had not read their questions, from the rule pages' Markdown (``content/``), the glossary, the
URLconfs and the site's tools, and never run through the search while it was written. Several people's
phrasings: short and long, polite («perdona, …», "hi! …") and blunt, a child's parent, an old player with
his table's words («arrastrao», «el arrastre», «las diez de últimas», «envidar», «el chopo»), a learner
asking in English about Spanish terms («what does avarear mean», "encirulada meaning in english"), typos and
chat spellings («komo», «cavayo», «xq», «q», "wat", "ppl"); positions at the table told in words (answered by a
game's judge); the tools (a hand against the computer, score sheets, trainers, the classroom, the question
bank, the shared deal, the bots' strength); and about one in twenty the site does not answer (another game, a
shop, a tournament): an empty target list.

A question written first in words that another set already held was reworded before the split, so none is
one of theirs (``test_unseen3_targets.py`` holds it).

**The split was made before any tuning**, by a rule anyone can re-run: a question is held out when the
SHA-256 of its normal form (lower case, no accents, spaces collapsed) is odd, :func:`held_out`. ``TUNING``
may be read and tuned against; ``HELD_OUT`` is measured as totals only (``SEARCH_UNSEEN3=1 python -m
bench.search_quality``), once at the start and once after the last change, never question by question.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata

from tests.search.labelled import read
from tests.search.unseen import not_on_site, on_site

__all__ = [
    "ENGLISH",
    "HELD_OUT_EN",
    "HELD_OUT_ES",
    "SPANISH",
    "TUNING_EN",
    "TUNING_ES",
    "held_out",
    "normal",
    "not_on_site",
    "on_site",
]

TUNING_ES, TUNING_EN, HELD_OUT_ES, HELD_OUT_EN = read("unseen3.json")

SPANISH = TUNING_ES + HELD_OUT_ES
ENGLISH = TUNING_EN + HELD_OUT_EN


def normal(query: str) -> str:
    """Lower case, no accents, spaces collapsed: the same question typed twice reads the same."""
    bare = "".join(c for c in unicodedata.normalize("NFKD", query.casefold()) if not unicodedata.combining(c))
    return re.sub(r"\s+", " ", bare).strip()


def held_out(query: str) -> bool:
    """Whether the split puts ``query`` in the held-out part: the SHA-256 of its normal form is odd."""
    return int(hashlib.sha256(normal(query).encode()).hexdigest(), 16) % 2 == 1
