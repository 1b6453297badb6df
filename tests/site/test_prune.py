"""`manage.py prune`: every table that would only grow is pruned after its own retention, and the page
answers that used to make a session row (for a message after the redirect) make none."""

from datetime import timedelta

import pytest
from django.contrib.sessions.backends.db import SessionStore
from django.contrib.sessions.models import Session
from django.core.management import call_command
from django.test import Client
from django.utils import timezone

from classroom import live
from classroom.models import LiveSession
from counters import history, retention as counters_retention
from counters.models import Change, PauloBoard
from tests.classroom.live_steps import open_class, seat
from trainers import retention as trainers_retention
from trainers.models import UsedNonce

pytestmark = pytest.mark.django_db


def aged(model, delta: timedelta, field: str = "created", **match) -> None:
    model.objects.filter(**match).update(**{field: timezone.now() - delta})


def test_used_nonces_go_once_their_token_cannot_be_answered_any_more():
    UsedNonce.objects.create(nonce="old")
    UsedNonce.objects.create(nonce="fresh")
    aged(UsedNonce, trainers_retention.NONCES_KEPT + timedelta(minutes=1), nonce="old")
    call_command("prune", verbosity=0)
    assert list(UsedNonce.objects.values_list("nonce", flat=True)) == ["fresh"]


def test_expired_sessions_go():
    keys = {}
    for name in ("old", "live"):
        store = SessionStore()
        store["who"] = name
        store.create()
        keys[name] = store.session_key
    Session.objects.filter(pk=keys["old"]).update(expire_date=timezone.now() - timedelta(seconds=1))
    call_command("prune", verbosity=0)
    assert not Session.objects.filter(pk=keys["old"]).exists()
    assert Session.objects.filter(pk=keys["live"]).exists()


def test_live_classes_go_after_their_retention_with_their_students():
    old, _ = open_class()
    seat(old, "Rosa")
    kept, _ = open_class()
    aged(LiveSession, live.KEPT + timedelta(hours=1), pk=old.pk)
    call_command("prune", verbosity=0)
    assert list(LiveSession.objects.all()) == [kept]
    assert not live.Student.objects.exists()


def test_purge_live_sessions_still_works_for_schedulers_that_run_it():
    old, _ = open_class()
    aged(LiveSession, live.KEPT + timedelta(hours=1), pk=old.pk)
    call_command("purge_live_sessions", verbosity=0)
    assert not LiveSession.objects.exists()


def test_a_sheet_keeps_its_latest_changes_and_undo_and_restore_reach_that_far():
    board = PauloBoard.objects.create(team_a="Us", team_b="Them", players=4, scoring="chinos")
    for n in range(6):  # versions 2 to 7
        history.commit(board, board.version, "teams", lambda b, n=n: setattr(b, "team_a", f"Us {n}"))
    other = PauloBoard.objects.create(team_a="A", team_b="B", players=4, scoring="chinos")
    history.commit(other, other.version, "teams", lambda b: None)
    assert counters_retention.old_changes(kept=3) == 3
    assert sorted(Change.objects.filter(paulo=board).values_list("version", flat=True)) == [5, 6, 7]
    assert Change.objects.filter(paulo=other).count() == 1
    with pytest.raises(history.NoSuchVersion):
        history.snapshot_at(board, 3)
    assert history.snapshot_at(board, 4) == Change.objects.get(paulo=board, version=5).before
    for _ in range(3):
        history.undo(board, board.version)
    with pytest.raises(history.NothingToUndo):
        history.undo(board, board.version)


def test_the_default_keeps_a_thousand_changes_of_each_sheet():
    assert counters_retention.CHANGES_KEPT == 1000


@pytest.mark.parametrize("lang", ["es", "en"])
def test_answering_on_a_page_makes_no_session_row_and_still_says_how_it_went(lang):
    from tests.trainers.test_views import answer_form

    client = Client()
    sessions = Session.objects.count()
    page = client.get(f"/{lang}/trainers/paulo-trumps/?level=1").content.decode()
    answered = client.post(f"/{lang}/trainers/paulo-trumps/answer/", answer_form("paulo-trumps", page))
    assert answered.status_code == 303
    shown = client.get(answered["Location"])
    assert shown.status_code == 200 and 'class="feedback' in shown.content.decode()
    assert Session.objects.count() == sessions
    assert client.cookies["naipes_answered"].value == ""  # read once, then dropped


def test_searches_not_found_go_after_their_retention():
    from search import misses
    from search.models import Miss

    misses.count("es", "escoba cirulo", Miss.NO_RESULT)
    misses.count("es", "zzqq", Miss.NO_RESULT)
    Miss.objects.filter(query="zzqq").update(day=timezone.localdate() - timedelta(days=misses.KEEP_DAYS + 1))
    call_command("prune", verbosity=0)
    assert list(Miss.objects.values_list("query", flat=True)) == ["escoba cirulo"]
