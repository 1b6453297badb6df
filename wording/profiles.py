"""Names, summaries and origins of the named variant profiles (``naipes.profiles``), in both languages.

Keys: ``<game>.<slug>.name``, ``.summary`` and ``.origin`` for every profile and every named variant the
engine does not play; ``lacks.<code>`` for what such a variant (or a profile's missing point) needs; the
interface's own words under ``ui.``.
"""

from wording import load_texts

TEXTS = load_texts("profiles")
