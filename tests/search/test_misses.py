"""What people searched and did not find: counted by text only, for the staff, exportable, forgotten
when old."""

import datetime

import pytest
from django.core.management import call_command
from django.utils import timezone

from search import misses
from search.models import Miss

pytestmark = pytest.mark.django_db


def test_a_search_sent_from_the_form_with_no_result_is_counted_by_its_text_alone(client):
    for _ in range(2):
        client.get("/es/search/", {"q": "  Zzqq  Xx "})
    row = Miss.objects.get(kind=Miss.NO_RESULT)
    assert (row.lang, row.query, row.count) == ("es", "zzqq xx", 2)
    # Text and count: nothing that names the visitor is a column of the table.
    assert {f.name for f in Miss._meta.get_fields()} == {"id", "lang", "query", "kind", "count", "day"}


def test_a_text_counted_again_is_raised_in_its_own_row_and_dated_today_on_either_database():
    """The raise is a statement built once per process (``naipes_site.prepared``): it finds the text's row by
    language, text and kind, and writes today's date as the database takes a date."""
    earlier = timezone.localdate() - datetime.timedelta(days=3)
    Miss.objects.create(lang="es", query="baza", kind=Miss.SHOWN, count=4, day=earlier)
    Miss.objects.create(lang="en", query="baza", kind=Miss.SHOWN, count=7, day=earlier)
    Miss.objects.create(lang="es", query="baza", kind=Miss.NO_RESULT, count=2, day=earlier)
    misses.count("es", "Baza", Miss.SHOWN)
    rows = {(row.lang, row.kind): (row.count, row.day) for row in Miss.objects.filter(query="baza")}
    assert rows == {("es", Miss.SHOWN): (5, timezone.localdate()), ("en", Miss.SHOWN): (7, earlier),
                    ("es", Miss.NO_RESULT): (2, earlier)}


def test_letters_typed_in_the_live_list_are_not_counted(client):
    client.get("/es/search/", {"q": "zzq"}, headers={"HX-Request": "true", "HX-Target": "site-search-results"})
    assert not Miss.objects.exists()


def test_results_shown_and_not_followed_appear_in_the_report(client):
    client.get("/en/search/", {"q": "trick"})
    client.get("/en/search/", {"q": "trick"})
    html = client.get("/en/search/", {"q": "renuncio"}).content.decode()
    assert 'data-counted="renuncio"' in html and 'data-click="/en/search/clicked/"' in html
    client.post("/en/search/clicked/", {"q": "renuncio"})
    rows = {row.query: row for row in misses.report()}
    assert rows["trick"].not_followed == 2 and "renuncio" not in rows


def test_the_click_is_a_post_with_the_csrf_token():
    from django.test import Client

    strict = Client(enforce_csrf_checks=True)
    assert strict.post("/en/search/clicked/", {"q": "trick"}).status_code == 403
    assert strict.get("/en/search/clicked/").status_code == 405
    assert not Miss.objects.filter(kind=Miss.CLICKED).exists()


def test_the_staff_page_needs_the_signed_key_and_exports_csv(client):
    client.get("/es/search/", {"q": "=cmd zzqq"})
    assert client.get("/es/search/misses/").status_code == 404
    assert client.get("/es/search/misses/", {"key": "forged"}).status_code == 404
    key = misses.staff_key()
    page = client.get("/es/search/misses/", {"key": key})
    assert page.status_code == 200 and "=cmd zzqq" in page.content.decode() and "Buscado y no encontrado" in page.content.decode()
    assert page["Cache-Control"] == "private, no-store"
    csv = client.get("/en/search/misses/", {"key": key, "format": "csv"})
    assert csv["Content-Type"].startswith("text/csv")
    assert csv.content.decode().splitlines() == ["lang,query,no_result,shown,clicked,not_followed", "es,'=cmd zzqq,1,0,0,0"]


