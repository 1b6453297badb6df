"""One class code, one list of questions: the worksheet, its key, the projector quiz and a live session
all show the same questions in the same order, for every drill."""

import re

import pytest

from classroom import codes, sheets, tokens
from trainers.drills import DRILLS

pytestmark = pytest.mark.django_db


def code_for(slug: str, n: int = 4) -> codes.ClassCode:
    drill = DRILLS[slug]
    return codes.ClassCode(drill.GAME, (slug,), drill.LEVELS[-1], n, 4242)


def prompts(html: str) -> list[str]:
    return re.findall(r'<h[12][^>]*>(?:<span class="cr-number-badge">\d+</span> )?([^<]+)</h[12]>', html)


@pytest.mark.parametrize("slug", sorted(DRILLS))
def test_the_same_code_draws_the_same_list_every_time(slug):
    code = code_for(slug)
    first = [(e.drill.SLUG, e.question) for e in sheets.entries(code)]
    again = [(e.drill.SLUG, e.question) for e in sheets.entries(codes.parse(str(code)))]
    assert first == again
    assert [sheets.entry(code, n).question for n in range(1, code.n + 1)] == [q for _, q in first]


@pytest.mark.parametrize("slug", sorted(DRILLS))
def test_worksheet_key_quiz_and_live_session_show_one_list(client, slug):
    from classroom import live

    code = code_for(slug)
    expected = [e.scene.prompt["en"] for e in sheets.entries(code)]
    sheet = client.get(f"/en/classroom/sheet/{code}/").content.decode()
    key = client.get(f"/en/classroom/key/{tokens.key_token(code)}/").content.decode()
    quiz = [client.get(f"/en/classroom/quiz/{code}/{n}/").content.decode() for n in range(1, code.n + 1)]
    session, _secret = live.open_session(code, live.TEACHER_PACED, live.AFTER_EACH)
    in_session = [live.question(session, n).scene.prompt["en"] for n in range(code.n)]
    for html in (sheet, key):
        found = [p.strip() for p in prompts(html) if p.strip() in expected]
        assert found == expected
    for n, html in enumerate(quiz):
        assert expected[n] in html
    assert in_session == expected
