"""Names, summaries and origins of the named variant profiles (``naipes.profiles``), in both languages.

Keys: ``<game>.<slug>.name``, ``.summary`` and ``.origin`` for every profile and every named variant the
engine does not play, each in its game's own file (``wording/games/<game>.toml``, its ``["profiles.<slug>…"]``
tables, merged here by :mod:`wording`); ``lacks.<code>`` for what such a variant (or a profile's missing
point) needs, in this module's ``wording/texts/profiles.toml``; the interface's own words under ``ui.``.
"""

from wording import load_texts

TEXTS = load_texts("profiles")
