"""Papayoo's terms (rules page: content/<lang>/papayoo.md). Generic words carry the ``papayoo-`` prefix."""

from pathlib import Path

from naipes_site.glossary import load_entries

ENTRIES = load_entries(Path(__file__).with_name("glossary.toml"))
