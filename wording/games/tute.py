"""Wording for what naipes.games.tute returns as keys: reason codes, deal results, options, table headings, errors."""

from wording import load_game_texts, load_profile_texts
from wording.cards import the_card  # noqa: F401 - re-exported for the Tute drills and inserts

TEXTS = load_game_texts("tute")
PROFILE_TEXTS = load_profile_texts("tute")
