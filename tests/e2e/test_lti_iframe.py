"""Launches inside the platform's frame, in a real browser: the platform's course page frames the tool, the
platform's signed launch is posted inside the frame, and the activity runs there with the keyboard and mouse,
its score reaching the platform. The id token is lti1p3platform's, signed with the platform's own key, which the
tool fetches as from any platform (its HTTP session). Two ways to be the platform:

- on another site, a server of its own (``other_site``): the student's drill set and the fallback to a new tab
  for a withheld cookie, where the cross-site frame is the point;
- on the live server's origin, by ``page.route`` (``lms``): the other flows (a teacher's picks on a phone, a
  practice hand, the report), where it is not.

One language a flow (the pages of either language are the same flow; the language from the platform's locale is
checked without a browser, tests/lti). The site's Content-Security-Policy is watched on every page of the frame
(tests/e2e/conftest.py)."""

from __future__ import annotations

import json
import re
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import SimpleNamespace
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import expect

from lti import http, keys
from lti.models import Deployment, Platform as Registered
from naipes import profiles as named
from naipes.bots import DEFAULT_LEVEL
from naipes_site import table_rules
from naipes_site.games import game_info
from practice import activities as practice_activities
from practice.games import trick_games
from tests.e2e.steps import PHONE
from tests.lti.platform import CLIENT_ID, DEPLOYMENT_ID, ORIGIN, Adapter, Platform, new_private_key
from trainers.class_codes import ClassCode, parse
from trainers.class_questions import entry

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

CODE = str(ClassCode("tute", ("tute-trick",), level=1, n=2, seed=1))
HEADINGS = {"es": "Serie de ejercicios", "en": "Drill set"}
FINISHED = {"es": "Has acertado 1 de 2.", "en": "You got 1 right out of 2."}
NEXT = {"es": "Siguiente pregunta", "en": "Next question"}
SCORE = {"es": "Ver mi nota", "en": "See my score"}
CHECK = {"es": "Comprobar mi respuesta", "en": "Check my answer"}
PICKER = {"es": "Elige una actividad de Naipes", "en": "Choose a Naipes activity"}


@pytest.fixture
def lms(live_server):
    base = live_server.url
    platform = Platform(base, keys.jwks(), private_key=new_private_key(), issuer=base)
    Deployment.objects.create(
        deployment_id=DEPLOYMENT_ID,
        platform=Registered.objects.create(
            issuer=base,
            client_id=CLIENT_ID,
            auth_url=f"{base}/platform-test/auth",
            token_url=f"{ORIGIN}/token",
            keyset_url=f"{ORIGIN}/jwks",
        ),
    )
    http.session.mount(ORIGIN, Adapter(platform))
    yield platform
    http.session.adapters.pop(ORIGIN, None)


def _serve_platform(page, base: str, platform: Platform, locale: str, activity: str | None = CODE, *,
                    frame: tuple[int, int] = (900, 700), **claims) -> None:
    """The platform's course page with the tool in a frame of ``frame`` pixels, and its answer to the tool's login:
    a launch of ``activity`` (none for a teacher's deep link), with ``claims``."""
    if activity is not None:
        claims["activity"] = activity
    course = (
        f"<!doctype html><title>Course</title><h1>Course</h1><iframe id='tool' src='{platform.login_url()}'"
        f" width='{frame[0]}' height='{frame[1]}' title='Naipes'></iframe>"
    )
    page.route(
        f"{base}/platform-test/course", lambda route: route.fulfill(content_type="text/html", body=course)
    )

    def login_then_authorize(route):
        # Playwright routes only the first request of a redirect chain: the tool's login is fetched as is (its
        # state cookie lands in the browser's jar), and the platform's answer to its redirect is served in its
        # place, the form a platform posts to the tool's launch.
        redirect = route.fetch(max_redirects=0)
        data = platform.authorize(redirect.headers["location"], locale=locale, **claims)
        form = (
            f"<!doctype html><title>Platform</title><form id='f' method='post' action='{data['launch_url']}'>"
            f"<input type='hidden' name='id_token' value='{data['id_token']}'>"
            f"<input type='hidden' name='state' value='{data['state']}'></form>"
            "<script>document.getElementById('f').submit()</script>"
        )
        route.fulfill(content_type="text/html", body=form)

    page.route(re.compile(re.escape(f"{base}/lti/login/") + r"\?.*"), login_then_authorize)


