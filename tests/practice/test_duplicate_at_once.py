"""The same deal for everyone on several app servers at once: the shared state is the database's alone, so a hand's
last play sent six times at the same moment counts once (La Docena's last press too, through its own view), the
first visitors of the day make one deal of the day, and the par is worked out once however many open the results together.

Threads need a database they can share: SQLite in a file (the test settings name one) or PostgreSQL when
``DATABASE_URL`` points to one.
"""

from __future__ import annotations

from urllib.parse import parse_qs, urlencode, urlparse

import pytest
from django.test import Client

from practice import duplicate
from practice.models import DuplicateDeal, DuplicateResult
from tests.at_once import all_at_once
from tests.calls import recorded
from tests.practice import test_duplicate_deals as deals, test_duplicate_docena as docena_deal

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.postgres]

GAME = "cirulo"
"""A game whose hand is cards played only."""
AT_ONCE = 6


def _code_of_today(client: Client) -> str:
    return client.get(f"/en/practice/{GAME}/today/")["Location"].rstrip("/").split("/")[-1]


def test_the_first_visitors_of_the_day_make_one_deal_of_the_day():
    codes = all_at_once([lambda: _code_of_today(Client()) for _ in range(AT_ONCE)])
    assert len(set(codes)) == 1
    assert DuplicateDeal.objects.count() == 1


def test_the_last_play_sent_six_times_at_once_counts_once():
    client = Client()
    url = client.get(f"/en/practice/deal/{_code_of_today(client)}/play/")["Location"]
    query = {name: values[-1] for name, values in parse_qs(urlparse(url).query).items()}
    actions = deals._actions(url)
    last = f"{url.split('?')[0]}?{urlencode({**query, 'a': ','.join(a.code for a in actions[:-1]), 'play': actions[-1].code})}"
    statuses = all_at_once([lambda: Client().get(last).status_code for _ in range(AT_ONCE)])
    assert statuses == [302] * AT_ONCE
    assert DuplicateResult.objects.count() == 1
    assert DuplicateDeal.objects.get().version == 1


def test_la_docenas_last_press_sent_six_times_at_once_counts_once():
    """La Docena's betting hand has a view of its own: the same attempt, the same one result."""
    client = Client()
    press = docena_deal.last_press(client, deals._start(client, docena_deal.today_code(client)))
    statuses = all_at_once([lambda: Client().get(press).status_code for _ in range(AT_ONCE)])
    assert statuses == [302] * AT_ONCE
    assert DuplicateResult.objects.count() == 1
    assert DuplicateDeal.objects.get().version == 1


def test_the_par_is_worked_out_once_when_many_open_the_results_together(monkeypatch):
    code = _code_of_today(Client())
    calls = recorded(monkeypatch, duplicate, "compute_par")
    statuses = all_at_once([lambda: Client().get(f"/en/practice/deal/{code}/results/").status_code
                            for _ in range(AT_ONCE)])
    assert statuses == [200] * AT_ONCE
    assert len(calls) == 1
