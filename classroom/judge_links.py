"""A link from a missed question to the judge that answers the same position, for the debrief.

Only questions whose position a judge takes as it is get one: "who takes this trick" in Paulo and Tute
(the judge's ``players``, ``muestra`` or ``forty``, ``led`` and ``cards`` fields). The judge then gives the
verdict and the engine's reason in its own words, and the class can change a card and ask again.
"""

from __future__ import annotations

from urllib.parse import urlencode

from classroom import sheets


def _trick(question, extra: dict[str, str]) -> list[tuple[str, str]]:
    trick = question.trick
    return [("players", str(question.players)), *extra.items(), ("led", trick[0].code),
            ("cards", ",".join(c.code for c in trick[1:]))]


def _paulo(question) -> list[tuple[str, str]]:
    return _trick(question, {"muestra": question.muestra.suit.letter})


def _tute(question) -> list[tuple[str, str]]:
    if question.muestra is not None:
        return _trick(question, {"muestra": question.muestra.suit.letter})
    return _trick(question, {"forty": question.declared.letter} if question.declared else {})


QUERIES = {"paulo-trick": ("paulo", _paulo), "tute-trick": ("tute", _tute)}


def judge_url(entry: sheets.Entry, lang: str) -> str:
    """The judge's address with this question's position, or "" when no judge takes it as it is."""
    if entry.drill.SLUG not in QUERIES:
        return ""
    game, query = QUERIES[entry.drill.SLUG]
    return f"/{lang}/judges/{game}/trick/?{urlencode(query(entry.question))}"
