"""A live class judges the mala as the page does: with the 3 de oros, "itself" and "a 3 of oros" both make
Veintiséis and both count as right; the projector marks both, and the debrief gives the drill's own reason
for a wrong reading (docs/rules-decisions.md §46)."""

import pytest
from django.test import Client

from classroom import codes, live, sheets
from classroom.models import Answer
from tests.classroom.live_steps import open_class, seat, step, text_of
from trainers.games.docena import mala as docena_mala

pytestmark = pytest.mark.django_db

CODE = codes.ClassCode("docena", ("docena-mala",), 1, 3, 4)
"""Its first question is the mala beside the 3 de oros."""


def pick(client: Client, value: str, lang: str = "es"):
    return client.post(f"/{lang}/join/seat/answer/", {"question": "0", "choice": value})


def test_both_readings_that_make_veintiseis_are_right_and_the_debrief_gives_the_drills_reason():
    session, secret = open_class(code=CODE)
    entry = live.question(session, 0)
    assert [c.code for c in entry.question.others] == ["3O"]
    assert sheets.answer(entry).values == {"3O", "5O"}
    ana, ben, cai = seat(session, "Ana"), seat(session, "Ben", "en"), seat(session, "Cai", "en")
    step(secret, "start")
    assert pick(ana, "5O").status_code == 200
    assert pick(ben, "3O", "en").status_code == 200
    assert pick(cai, "2O", "en").status_code == 200
    assert sorted(Answer.objects.values_list("given__choice", "correct")) == [
        (["2O"], False), (["3O"], True), (["5O"], True)]
    spread = live.spread(session, 0)
    assert spread.right == 2
    assert {bar.label["en"] for bar in spread.bars if bar.right} == {"A 3 of oros",
                                                                     "Itself, the 5 of oros (named flores, Veintiséis)"}
    step(secret, "reveal")
    for _ in range(CODE.n):
        step(secret, "next")
    [miss] = [m for m in live.debrief(session, live.report(session)) if m.entry.number == 1]
    told = docena_mala.check(entry.question, docena_mala.parse_answer({"answer": "2O"})).why_wrong
    assert miss.why == told
    assert "a 2 of oros" in told["en"] and "un 2 de oros" in told["es"]
    assert "Veintiséis" in text_of(Client().get(f"/en/classroom/live/{secret}/"))
