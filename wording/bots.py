"""Wording of the engine's bot levels (:data:`naipes.bots.LEVELS`): each level's name and a line on what it does
(``bots.level.<level>``, ``bots.level.<level>.summary``), and the units the duplicate matches measure in
(``bots.unit.<unit>``, a game's bots' ``UNIT``). The engine owns the levels; the apps say them with these."""

from wording import load_texts

TEXTS = load_texts("bots")
