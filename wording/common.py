"""Wording shared by every game: API error messages, generic play reasons and the words every game's
worked examples say alike (yes, no, on the table...)."""

from wording import load_texts

TEXTS = load_texts("common")
