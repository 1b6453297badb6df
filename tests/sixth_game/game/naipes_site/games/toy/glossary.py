"""Toy's words (rules page: content/*/toy.md)."""

from pathlib import Path

from naipes_site.glossary import load_entries

ENTRIES = load_entries(Path(__file__).with_name("glossary.toml"))
