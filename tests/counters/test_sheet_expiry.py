"""A score sheet left unchanged for half a year is deleted with its entries, history and links, as every
sheet says with its own date; a change keeps it longer, and a sheet in use is never touched."""

import datetime

import pytest
from django.core.management import call_command
from django.utils import timezone, translation
from django.utils.formats import date_format

from counters import retention
from counters.models import KEPT, Change, PapayooRound, PapayooSheet, PauloBoard, TableSheet
from tests.counters.conftest import text

pytestmark = pytest.mark.django_db

FOUR = ["Emma", "Nico", "Carmen", "Léa"]


def age(sheet, days: int) -> None:
    type(sheet).objects.filter(pk=sheet.pk).update(updated=timezone.now() - datetime.timedelta(days=days))


def play_one_round(post_round, sheet) -> None:
    assert post_round(sheet, "C", points_0="30", points_1="0", points_2="0", points_3="220").status_code == 302


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "A sheet left 180 days without a change is deleted, with its history and both links: this one is kept "
           "until {date}, and every change keeps it longer."),
    ("es", "Una hoja que pasa 180 días sin cambios se borra, con su historial y sus dos enlaces: esta se guarda "
           "hasta el {date}, y cada cambio la guarda más tiempo."),
])
def test_every_sheet_says_until_when_it_is_kept(client, papayoo, lang, said):
    sheet = papayoo(FOUR, lang=lang)
    with translation.override(lang):
        date = date_format(timezone.localtime(sheet.updated + KEPT), "DATE_FORMAT")  # June 5, 2027; 5 de junio de 2027
    for address in (f"/{lang}/counters/papayoo/{sheet.token}/", f"/{lang}/counters/papayoo/view/{sheet.view_token}/"):
        assert said.format(date=date) in text(client.get(address))


def test_a_change_keeps_the_sheet_longer(papayoo, post_round):
    sheet = papayoo(FOUR)
    age(sheet, KEPT.days - 1)
    play_one_round(post_round, sheet)
    sheet.refresh_from_db()
    assert sheet.updated > timezone.now() - datetime.timedelta(minutes=5)


def test_the_prune_deletes_sheets_unchanged_past_their_time_with_everything_they_hold(client, papayoo, paulo,
                                                                                       post_round):
    old, kept = papayoo(FOUR), papayoo(FOUR)
    for sheet in (old, kept):
        play_one_round(post_round, sheet)
    board = paulo()
    table = TableSheet.objects.create(game="tute", players=["Ana", "Bea", "Carla"])
    for sheet in (old, board, table):
        age(sheet, KEPT.days + 1)
    age(kept, KEPT.days - 1)
    call_command("prune", verbosity=0)
    assert list(PapayooSheet.objects.all()) == [kept]
    assert not PauloBoard.objects.exists() and not TableSheet.objects.exists()
    assert set(PapayooRound.objects.values_list("sheet", flat=True)) == {kept.pk}
    assert set(Change.objects.values_list("papayoo", flat=True)) == {kept.pk}
    # Its links lead nowhere now.
    assert client.get(f"/en/counters/papayoo/{old.token}/").status_code == 404
    assert client.get(f"/en/counters/papayoo/view/{old.view_token}/").status_code == 404
    assert retention.old_sheets() == 0