def test_the_command_prints_exports_and_links(capsys):
    misses.count("en", "escoba rules", Miss.NO_RESULT)
    call_command("search_misses")
    assert "no result    1" in capsys.readouterr().out
    call_command("search_misses", "--csv")
    assert "en,escoba rules,1,0,0,0" in capsys.readouterr().out
    call_command("search_misses", "--link")
    assert "/en/search/misses/?key=" in capsys.readouterr().out


def test_old_counts_expire():
    old = timezone.localdate() - datetime.timedelta(days=misses.KEEP_DAYS + 1)
    Miss.objects.create(lang="es", query="antigua", kind=Miss.NO_RESULT, count=5, day=old)
    Miss.objects.create(lang="es", query="reciente", kind=Miss.NO_RESULT, count=1, day=timezone.localdate())
    call_command("search_misses", "--prune")
    assert list(Miss.objects.values_list("query", flat=True)) == ["reciente"]


def test_a_flood_of_distinct_texts_never_grows_a_language_past_its_cap(monkeypatch):
    monkeypatch.setattr(misses, "CAP", 12)
    for _ in range(2):
        misses.count("es", "como se juega al tute", Miss.NO_RESULT)  # typed twice: what the report is for
    for n in range(5 * misses.CAP):
        misses.count("es", f"zzqq {n}", Miss.NO_RESULT)
        misses.count("en", f"zzqq {n}", Miss.SHOWN)
    for lang in ("es", "en"):
        assert Miss.objects.filter(lang=lang).count() == misses.CAP
    # The flood churns the texts typed once; the latest of them are kept, and the one typed twice stays.
    assert Miss.objects.get(lang="es", query="como se juega al tute").count == 2
    assert Miss.objects.filter(lang="es", query=f"zzqq {5 * misses.CAP - 1}").exists()


def test_a_full_language_of_texts_typed_again_drops_new_ones(monkeypatch):
    monkeypatch.setattr(misses, "CAP", 3)
    for text in ("uno", "dos", "tres"):
        misses.count("es", text, Miss.NO_RESULT)
        misses.count("es", text, Miss.NO_RESULT)
    misses.count("es", "cuatro", Miss.NO_RESULT)
    assert sorted(Miss.objects.values_list("query", flat=True)) == ["dos", "tres", "uno"]


def test_a_click_counts_only_for_a_text_a_results_page_showed(client):
    for n in range(20):
        client.post("/en/search/clicked/", {"q": f"never searched {n}"})
    assert not Miss.objects.exists()
    client.get("/en/search/", {"q": "renuncio"})
    client.post("/en/search/clicked/", {"q": "renuncio"})
    assert Miss.objects.get(kind=Miss.CLICKED).query == "renuncio"


def test_the_prune_brings_a_language_back_under_a_lowered_cap_keeping_the_most_counted(monkeypatch):
    today = timezone.localdate()
    for n in range(6):
        Miss.objects.create(lang="es", query=f"t{n}", kind=Miss.NO_RESULT, count=n + 1, day=today)
    monkeypatch.setattr(misses, "CAP", 4)
    assert misses.prune() == 2
    assert sorted(Miss.objects.values_list("query", flat=True)) == ["t2", "t3", "t4", "t5"]


def test_the_staff_csv_is_private_and_never_stored():
    from django.test import Client

    csv = Client().get("/en/search/misses/", {"key": misses.staff_key(), "format": "csv"})
    assert csv["Cache-Control"] == "private, no-store"


@pytest.mark.postgres
def test_servers_adding_new_texts_at_once_never_pass_the_cap(transactional_db, monkeypatch):
    import threading

    from django.db import connection

    if connection.vendor == "sqlite":
        pytest.skip("SQLite serialises writers; the race is PostgreSQL's")
    monkeypatch.setattr(misses, "CAP", 5)
    misses.count("es", "primera", Miss.NO_RESULT)  # the day's prune, done before the race

    def search(n: int) -> None:
        for k in range(4):
            misses.count("es", f"consulta {n} {k}", Miss.NO_RESULT)
        connection.close()
    threads = [threading.Thread(target=search, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert Miss.objects.filter(lang="es").count() == misses.CAP
