"""Wording for what naipes.games.toy returns as keys: reason codes, the option, errors and its profile."""

from wording import load_game_texts, load_profile_texts

TEXTS = load_game_texts("toy")
PROFILE_TEXTS = load_profile_texts("toy")