def _teacher_at_picker(browser, base, lms, locale, lang):
    """A teacher's deep-linking launch on a phone, at the picker in the frame: the page, the frame, and the list
    the platform's return address fills with each signed answer the picker posts back."""
    page = browser.new_context(**PHONE).new_page()
    received = []
    _serve_platform(page, base, lms, locale, None, frame=(360, 640), roles=("Instructor",), deep_linking=True)

    def deep_link_return(route):
        received.append(parse_qs(route.request.post_data)["JWT"][0])
        route.fulfill(content_type="text/html", body="<!doctype html><title>Added</title><h1>Added</h1>")

    page.route(f"{ORIGIN}/deep-link-return", deep_link_return)
    page.goto(f"{base}/platform-test/course")
    tool = page.frame_locator("#tool")
    expect(tool.get_by_role("heading", level=1)).to_have_text(PICKER[lang])
    return page, tool, received


@pytest.mark.parametrize("locale, lang", [("es-ES", "es")])
def test_a_teacher_picks_a_drill_set_on_a_phone_with_the_keyboard(browser, live_server, lms, locale, lang):
    """Deep linking in the frame: the picker in the teacher's language, a drill ticked and the form sent with
    the keyboard, and the signed answer posted back to the platform by the page's own script file."""
    page, tool, received = _teacher_at_picker(browser, live_server.url, lms, locale, lang)
    tool.locator("input[name='drill'][value='tute-trick']").focus()
    page.keyboard.press("Space")
    tool.locator("#pick-n").fill("4")
    tool.locator("#pick-n").press("Enter")
    expect(tool.get_by_role("heading", level=1)).to_have_text("Added")
    lms.config.get_registration()
    (item,) = lms.config.validate_deeplinking_resp({"JWT": received[0]})
    code = parse(item["custom"]["activity"])
    assert (code.drills, code.n, item["lineItem"]["scoreMaximum"]) == (("tute-trick",), 4, 4)


HAND = "cirulo"
"""A game whose hand has no phase of its own: every action is a card played."""
RESULT = {"es": "Tu resultado:", "en": "Your result:"}


def _next_card(url: str) -> str:
    """The card the engine's own seat would play next in the hand at ``url`` (its address holds the hand)."""
    query = {name: values[-1] for name, values in parse_qs(urlsplit(url).query).items()}
    hand = trick_games()[HAND]
    rules = table_rules.decode(HAND, query.get("profile", named.STANDARD)).rules(
        players=int(query["players"])
    )
    levels = (query.get("level", DEFAULT_LEVEL),) * rules.players
    actions = hand.parse_actions(query.get("a", ""))
    return hand.hand.replay(int(query["seed"]), rules, actions, levels=levels).learner_choice().code


@pytest.mark.parametrize("locale, lang", [("en-GB", "en")])
def test_a_student_plays_a_practice_hand_inside_the_platform_s_frame(page, live_server, lms, locale, lang):
    """A practice hand launched from the course: played card by card with the keyboard inside the frame, and
    its score sent to the platform once, when the last card falls."""
    activity = practice_activities.hand_activity(HAND, 4, named.STANDARD, "beginner")
    _serve_platform(page, live_server.url, lms, locale, activity=activity)
    page.goto(f"{live_server.url}/platform-test/course")
    tool = page.frame_locator("#tool")
    expect(tool.get_by_role("heading", level=1)).to_contain_text(game_info(HAND).name)
    # Links leave the frame for a new tab (the site's other pages refuse frames), but the skip link stays.
    expect(tool.locator("a.skip-link")).to_have_attribute("target", "_self")
    frame = page.locator("#tool").element_handle().content_frame()
    for _ in range(60):
        if tool.get_by_text(RESULT[lang]).count():
            break
        card = _next_card(frame.url)
        with frame.expect_navigation():
            tool.locator(f"button[name='play'][value='{card}']").press("Enter")
    expect(tool.get_by_text(RESULT[lang])).to_be_visible()
    assert [(s["scoreMaximum"], s["userId"]) for s in lms.scores] == [(100, "user-42")], json.dumps(
        lms.scores
    )
    frame.goto(frame.url)  # the finished hand opened again: no second score
    expect(tool.get_by_text(RESULT[lang])).to_be_visible()
    assert len(lms.scores) == 1


