"""How well the site search answers the labelled set (``tests/search/labelled.py``), by the figures of
``tests/search/quality.py``: precision at 1, recall at 5 and unanswered, per language and per part of the
set. ``make bench`` prints them; ``tests/search/test_labelled.py`` holds the floor.

Then right first on the unseen set (``tests/search/unseen.py``): its tuning part always, its held-out part
only when ``SEARCH_HELD_OUT=1`` asks, and then only as totals per language, never a question or a miss of it
(it says what a stranger gets once the ranking is settled, so it is read once, after the last change).
"""

from __future__ import annotations

import os

from bench.environment import indexed_database
from tests.search import labelled, unseen
from tests.search.quality import CEILING_UNANSWERED, FLOOR_P1, FLOOR_R5, FLOOR_UNSEEN, measure, measure_unseen


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
    report_unseen(show_misses, held_out=bool(os.environ.get("SEARCH_HELD_OUT")))


def report_unseen2() -> None:
    """The second unseen set (``tests/search/unseen2.py``), totals only: it is read once, after the last change to
    the ranking, and no question or miss of it is printed."""
    from tests.search import unseen2

    print("Right first on the second unseen set (totals only, measured once)")
    for label, queries, lang in (("es", unseen2.HELD_OUT_ES, "es"), ("en", unseen2.HELD_OUT_EN, "en")):
        print(measure_unseen(queries, lang).line(label))


def report_unseen3(show_misses: bool = False, held_out: bool = False) -> None:
    """The third unseen set (``tests/search/unseen3.py``): its tuning part, misses and all when asked; its held-out
    part only when ``held_out`` asks, as totals per language (no question or miss of it is printed)."""
    from tests.search import unseen3

    print("Right first on the third unseen set")
    for label, queries, lang in (("es tuning", unseen3.TUNING_ES, "es"), ("en tuning", unseen3.TUNING_EN, "en")):
        found = measure_unseen(queries, lang)
        print(found.line(label))
        if show_misses:
            for query, urls in found.misses:
                print(f"      miss  {query!r} -> {urls}")
    if held_out:
        for label, queries, lang in (("es held out", unseen3.HELD_OUT_ES, "es"),
                                     ("en held out", unseen3.HELD_OUT_EN, "en")):
            print(measure_unseen(queries, lang).line(label))
    else:
        print("  held out: not measured (SEARCH_UNSEEN3_HELD_OUT=1, at the start and after the last change)")


def report_unseen(show_misses: bool = False, held_out: bool = False) -> None:
    print(f"Right first on the unseen set (floor on the whole set: {FLOOR_UNSEEN:.0%})")
    for label, queries, lang in (("es tuning", unseen.TUNING_ES, "es"), ("en tuning", unseen.TUNING_EN, "en")):
        found = measure_unseen(queries, lang)
        print(found.line(label))
        if show_misses:
            for query, urls in found.misses:
                print(f"      miss  {query!r} -> {urls}")
    if held_out:  # totals only: nothing of a held-out question is printed
        for label, queries, lang in (("es held out", unseen.HELD_OUT_ES, "es"), ("en held out", unseen.HELD_OUT_EN, "en")):
            print(measure_unseen(queries, lang).line(label))
    else:
        print("  held out: not measured (SEARCH_HELD_OUT=1, once, after the last change to the ranking)")


def main() -> None:
    """``python -m bench.search_quality``: the figures alone (``SEARCH_MISSES=1`` lists the tuning misses,
    ``SEARCH_HELD_OUT=1`` adds the unseen set's held-out totals, ``SEARCH_UNSEEN2=1`` the second unseen set's,
    ``SEARCH_UNSEEN3=1`` the third's tuning part and, with ``SEARCH_UNSEEN3_HELD_OUT=1``, its held-out totals)."""
    with indexed_database():
        report(show_misses=bool(os.environ.get("SEARCH_MISSES")))
        if os.environ.get("SEARCH_UNSEEN2"):
            report_unseen2()
        if os.environ.get("SEARCH_UNSEEN3"):
            report_unseen3(bool(os.environ.get("SEARCH_MISSES")), held_out=bool(os.environ.get("SEARCH_UNSEEN3_HELD_OUT")))


if __name__ == "__main__":
    main()
