"""A practice hand and a shared deal as platform activities: the teacher picks one in the picker (the platform
accepts the signed answer), a student's launch opens the hand framed by the platform only, and when the hand
ends its score (the share of the opponents the student finished ahead of, out of 100) reaches the platform's
gradebook once, however often the last page is opened again. The teacher sees it in the report."""

from __future__ import annotations

import html as markup
import logging
import re
from urllib.parse import parse_qs, urlencode, urlparse

import pytest
from django.test import Client

from lti.models import Attempt, ScoreToSend
from naipes import profiles as named
from naipes.bots import DEFAULT_LEVEL, game_bots
from naipes_site import activities, table_rules
from practice import activities as offered, duplicate, levels
from practice.games import trick_games
from tests.lti import steps
from tests.lti.platform import ORIGIN
from tests.practice import test_duplicate_docena as docena_hands

pytestmark = [pytest.mark.django_db, pytest.mark.postgres]  # the attempt's id and the outbox decide "once"

GAME = "cirulo"
"""A game whose hand has no phase of its own: every action is a card played."""
LANGS = {"es": "es-ES", "en": "en-GB"}


def _page(response) -> str:
    return markup.unescape(response.content.decode())


def _query(url: str) -> dict[str, str]:
    return {name: values[-1] for name, values in parse_qs(urlparse(url).query).items()}


def _pick(client: Client, platform, form: dict, locale: str = "en-GB"):
    landed, _ = steps.launch(client, platform, roles=("Instructor",), deep_linking=True, locale=locale)
    return client.post(landed["Location"], form)


def _accepted_activity(platform, answer) -> dict:
    """The content item the platform reads from the tool's signed answer (the platform checks the signature)."""
    jwt = markup.unescape(re.search(r'name="JWT" value="([^"]+)"', answer.content.decode()).group(1))
    platform.config.get_registration()
    (item,) = platform.config.validate_deeplinking_resp({"JWT": jwt})
    return item


def _landed(client: Client, platform, activity: str, locale: str = "es-ES", **claims) -> str:
    """A student's launch of ``activity``, followed to the hand's page with its seed: that page's address."""
    landed, _ = steps.launch(client, platform, activity=activity, locale=locale, **claims)
    assert landed.status_code == 302
    first = client.get(landed["Location"])
    assert first.status_code in (200, 302), first.content[:400]
    return first["Location"] if first.status_code == 302 else landed["Location"]


def _actions(url: str) -> list:
    """The student's cards to the end of the hand at ``url``, as the engine's own seat would play them."""
    query = _query(url)
    hand = trick_games()[GAME]
    table = table_rules.decode(GAME, query.get("profile", named.STANDARD))
    rules = table.rules(players=int(query["players"]))
    levels = (query.get("level", DEFAULT_LEVEL),) * rules.players
    seed, actions = int(query["seed"]), []
    state = hand.hand.replay(seed, rules, actions, levels=levels)
    while state.phase != "done":
        actions.append(state.learner_choice())
        state = hand.hand.replay(seed, rules, actions, levels=levels)
    return actions


def _finish(client: Client, url: str):
    """Play the hand at ``url`` to its last card: the address of that last play, and the page after it."""
    actions = _actions(url)
    path, query = url.split("?", 1)
    last = (
        f"{path}?{query}&{urlencode({'a': ','.join(a.code for a in actions[:-1]), 'play': actions[-1].code})}"
    )
    return last, client.get(last, follow=True)


@pytest.mark.parametrize("lang", LANGS)
def test_the_picker_offers_a_practice_hand_and_the_same_deal_in_the_teacher_s_language(
    client, platform, registered, lang
):
    landed, _ = steps.launch(client, platform, roles=("Instructor",), deep_linking=True, locale=LANGS[lang])
    page = _page(client.get(landed["Location"]))
    said = {
        "es": ("mano de práctica", "El mismo reparto para todos", "Reparto del día"),
        "en": ("practice hand", "the same deal for everyone", "Deal of the day"),
    }[lang]
    for words in said:
        assert words.lower() in page.lower(), words
    assert 'name="kind" value="hand"' in page and 'name="kind" value="deal"' in page
    # Every practice hand, La Docena's betting hand (a page of its own) too, and each one's deal of the day.
    assert page.count('<option value="docena"') == 2
    # Plain, labelled form controls: every field has its label.
    for field in ("hand-game", "hand-players", "hand-table", "hand-level", "deal-today", "deal-code"):
        assert f'for="id_{field}"' in page and f'id="id_{field}"' in page


