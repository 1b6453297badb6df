"""Numbers the engine owns, for running text: ``[[value papayoo.ROUND_TOTAL]]`` → ``250``.

A rule page that repeats a total, a bonus or a unit in its prose names it here instead of typing it,
so the sentence cannot drift from the engine. Only the names below resolve: a page cannot reach into
the engine at large, and a misspelt or unknown name raises :class:`~naipes_site.inserts.InsertError`
when the page is drawn (its tests fail) instead of printing a stale number.
"""

from __future__ import annotations

from collections.abc import Callable

from naipes.games import cirulo, docena, papayoo, paulo, tute
from naipes.games.tute import scores as tute_scores
from naipes_site.inserts import InsertError

VALUES: dict[str, Callable[[], int]] = {
    # Paulo: the hand and the chinos
    "paulo.HAND_SIZE": lambda: paulo.HAND_SIZE,
    "paulo.TRICKS_TO_WIN": lambda: paulo.TRICKS_TO_WIN,
    "paulo.PATA": lambda: paulo.PATA,
    "paulo.PATAS_PER_MEDIO": lambda: paulo.PATAS_PER_MEDIO,
    "paulo.CUERNO": lambda: paulo.CUERNO,
    "paulo.LANJARON_PATA": lambda: paulo.LANJARON_PATA,
    "paulo.CHICOS_PER_GORDO": lambda: paulo.CHICOS_PER_GORDO,
    # Cirulo: what all the oros add up to, with each pack
    "cirulo.OROS_TOTAL_40": lambda: cirulo.oros_total(cirulo.Rules(pack=40)),
    "cirulo.OROS_TOTAL_48": lambda: cirulo.oros_total(cirulo.Rules(pack=48)),
    # Tute: card points, the last trick, the whole deal and the acuses
    "tute.CARD_POINTS": lambda: tute.total_points(),
    "tute.LAST_TRICK_POINTS": lambda: tute.LAST_TRICK_POINTS,
    "tute.DEAL_POINTS": lambda: tute.total_points() + tute.LAST_TRICK_POINTS,
    "tute.ACUSE_IN_TRUMPS": lambda: tute.acuse_points("O", "O", False),
    "tute.ACUSE_OTHER": lambda: tute.acuse_points("C", "O", False),
    "tute.TUTE_DEAL_POINTS": lambda: tute_scores.tute_deal_points(),
    # La Docena: the stake
    "docena.STONES": lambda: docena.STONES,
    # Papayoo: the round's points
    "papayoo.ROUND_TOTAL": lambda: papayoo.ROUND_TOTAL,
    "papayoo.PAPAYOO_POINTS": lambda: papayoo.PAPAYOO_POINTS,
    "papayoo.PAYOO_TOTAL": lambda: papayoo.ROUND_TOTAL - papayoo.PAPAYOO_POINTS,
}


def value(name: str) -> str:
    """The number for ``name``, as running text prints it.

    >>> value("papayoo.ROUND_TOTAL"), value("tute.DEAL_POINTS")
    ('250', '130')
    """
    try:
        found = VALUES[name]
    except KeyError:
        raise InsertError(f"[[value {name}]]: not an engine value a page may name") from None
    return str(found())
