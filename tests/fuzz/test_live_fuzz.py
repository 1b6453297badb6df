"""A live class sent hostile requests: the crawl of the forms fuzz never reaches it (its pages need a
teacher's link or a seated phone), so a class is opened here, a phone seated and the first question shown,
and then the phone's answer and poll, the teacher's steps and panel, and the projector's poll get hostile
fields, queries, cookies, links and headers. Never a 5xx."""

from urllib.parse import quote as url_quote

import pytest
from hypothesis import given, strategies as st

from classroom import codes, live
from classroom.live_views import COOKIE
from tests.classroom.live_steps import answer_fields, open_class, seat, step
from tests.fuzz.conftest import no_server_error
from tests.fuzz.strategies import FUZZ, HUGE_DIGITS, headers, query, text

pytestmark = [pytest.mark.django_db, pytest.mark.filterwarnings("ignore::hypothesis.errors.HypothesisWarning")]

CODE = codes.ClassCode("docena", ("docena-hand", "docena-mala"), 1, 3, 777)


@pytest.fixture
def live_class():
    """An open class on its first question, with one phone seated: (session, teacher secret, phone)."""
    session, secret = open_class(code=CODE)
    phone = seat(session, "Pat", "en")
    phone.raise_request_exception = False
    step(secret, "start")
    return session, secret, phone


value = st.one_of(text, HUGE_DIGITS, st.integers().map(str))
lang = st.sampled_from(["es", "en"])


def _answer_pairs(session) -> st.SearchStrategy[list[tuple[str, str]]]:
    """The answer a browser sends (right or wrong), each field maybe dropped, doubled or hostile, and
    fields the drill does not have."""
    shown = [(name, v) for right in (True, False) for name, values in answer_fields(session, 0, right).items()
             for v in (values if isinstance(values, list) else [values])]
    names = sorted({n for n, _v in shown} | {"question", "choice", "n-x", "pos-1O"})
    own = st.lists(st.one_of(st.sampled_from(shown), st.tuples(st.sampled_from(names), value)), max_size=8)
    return st.tuples(own, st.lists(st.tuples(text, text), max_size=2)).map(lambda t: t[0] + t[1])


def test_a_seated_phones_answers_and_polls_never_give_a_server_error(live_class):
    session, _secret, phone = live_class

    @FUZZ
    @given(lang=lang, pairs=_answer_pairs(session), poll=query(["key", "question"]), extra=headers)
    def run(lang, pairs, poll, extra):
        body = encode(pairs)
        no_server_error(phone.post(f"/{lang}/join/seat/answer/", body,
                                   content_type="application/x-www-form-urlencoded", **extra), ("answer", pairs))
        for page in ("seat/poll/", "seat/", "seat/review/"):
            no_server_error(phone.get(f"/{lang}/join/{page}?{encode(poll)}", **extra), (page, poll, extra))

    run()


def test_hostile_seat_cookies_never_give_a_server_error(live_class, client):
    client.raise_request_exception = False

    # As WSGI hands a header over: its bytes (a browser's UTF-8) read as latin-1.
    wsgi = value.map(lambda v: v.encode("utf-8", "surrogatepass").decode("latin-1"))

    @FUZZ
    @given(lang=lang, cookie=st.one_of(wsgi, st.text(st.characters(max_codepoint=255), max_size=80)), extra=headers)
    def run(lang, cookie, extra):
        client.cookies[COOKIE] = cookie
        for page in ("seat/poll/", "seat/", "seat/review/"):
            no_server_error(client.get(f"/{lang}/join/{page}", **extra), (page, cookie))
        no_server_error(client.post(f"/{lang}/join/seat/answer/", {"question": "0", "choice": "1"}, **extra),
                        ("answer", cookie))

    run()


def test_a_teachers_steps_panel_and_projector_never_give_a_server_error(live_class, client):
    session, secret, _phone = live_class
    client.raise_request_exception = False
    screen = live.screen_key(secret)
    actions = st.one_of(st.sampled_from(["start", "reveal", "next", "remove", "", "end"]), text)
    students = st.one_of(st.just(str(session.students.first().pk)), value)

    @FUZZ
    @given(lang=lang, action=actions, student=students, poll=query(["key", "since"]), extra=headers,
           link=st.one_of(st.just(secret), value.map(lambda v: quote(v, safe=""))),
           key=st.one_of(st.just(screen), value.map(lambda v: quote(v, safe=""))))
    def run(lang, action, student, poll, extra, link, key):
        body = encode([("action", action), ("student", student)])  # a lone surrogate goes out as broken UTF-8
        no_server_error(client.post(f"/{lang}/classroom/live/{link}/step/", body,
                                    content_type="application/x-www-form-urlencoded", **extra),
                        ("step", action, student, link))
        for page in (f"classroom/live/{link}/panel/", f"classroom/live/{link}/", f"classroom/live/{link}/report.csv",
                     f"classroom/screen/{key}/poll/", f"classroom/screen/{key}/"):
            no_server_error(client.get(f"/{lang}/{page}?{encode(poll)}", **extra), (page, poll, extra))

    run()


def quote(value: str, safe: str = "") -> str:
    return url_quote(value, safe=safe, errors="surrogatepass")


def encode(pairs: list[tuple[str, str]]) -> str:
    return "&".join(f"{quote(n)}={quote(v)}" for n, v in pairs)