def test_a_picked_practice_hand_goes_back_signed_scored_out_of_100(client, platform, registered):
    answer = _pick(
        client,
        platform,
        {"kind": "hand", "hand-game": GAME, "hand-players": "4", "hand-table": "", "hand-level": "beginner"},
    )
    assert answer.status_code == 200
    item = _accepted_activity(platform, answer)
    assert item["custom"]["activity"] == offered.hand_activity(GAME, 4, named.STANDARD, "beginner")
    assert item["lineItem"]["scoreMaximum"] == 100


@pytest.mark.parametrize(
    ("form", "field"),
    [
        pytest.param(
            {"hand-game": "cirulo", "hand-players": "9", "hand-level": "beginner"},
            "hand-players",
            id="players",
        ),
        pytest.param(
            {
                "hand-game": "cirulo",
                "hand-players": "4",
                "hand-table": "no-such-table",
                "hand-level": "beginner",
            },
            "hand-table",
            id="table",
        ),
        pytest.param(
            {"hand-game": "nope", "hand-players": "4", "hand-level": "beginner"}, "hand-game", id="game"
        ),
    ],
)
def test_a_wrong_hand_is_said_beside_its_field(client, platform, registered, form, field):
    answer = _pick(client, platform, {"kind": "hand", **form}, locale="es-ES")
    assert answer.status_code == 400
    assert f'id="id_{field}-error"' in answer.content.decode()


def test_a_deal_by_a_code_that_names_none_is_refused_in_the_teacher_s_language(client, platform, registered):
    answer = _pick(client, platform, {"kind": "deal", "deal-code": "ZZZZZZ"}, locale="es-ES")
    assert answer.status_code == 400 and "Ningún reparto" in _page(answer)
    answer = _pick(client, platform, {"kind": "deal"}, locale="en-GB")
    assert answer.status_code == 400 and "Choose a game's deal of the day" in _page(answer)


def test_deep_link_to_a_hand_launch_play_to_the_end_and_the_platform_gets_the_score_once(
    client, platform, registered
):
    answer = _pick(
        client, platform, {"kind": "hand", "hand-game": GAME, "hand-players": "4", "hand-level": "beginner"}
    )
    activity = _accepted_activity(platform, answer)["custom"]["activity"]
    url = _landed(client, platform, activity)
    assert url.startswith(f"/es/practice/{GAME}/?") and activities.QUERY in _query(url)
    opened = client.get(url)
    # Framed by the launching platform only, without the site's header.
    assert opened.status_code == 200
    assert f"frame-ancestors {ORIGIN}" in opened.headers["Content-Security-Policy"]
    assert "X-Frame-Options" not in opened.headers
    assert 'class="site-header"' not in opened.content.decode()
    assert platform.scores == []
    last, ended = _finish(client, url)
    assert ended.status_code == 200 and "Tu resultado" in _page(ended)
    (score,) = platform.scores
    attempt = Attempt.objects.get()
    assert (
        score["scoreMaximum"] == 100 and score["scoreGiven"] == attempt.right and score["userId"] == "user-42"
    )
    assert 0 <= attempt.right <= 100
    # The last play again, the finished page reloaded, the hand replayed to its end: still one score.
    client.get(last, follow=True)
    client.get(ended.redirect_chain[-1][0])
    _finish(client, url)
    assert len(platform.scores) == 1 and Attempt.objects.count() == 1 and ScoreToSend.objects.count() == 1


def test_a_hand_played_under_other_options_than_the_activity_s_sends_nothing(client, platform, registered):
    activity = offered.hand_activity(GAME, 4, named.STANDARD, "beginner")
    url = _landed(client, platform, activity)
    changed = url.replace("level=beginner", "level=club") if "level=beginner" in url else f"{url}&level=club"
    _, ended = _finish(client, changed)
    assert ended.status_code == 200 and platform.scores == [] and not Attempt.objects.exists()


