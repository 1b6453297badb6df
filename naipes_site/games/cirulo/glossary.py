"""Cirulo's words: the oros that cost money, the plate they are paid into, and how play goes.

Ids carry the ``cirulo-`` prefix where the word is common to several games (rules page: content/*/cirulo.md).
"""

from pathlib import Path

from naipes_site.glossary import load_entries

ENTRIES = load_entries(Path(__file__).with_name("glossary.toml"))
