"""Papayoo wording: play reasons, errors, variants, table headings and the common mistakes.

Keys match what :mod:`naipes.games.papayoo` returns (reason codes, error ``code``s, ``Rules`` fields,
table columns and ``Term`` keys, ``COMMON_MISTAKES``). English texts keep the game's own words
(Payoo, Papayoo).
"""

from wording import load_game_texts, load_profile_texts

TEXTS = load_game_texts("papayoo")
PROFILE_TEXTS = load_profile_texts("papayoo")