def test_the_deal_of_the_day_as_an_activity_counts_in_everyone_s_results_and_the_gradebook(
    client, platform, registered
):
    answer = _pick(client, platform, {"kind": "deal", "deal-today": GAME})
    activity = _accepted_activity(platform, answer)["custom"]["activity"]
    assert activity == f"deal:today:{GAME}"
    url = _landed(client, platform, activity, locale="en-GB")
    query = _query(url)
    deal = duplicate.attempt(query[duplicate.QUERY]).deal
    assert deal.day == duplicate.today() and deal.game == GAME
    _, ended = _finish(client, url)
    assert "Your result" in _page(ended)
    assert len(platform.scores) == 1 and deal.results.count() == 1


def test_a_picked_deal_by_its_code(client, platform, registered):
    deal = duplicate.stored(duplicate.Deal(GAME, 1234, named.STANDARD, 4, "beginner"))
    answer = _pick(client, platform, {"kind": "deal", "deal-code": deal.code.lower()})
    activity = _accepted_activity(platform, answer)["custom"]["activity"]
    assert activity == f"deal:{deal.code}"
    url = _landed(client, platform, activity)
    assert int(_query(url)["seed"]) == 1234
    _finish(client, url)
    assert len(platform.scores) == 1


@pytest.mark.parametrize("address", [f"{GAME}/?players=4&seed=5&play=1o", "docena/?players=4&do=pass"])
def test_a_forged_embed_token_is_refused_with_a_clear_page_logged_once(client, registered, address, caplog):
    """The hand page's token is what turns its end into a score for a host: a forged or stale one (a forged score
    report, a hand left open past its launch) is refused with a page that says what to do, logged once at WARNING,
    and shown inside the platform's frame (a page the site refused to frame would show nothing there)."""
    response = client.get(f"/en/practice/{address}&embed=forged")
    assert response.status_code == 400 and "open the activity again" in _page(response)
    assert f"frame-ancestors {ORIGIN}" in response.headers["Content-Security-Policy"]
    assert "X-Frame-Options" not in response.headers
    warnings = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(warnings) == 1 and "embed token forged" in warnings[0]


@pytest.mark.parametrize("lang", LANGS)
def test_the_teacher_s_report_shows_the_hand_s_score_by_anonymous_id(client, platform, registered, lang):
    activity = offered.hand_activity(GAME, 4, named.STANDARD, "beginner")
    _finish(client, _landed(client, platform, activity, user="anon-7f3"))
    _landed(Client(), platform, activity, user="anon-9zz")  # a hand under way
    teacher, _ = steps.launch(
        Client(), platform, activity=activity, roles=("Instructor",), locale=LANGS[lang], user="teacher-1"
    )
    assert "/lti/report/" in teacher["Location"]
    page = _page(client.get(teacher["Location"]))
    attempt = Attempt.objects.get()
    assert "anon-7f3" in page and f"{attempt.right}/100" in page
    assert {"es": "Podio", "en": "Podium"}[lang] in page
    assert {"es": "enviada", "en": "sent"}[lang] in page
    body = page[page.index("<tbody>") : page.index("</tbody>")]
    assert "anon-9zz" in body and {"es": "en curso", "en": "in progress"}[lang] in body
    assert {"es": "2 alumnos la abrieron", "en": "2 students opened it"}[lang] in page
    assert "teacher-1" not in page
    # The teacher may try the hand: it is the activity's, and sends no grade.
    tried = re.search(
        r'href="([^"]+)">' + {"es": "Prueba la actividad", "en": "Try the activity yourself"}[lang], page
    )
    _finish(client, client.get(tried.group(1))["Location"])
    assert len(platform.scores) == 1 and Attempt.objects.count() == 1