@pytest.mark.parametrize("locale, lang", [("en-GB", "en")])
def test_a_teacher_picks_a_practice_hand_on_a_phone_with_the_keyboard(
    browser, live_server, lms, locale, lang
):
    """The picker's practice hand: the game chosen and the form sent with the keyboard alone, on a phone's
    screen, and the platform receives the hand as a link scored out of 100."""
    page, tool, received = _teacher_at_picker(browser, live_server.url, lms, locale, lang)
    game = tool.get_by_label({"es": "Juego:", "en": "Game:"}[lang], exact=True)
    game.focus()
    game.select_option(HAND)  # as the arrow keys choose in a focused list
    players = tool.get_by_label({"es": "Jugadores:", "en": "Players:"}[lang], exact=True)
    players.select_option("4")
    players.press("Tab")
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    expect(tool.get_by_role("heading", level=1)).to_have_text("Added")
    lms.config.get_registration()
    (item,) = lms.config.validate_deeplinking_resp({"JWT": received[0]})
    assert item["custom"]["activity"] == practice_activities.hand_activity(
        HAND, 4, named.STANDARD, "beginner"
    )
    assert item["lineItem"]["scoreMaximum"] == 100


def test_a_teacher_opening_a_practice_hand_sees_the_class_s_report_in_the_frame(page, live_server, lms):
    """The teacher's launch of a hand lands on the report, which loads its poller (htmx) under the site's
    Content-Security-Policy, and offers to try the hand."""
    activity = practice_activities.hand_activity(HAND, 4, named.STANDARD, "beginner")
    _serve_platform(page, live_server.url, lms, "en-GB", activity=activity, roles=("Instructor",))
    page.goto(f"{live_server.url}/platform-test/course")
    tool = page.frame_locator("#tool")
    expect(tool.get_by_role("heading", level=1)).to_have_text("Results of this activity")
    expect(tool.locator("#lti-live")).to_have_attribute("hx-trigger", "every 15s")
    tool.get_by_role("link", name="Try the activity yourself").press("Enter")
    expect(tool.get_by_role("heading", level=1)).to_contain_text(game_info(HAND).name)


# --- a platform on another site ---------------------------------------------------------------------------------
#
# Above, the course page is served on the tool's own origin. Here the platform is a server of its own on
# 127.0.0.1 while the tool is the live server on localhost: two sites, so the frame is a third-party one, the
# launch is a cross-site post inside it and only a cookie marked ``SameSite=None; Secure`` comes back with it
# (Chromium keeps a Secure cookie that http://localhost sets, as it would over HTTPS). The platform's login
# answer and its form post go through the browser's own redirects and cookie rules, not through ``page.route``.


class _PlatformPages(BaseHTTPRequestHandler):
    """The platform's course page (the tool in a frame) and its answer to the tool's login (the signed launch, a
    form posted to the tool; with ``hold`` a button to press instead of a script, so a test may act first)."""

    platform: Platform
    claims: dict
    hold = False

    def log_message(self, *args):
        pass

    def do_GET(self):
        if self.path == "/course":
            body = (
                "<!doctype html><title>Course</title><h1>Course</h1>"
                f"<iframe id='tool' src='{self.platform.login_url()}' width='900' height='700' title='Naipes'></iframe>"
            )
        else:
            data = self.platform.authorize(self.path, **self.claims)
            submit = (
                "<button>Continue</button>"
                if self.hold
                else "<script>document.getElementById('f').submit()</script>"
            )
            body = (
                f"<!doctype html><title>Platform</title><form id='f' method='post' action='{data['launch_url']}'>"
                f"<input type='hidden' name='id_token' value='{data['id_token']}'>"
                f"<input type='hidden' name='state' value='{data['state']}'></form>{submit}"
            ).replace("</form><button>", "<button>").replace("</button>", "</button></form>")
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.end_headers()
        self.wfile.write(body.encode())


