"""Paulo terms (rule page: content/<lang>/paulo.md; facts: source 000; readings: docs/rules-decisions.md §2 to
§11).

Every id starts with ``paulo`` so that words other games also use (muestra, mano, triunfo, chino)
never collide across the site.
"""

from pathlib import Path

from naipes_site.glossary import load_entries

ENTRIES = load_entries(Path(__file__).with_name("glossary.toml"))