def test_the_score_is_the_share_of_opponents_beaten_a_tie_counting_half(monkeypatch):
    bots = game_bots(GAME)
    monkeypatch.setattr(bots, "scores", lambda hand: (5, 1, 5, 9))  # ahead of one, level with one, behind one
    assert offered.score(GAME, object()) == activities.Score(50, 100, offered.score(GAME, object()).said)
    monkeypatch.setattr(bots, "scores", lambda hand: (9, 1, 2, 3))
    assert offered.score(GAME, object()).given == 100
    monkeypatch.setattr(bots, "scores", lambda hand: (0, 1, 2, 3))
    assert offered.score(GAME, object()).given == 0


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", sorted(trick_games()))
def test_inside_the_frame_the_hand_stands_alone_and_its_links_open_a_new_tab(
    client, platform, registered, lang, game
):
    url = _landed(
        client,
        platform,
        offered.hand_activity(game, trick_games()[game].default_players, named.STANDARD, "beginner"),
        locale=LANGS[lang],
    )
    response = client.get(url)
    page = _page(response)
    assert response.status_code == 200 and response.headers["Content-Language"] == lang
    assert '<base target="_blank">' in page and 'class="site-header"' not in page
    assert 'class="practice-tools"' not in page  # no new hand, no other level: the activity's hand only
    assert 'target="_self"' in page  # its forms stay in the frame
    assert {"es": "Mano de práctica", "en": "Practice hand"}[lang] in page


def test_outside_a_frame_the_hand_page_is_as_it_was(client):
    page = _page(client.get(f"/en/practice/{GAME}/?seed=5&players=4"))
    assert (
        '<base target="_blank">' not in page
        and 'class="practice-tools"' in page
        and 'target="_self"' not in page
    )


def test_the_hook_is_filled_when_the_site_starts():
    assert {kind.slug for kind in activities.KINDS} >= {"hand", "deal"}
    assert any(host.name == "lti" for host in activities.HOSTS)


def test_a_browser_s_kept_table_and_level_do_not_change_the_activity_s_hand(client, platform, registered):
    client.cookies[levels.COOKIE] = "club"
    client.cookies[table_rules.cookie_name(GAME)] = "sabelotodo"
    url = _landed(client, platform, offered.hand_activity(GAME, 4, named.STANDARD, "beginner"))
    query = _query(url)
    assert (
        query.get("level", DEFAULT_LEVEL) == "beginner"
        and query.get("profile", named.STANDARD) == named.STANDARD
    )
    _finish(client, url)
    assert len(platform.scores) == 1


def test_la_docena_s_betting_hand_is_an_activity_framed_alone_and_scored_once(client, platform, registered):
    """La Docena's hand has a page of its own (a signed state, buttons to bet): picked, launched, played to its end
    inside the frame, and its score (by the stones each seat ends with) sent once."""
    answer = _pick(
        client,
        platform,
        {"kind": "hand", "hand-game": "docena", "hand-players": "4", "hand-level": "beginner"},
    )
    activity = _accepted_activity(platform, answer)["custom"]["activity"]
    assert activity == offered.hand_activity("docena", 4, named.STANDARD, "beginner")
    url = _landed(client, platform, activity)
    assert url.startswith("/es/practice/docena/?") and "h" in _query(url) and activities.QUERY in _query(url)
    opened = client.get(url)
    page = _page(opened)
    assert f"frame-ancestors {ORIGIN}" in opened.headers["Content-Security-Policy"]
    assert '<base target="_blank">' in page and 'class="site-header"' not in page
    assert 'class="practice-tools"' not in page and 'class="docena-form" target="_self"' in page
    press = docena_hands.last_press(client, url)
    ended = client.get(press, follow=True)
    assert "Tu resultado" in _page(ended)
    (score,) = platform.scores
    assert score["scoreMaximum"] == 100 and score["scoreGiven"] == Attempt.objects.get().right
    client.get(press, follow=True)  # the last button pressed again: still one score
    assert len(platform.scores) == 1 and ScoreToSend.objects.count() == 1


def test_la_docena_s_deal_of_the_day_launches_its_own_hand_page(client, platform, registered):
    url = _landed(client, platform, "deal:today:docena", locale="en-GB")
    query = _query(url)
    assert url.startswith("/en/practice/docena/?") and {"h", duplicate.QUERY, activities.QUERY} <= set(query)
    assert duplicate.attempt(query[duplicate.QUERY]).deal.day == duplicate.today()