@pytest.fixture
def other_site(live_server):
    """A platform on http://127.0.0.1 (the tool is on http://localhost), registered with the tool; its keys are
    served to the tool through the tool's HTTP session, as in the other tests."""
    assert urlsplit(live_server.url).hostname == "localhost"
    server = ThreadingHTTPServer(("127.0.0.1", 0), _PlatformPages)
    origin = f"http://127.0.0.1:{server.server_port}"
    platform = Platform(live_server.url, keys.jwks(), private_key=new_private_key(), issuer=origin)
    Deployment.objects.create(
        deployment_id=DEPLOYMENT_ID,
        platform=Registered.objects.create(
            issuer=origin,
            client_id=CLIENT_ID,
            auth_url=f"{origin}/auth",
            token_url=f"{ORIGIN}/token",
            keyset_url=f"{ORIGIN}/jwks",
        ),
    )
    pages = type("Pages", (_PlatformPages,), {"platform": platform, "claims": {"activity": CODE}})
    server.RequestHandlerClass = pages
    http.session.mount(ORIGIN, Adapter(platform))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield SimpleNamespace(origin=origin, pages=pages, platform=platform)
    server.shutdown()
    server.server_close()
    http.session.adapters.pop(ORIGIN, None)


def test_a_student_runs_a_drill_set_inside_another_site_s_frame(page, other_site):
    """The platform on another site frames the tool: the launch is a cross-site post inside the frame, its state
    cookie comes back with it, the drill set is answered there and the score reaches the platform."""
    lang = "es"
    other_site.pages.claims["locale"] = "es-ES"
    page.goto(f"{other_site.origin}/course")
    tool = page.frame_locator("#tool")
    expect(tool.get_by_role("heading", level=1)).to_have_text(HEADINGS[lang])
    (state,) = [c for c in page.context.cookies() if c["name"].startswith("lti1p3-")]
    assert (state["sameSite"], state["secure"], state["httpOnly"]) == ("None", True, True)
    # Partitioned (CHIPS): kept under the platform's site, so a browser blocking third-party cookies keeps it too.
    assert state.get("partitionKey") == "http://127.0.0.1", state
    expect(
        tool.get_by_role("link", name={"es": "Abrir en una pestaña nueva", "en": "Open in a new tab"}[lang])
    ).to_have_attribute("target", "_blank")
    for number, right in ((1, True), (2, False)):
        item = entry(parse(CODE), number)
        expected = str(item.drill.expected(item.question))
        choice = (
            expected if right else next(o.value for o in item.scene.widget.options if o.value != expected)
        )
        tool.locator(f"input[name='choice'][value='{choice}']").check()
        tool.get_by_role("button", name=CHECK[lang]).press("Enter")
        tool.get_by_role("link", name=NEXT[lang] if number == 1 else SCORE[lang]).click()
    expect(tool.locator(".lti-score")).to_have_text(FINISHED[lang])
    scores = other_site.platform.scores
    assert [(s["scoreGiven"], s["scoreMaximum"], s["userId"]) for s in scores] == [(1, 2, "user-42")], (
        json.dumps(scores)
    )


def test_a_frame_whose_cookie_is_withheld_offers_a_new_tab_where_the_launch_opens(page, other_site):
    """A browser that withholds the tool's cookie inside the frame (as some block every third-party cookie): the
    launch is refused with a page that offers a new tab, and there the platform's login runs again and opens."""
    other_site.pages.claims["locale"] = "es-ES"
    other_site.pages.hold = True
    page.goto(f"{other_site.origin}/course")
    tool = page.frame_locator("#tool")
    expect(tool.get_by_role("button", name="Continue")).to_be_visible()
    page.context.clear_cookies()  # the state cookie the tool's login set in the frame, withheld
    tool.get_by_role("button", name="Continue").click()
    expect(tool.locator(".lti-refusal")).to_have_attribute("data-kind", "no_state")
    with page.expect_popup() as opened:
        tool.get_by_role("link", name="Abrir en una pestaña nueva").click()
    tab = opened.value
    tab.get_by_role("button", name="Continue").click()
    expect(tab.get_by_role("heading", level=1)).to_have_text(HEADINGS["es"])
