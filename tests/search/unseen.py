"""The unseen set: whole questions as players ask the site search, with the addresses that answer them.

Written after the labelled set (``labelled.py``) and apart from it, before any tuning on it: none of its
questions is one of the labelled set's, and none was run through the search while it was written. The
questions are asked as different people ask them: a beginner, an old player with his table's words, a
teacher, a child's parent, a foreign learner asking in English about Spanish terms; with typos, missing
accents and table slang; about a position at the table (answered by the game's judge, query string
aside); for a tool (a score sheet, a hand against the computer, a trainer); and a few the site does not
answer at all.

Each row is ``[query, [target, ...]]``: every address that answers the question, without the language
prefix (``/tute/#card-values``, ``/glossary/#tute-renuncio``, ``/judges/tute/trick/``); a target ending in
``*`` is a prefix (any drill of a game). **An empty list means the site does not answer the question**
(another game, buying a deck): the right answer is to say so, with no result, or none that pretends to
answer it. :func:`on_site` and :func:`not_on_site` keep the two apart, because the labelled set's measure
(``tests/search/quality.py``) counts a query with no target as a miss.

``TUNING`` may be read and tuned against; ``HELD_OUT`` may not be looked at, question by question, by
whoever tunes the ranking: it was shuffled apart from the tuning half before any tuning (a fixed seed,
half of each language in each part) and says what a stranger would get once the weights are settled.
``tests/search/test_unseen_targets.py`` holds the set's shape and that every target exists.

The questions are data, kept in ``unseen.json`` beside this file (a part, then a language, then
``[query, [target, ...]]`` rows), in the shape of ``labelled.json``.
"""

from __future__ import annotations

from tests.search.labelled import Query, read

TUNING_ES, TUNING_EN, HELD_OUT_ES, HELD_OUT_EN = read("unseen.json")

SPANISH = TUNING_ES + HELD_OUT_ES
ENGLISH = TUNING_EN + HELD_OUT_EN


def on_site(queries: list[Query]) -> list[Query]:
    """The questions some page of the site answers (at least one target)."""
    return [(query, targets) for query, targets in queries if targets]


def not_on_site(queries: list[Query]) -> list[Query]:
    """The questions nothing on the site answers (no target): the search should say it has nothing."""
    return [(query, targets) for query, targets in queries if not targets]
