"""Papayoo wording: play reasons, errors, variants, table headings and the common mistakes.

Keys match what :mod:`naipes.games.papayoo` returns (reason codes, error ``code``s, ``Rules`` fields,
table columns and ``Term`` keys, ``COMMON_MISTAKES``). English texts keep the game's own words
(Payoo, Papayoo).
"""

from wording import load_texts

TEXTS = load_texts("papayoo")
