"""Wording for La Docena: rung and form names, reasons, variants, table headings (engine: naipes/games/docena/).

Form texts say which cards make a rung; what the mala counts as is a separate note
(:func:`mala_note_key`), so that a page or a drill says it once.
"""

from __future__ import annotations

from wording import load_game_texts, load_profile_texts

TEXTS = load_game_texts("docena")
PROFILE_TEXTS = load_profile_texts("docena")


def mala_note_key(hand) -> str | None:
    """The key of the note saying what the mala counts as in ``hand`` (a :class:`naipes.games.docena.HandRank`).

    ``None`` when the combination does not use the mala; ``mala_as_itself`` in the named flores;
    ``mala_in_nada`` with no combination; ``mala_as_third.<rank>`` in a callá; else ``mala_as.<rank>``, or
    ``mala_as_again.<rank>`` when the hand already holds the card the mala stands for.
    """
    if hand.mala_as is None:
        return None
    if hand.kind == "nada":
        return "mala_in_nada"
    if hand.mala_as.rank == 5:
        return "mala_as_itself"
    if hand.kind == "calla":
        return f"mala_as_third.{hand.mala_as.rank}"
    again = hand.mala_as in hand.cards
    return f"mala_as_again.{hand.mala_as.rank}" if again else f"mala_as.{hand.mala_as.rank}"
