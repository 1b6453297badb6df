"""Wording for what naipes.games.paulo returns as keys: reason codes, trump slots, variants, score states,
hand endings, table headings and errors."""

from wording import load_texts

TEXTS = load_texts("paulo")
