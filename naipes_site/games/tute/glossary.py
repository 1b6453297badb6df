"""Terms of Tute (rule page ``/<lang>/tute/``). Ids carry the ``tute-`` prefix: other games use some
of the same words (muestra, mano) with other meanings."""

from pathlib import Path

from naipes_site.glossary import load_entries

ENTRIES = load_entries(Path(__file__).with_name("glossary.toml"))
