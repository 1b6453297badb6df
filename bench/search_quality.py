"""How well the site search answers the labelled set (``tests/search/labelled.py``), by the figures of
``tests/search/quality.py``: precision at 1, recall at 5 and unanswered, per language and per part of the
set. ``make bench`` prints them; ``tests/search/test_labelled.py`` holds the floor.
"""

from __future__ import annotations

import os

from bench.environment import indexed_database
from tests.search import labelled
from tests.search.quality import CEILING_UNANSWERED, FLOOR_P1, FLOOR_R5, measure


def report(show_misses: bool = False) -> None:
    parts = [("es tuning", labelled.TUNING_ES, "es"), ("es held out", labelled.HELD_OUT_ES, "es"),
             ("en tuning", labelled.TUNING_EN, "en"), ("en held out", labelled.HELD_OUT_EN, "en"),
             ("es all", labelled.SPANISH, "es"), ("en all", labelled.ENGLISH, "en")]
    print(f"Search quality on the labelled set (floor: P@1 ≥ {FLOOR_P1:.0%}, R@5 ≥ {FLOOR_R5:.0%}, "
          f"unanswered < {CEILING_UNANSWERED:.0%})")
    for label, queries, lang in parts:
        quality = measure(queries, lang)
        print(quality.line(label))
        if show_misses and "tuning" in label:  # the held-out misses stay unread while tuning
            for query, urls in quality.misses:
                print(f"      miss  {query!r} -> {urls}")


def main() -> None:
    """``python -m bench.search_quality``: the figures alone (``SEARCH_MISSES=1`` lists the tuning misses)."""
    with indexed_database():
        report(show_misses=bool(os.environ.get("SEARCH_MISSES")))


if __name__ == "__main__":
    main()
