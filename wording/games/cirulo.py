"""Wording for what naipes.games.cirulo returns as keys: reason codes, statuses, options, table headings, errors."""

from wording import load_game_texts, load_profile_texts

TEXTS = load_game_texts("cirulo")
PROFILE_TEXTS = load_profile_texts("cirulo")
