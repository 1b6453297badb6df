"""The ladder of La Docena: 22 rungs, best first, each with the ways (forms) of making it, and rung 23.

Facts: source 004, the combination ladder (the ladder, the mala's substitutions, which pack holds each
rung); readings: docs/rules-decisions.md §23 (nada), §25 (derived forms), §22 (flor values are names).
"""

from __future__ import annotations

from dataclasses import dataclass

from naipes.games.docena.rules import NADA, DocenaError


@dataclass(frozen=True)
class Form:
    """One way of making a rung, such as ``"rey_mala"`` for Veintitrés y media."""

    key: str
    min_players: int = 5
    """Smallest pack where it exists (5 = the 17-card pack used up to 5 players); source 004, the
    combination ladder (which pack holds each rung)."""
    derived: bool = False
    """Not listed in the source, derived from the mala's "any number, always oros" (rules-decisions §25,
    source 004, the combination ladder)."""


@dataclass(frozen=True)
class Rung:
    """One step of the ladder."""

    rank: int
    key: str
    kind: str
    """``"calla"``, ``"flor"``, ``"pinta"`` or ``"nada"``."""
    label: str
    """The number in the name (``"26½"``), a label only: flores are not card sums (rules-decisions §22)."""
    forms: tuple[Form, ...]

    @property
    def size(self) -> int | None:
        """Cards the combination uses: 3, 2, or ``None`` for nada."""
        return {"calla": 3, "flor": 3, "pinta": 2}.get(self.kind)


def _rung(rank: int, key: str, kind: str, label: str, *forms: str | Form) -> Rung:
    return Rung(rank, key, kind, label, tuple(f if isinstance(f, Form) else Form(f) for f in forms))


_CALLA_FORMS = ("three", "pair_mala")
LADDER: tuple[Rung, ...] = (
    _rung(1, "calla_treses", "calla", "", *_CALLA_FORMS),
    _rung(2, "calla_reyes", "calla", "", *_CALLA_FORMS),
    _rung(3, "calla_doses", "calla", "", *_CALLA_FORMS),
    _rung(4, "calla_ases", "calla", "", *_CALLA_FORMS),
    _rung(5, "flor_28", "flor", "28", "mala_3_2"),
    _rung(6, "flor_27", "flor", "27", "mala_3_as"),
    _rung(7, "flor_26_5", "flor", "26½", "mala_3_fig"),
    _rung(8, "flor_26", "flor", "26", "3_2_as", Form("mala_2_as", derived=True)),
    _rung(9, "flor_25_5", "flor", "25½", "3_2_fig", Form("mala_2_fig", derived=True)),
    _rung(10, "flor_24_5", "flor", "24½", "3_as_fig", Form("mala_as_fig", derived=True)),
    _rung(11, "flor_23", "flor", "23", "2_as_fig", Form("3_fig_fig", 6), Form("mala_fig_fig", 6)),
    _rung(12, "flor_21", "flor", "21", Form("as_fig_fig", 6)),
    _rung(13, "flor_20", "flor", "20", Form("fig_fig_fig", 8)),
    _rung(14, "veintiseis", "pinta", "26", "mala_3"),
    _rung(15, "veinticinco", "pinta", "25", "3_2", Form("mala_2", derived=True)),
    _rung(16, "veinticuatro", "pinta", "24", "3_as", "mala_as_oros"),
    _rung(17, "veintitres_y_media", "pinta", "23½", "rey_rey", "rey_mala"),
    _rung(18, "veintitres", "pinta", "23", "2_as", "3_fig", Form("mala_fig_oros", 6, derived=True)),
    _rung(19, "veintidos_y_media", "pinta", "22½", "as_as", "as_mala"),
    _rung(20, "veintidos", "pinta", "22", "2_fig"),
    _rung(21, "veintiuna", "pinta", "21", "as_fig"),
    _rung(22, "veinte", "pinta", "20", Form("fig_fig", 6)),
)
"""The 22 rungs of source 004's combination ladder, best first; ``LADDER[i].rank == i + 1``."""

NADA_RUNG = _rung(NADA, "nada", "nada", "", "high_card")
"""Rung 23, no combination (rules-decisions §23)."""

RUNGS = len(LADDER) + 1
"""How many rungs the ladder has, nada's included: the one denominator of "rung n of …" wherever a hand's rung
is said (the judge, the site search), so that none counts 22 and another 23 (rules-decisions §23)."""


def rung(rank: int) -> Rung:
    """The rung with this rank, 1-23.

    >>> rung(17).key, rung(17).label
    ('veintitres_y_media', '23½')
    """
    if not 1 <= rank <= NADA:
        raise DocenaError(f"the ladder has rungs 1 to {NADA}, not {rank}")
    return NADA_RUNG if rank == NADA else LADDER[rank - 1]
