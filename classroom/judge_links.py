"""A link from a missed question to the judge that answers the same position, for the debrief.

Only questions whose position a judge takes as it is get one: who takes a trick (Paulo, Tute, Cirulo,
Papayoo), which cards may be played (Paulo, Tute after the stock), and which hand the cards make (La
Docena), in the judge's own fields (``players``, ``muestra`` or ``forty``, ``pack``, ``hand``, ``led``,
``cards``, ``a``, ``b``). The judge then gives the verdict and the engine's reason in its own words, and
the class can change a card and ask again.
"""

from __future__ import annotations

from urllib.parse import urlencode

from classroom import sheets
from naipes.options import option
from trainers.drills import table_for


def _codes(cards) -> str:
    return ",".join(c.code for c in cards)


def _trick(question, extra: dict[str, str]) -> list[tuple[str, str]]:
    trick = question.trick
    played = [("led", trick[0].code), ("cards", _codes(trick[1:]))] if trick else []
    hand = [("hand", _codes(question.hand))] if hasattr(question, "hand") else []
    return [("players", str(question.players)), *extra.items(), *hand, *played]


def _paulo(question) -> list[tuple[str, str]]:
    return _trick(question, {"muestra": question.muestra.suit.letter})


def _tute(question) -> list[tuple[str, str]]:
    if question.muestra is not None:
        return _trick(question, {"muestra": question.muestra.suit.letter})
    return _trick(question, {"forty": question.declared.letter} if question.declared else {})


def _tute_after_stock(question) -> list[tuple[str, str]]:
    return [*_tute(question), ("stock_empty", "1")]


def _cirulo(question) -> list[tuple[str, str]]:
    return _trick(question, {"pack": str(question.pack)})


def _plain(question) -> list[tuple[str, str]]:
    return _trick(question, {})


def _docena(question) -> list[tuple[str, str]]:
    return [("players", str(question.players)), ("a", _codes(question.cards))]


QUERIES = {"paulo-trick": ("paulo/trick", _paulo), "tute-trick": ("tute/trick", _tute),
           "cirulo-trick": ("cirulo/trick", _cirulo), "papayoo-trick": ("papayoo/trick", _plain),
           "paulo-may-play": ("paulo/play", _paulo), "tute-legal": ("tute/play", _tute_after_stock),
           "docena-hand": ("docena", _docena)}


def judge_url(entry: sheets.Entry, lang: str) -> str:
    """The judge's address with this question's position, or "" when no judge takes it as it is."""
    if entry.drill.SLUG not in QUERIES:
        return ""
    judge, query = QUERIES[entry.drill.SLUG]
    # The options of the class's table the question follows, written plainly as the judge's form writes them.
    table = [(name, option(entry.drill.GAME, name).text(value))
             for name, value in table_for(entry.drill.SLUG, entry.table)]
    return f"/{lang}/judges/{judge}/?{urlencode([*query(entry.question), *table])}"
