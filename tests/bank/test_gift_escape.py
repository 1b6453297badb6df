"""GIFT's escaping, written one special character at a time for speed, says what the format's rule says
character by character (the files themselves are pinned in ``test_export_pinned``)."""

from __future__ import annotations

from hypothesis import given, strategies as st

from trainers.bank.gift import SPECIAL, escape


def by_character(text: str) -> str:
    """Each special character behind a backslash; then a carriage return dropped and a line break as ``\\n``."""
    out = "".join(f"\\{ch}" if ch in SPECIAL else ch for ch in text)
    return out.replace("\r", "").replace("\n", "\\n")


@given(st.text(st.sampled_from([*SPECIAL, "\r", "\n", "a", " ", "ñ", "n"]) | st.characters(), max_size=40))
def test_escape_is_the_rule_character_by_character(text):
    assert escape(text) == by_character(text)
