"""Wording for what naipes.games.paulo returns as keys: reason codes, trump slots, variants, score states,
hand endings, table headings and errors."""

from wording import load_game_texts, load_profile_texts

TEXTS = load_game_texts("paulo")
PROFILE_TEXTS = load_profile_texts("paulo")
