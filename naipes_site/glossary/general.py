"""Terms shared by the Spanish-deck games."""

from naipes_site.glossary import load_entries

ENTRIES = load_entries("general")
