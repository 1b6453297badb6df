"""Every counter is built one way (:mod:`counters.sheet_views`): the same addresses, and the same answers to a
change made on an old version, whatever the game. A game only declares what is its own."""

import re

import pytest
from django.urls import reverse
from django.utils import translation

from counters.models import TableSheet
from counters.registry import counters
from tests.counters.conftest import current, saved_after_a_delete, text

pytestmark = pytest.mark.django_db

SHARED = ("", "-view", "-view-live", "-live", "-undo", "-redo", "-restore", "-history", "-add", "-edit", "-delete",
          "-csv", "-start")


@pytest.mark.parametrize("counter", counters(), ids=lambda c: c.slug)
def test_every_counter_has_every_shared_address(counter):
    for suffix in SHARED:
        args = [] if suffix == "-start" else ["abc", 1] if suffix in ("-edit", "-delete") else ["abc"]
        assert f"/counters/{counter.slug}/" in reverse(f"counters:{counter.slug}{suffix}", args=args)


@pytest.mark.parametrize("counter", counters(), ids=lambda c: c.slug)
@pytest.mark.parametrize(("lang", "title"), [("en", "Link not found"), ("es", "Enlace no encontrado")])
def test_a_link_to_no_sheet_is_a_404_in_words_on_every_address(client, counter, lang, title):
    for suffix in ("", "-view", "-live", "-csv", "-history"):
        with translation.override(lang):
            address = reverse(f"counters:{counter.slug}{suffix}", args=["nope"])
        response = client.get(address)
        assert response.status_code == 404 and title in text(response)


@pytest.fixture
def cirulo(client):
    def start(lang="en"):
        response = client.post(f"/{lang}/counters/cirulo/", {"player": ["Ana", "Bea", "Cris", "Dani"], "pack": "40"})
        assert response.status_code == 302
        return TableSheet.objects.get(token=response["Location"].rstrip("/").rsplit("/", 1)[1])
    return start


def hand(tantos_0: int, **more) -> dict:
    return {"tantos_0": str(tantos_0), "tantos_1": str(58 - tantos_0), "trick_0": "on", "trick_1": "on", **more}


def test_a_stale_edit_of_a_hand_follows_it_after_an_earlier_one_was_deleted(cirulo, client):
    sheet = cirulo()
    for tantos in (30, 40, 50):
        assert client.post(f"/en/counters/cirulo/{sheet.token}/hands/", hand(tantos, version=current(sheet))).status_code == 302
    edit_page = client.get(f"/en/counters/cirulo/{sheet.token}/hands/2/").content.decode()
    hand_2 = re.search(r'name="entry" value="(\d+)"', edit_page).group(1)
    stale = saved_after_a_delete(client, sheet, f"/en/counters/cirulo/{sheet.token}/hands/", deleted=1, edited=2,
                                 fields=hand(45, entry=hand_2))
    assert "the hand you were editing is now hand 1" in text(stale)
    assert f'action="/en/counters/cirulo/{sheet.token}/hands/1/"' in stale.content.decode()
    assert [e.data["tantos"][0] for e in sheet.entry_set.all()] == [40, 50]  # nothing overwritten


def test_a_stale_edit_of_a_deleted_hand_offers_what_was_typed_as_a_new_hand_in_spanish(cirulo, client):
    sheet = cirulo("es")
    for tantos in (30, 40):
        client.post(f"/es/counters/cirulo/{sheet.token}/hands/", hand(tantos, version=current(sheet)))
    entry = sheet.entry_set.get(number=2).pk
    stale = saved_after_a_delete(client, sheet, f"/es/counters/cirulo/{sheet.token}/hands/", deleted=2, edited=2,
                                 fields=hand(45, entry=entry))
    assert "Otra persona acaba de borrar la mano 2" in text(stale)
    assert "formulario de una mano nueva" in text(stale)
    assert f'action="/es/counters/cirulo/{sheet.token}/hands/#next-round"' in stale.content.decode()
    assert 'value="45"' in stale.content.decode()


def test_deleting_a_hand_the_sheet_no_longer_has_says_so(cirulo, client):
    sheet = cirulo()
    response = client.post(f"/en/counters/cirulo/{sheet.token}/hands/3/delete/", {"version": current(sheet)})
    assert response.status_code == 404 and "This sheet has no hand 3" in text(response)
