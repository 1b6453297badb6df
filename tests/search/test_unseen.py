"""The unseen set (tests/search/unseen.py) holds a floor: right first, each language, on the whole set, its
questions the site does not answer included (said so, with the nearest rule). The held-out part is never
read question by question: a failure prints the totals of each part, never a question of it."""

import pytest

from tests.search import unseen, unseen3
from tests.search.quality import FLOOR_UNSEEN, FLOOR_UNSEEN3_TUNING, measure_unseen

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(("lang", "tuning", "held_out"), [
    ("es", unseen.TUNING_ES, unseen.HELD_OUT_ES), ("en", unseen.TUNING_EN, unseen.HELD_OUT_EN)])
def test_the_unseen_set_holds_the_floor(lang, tuning, held_out):
    tuned, stranger = measure_unseen(tuning, lang), measure_unseen(held_out, lang)
    right = (tuned.on_site_right + tuned.off_site_right + stranger.on_site_right + stranger.off_site_right)
    whole = right / (tuned.queries + stranger.queries)
    assert whole >= FLOOR_UNSEEN, (tuned.line("tuning"), stranger.line("held out"))  # totals only


@pytest.mark.parametrize(("lang", "tuning"), [("es", unseen3.TUNING_ES), ("en", unseen3.TUNING_EN)])
def test_the_third_unseen_sets_tuning_part_holds_its_floor(lang, tuning):
    """Only the tuning part: the held-out part is measured by hand, as totals, once (``bench.search_quality``)."""
    found = measure_unseen(tuning, lang)
    assert found.right >= FLOOR_UNSEEN3_TUNING, found.line("tuning")
