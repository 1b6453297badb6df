"""The check that the rule pages copy no sentence of the source texts runs from the repository alone: the
fingerprints of the sources' ten-word runs are kept in it, and a copied run is found whatever its case,
accents or punctuation."""

import re

from tests.content.own_words import FINGERPRINTS, fingerprints_of, shared_runs

SOURCE = "El que reparte da cinco cartas a cada jugador, de una en una y por la derecha, y vuelve la última."


def test_a_run_of_ten_words_from_a_source_is_found_however_it_is_written():
    sources = frozenset(fingerprints_of([SOURCE]))
    page = "Para empezar: EL QUE REPARTE da cinco cartas a cada jugador; de una en una, ¡por la derecha!"
    assert list(shared_runs(page, sources)) == ["el que reparte da cinco cartas a cada jugador de una en una"]


def test_nine_words_in_a_row_are_not_a_copy():
    sources = frozenset(fingerprints_of([SOURCE]))
    assert list(shared_runs("Ahora el que reparte da cinco cartas a cada jugador y se juega.", sources)) == []


def test_the_fingerprints_are_in_the_repository_and_hold_no_text():
    lines = FINGERPRINTS.read_text(encoding="ascii").split()
    assert len(lines) > 5_000  # five source texts' runs
    assert all(re.fullmatch(r"[0-9a-f]{12}", line) for line in lines)
    assert lines == sorted(set(lines))
