"""Wording for what naipes.games.cirulo returns as keys: reason codes, statuses, options, table headings, errors."""

from wording import load_texts

TEXTS = load_texts("cirulo")
