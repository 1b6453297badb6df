"""A launch from a real LTI 1.3 platform implementation (lti1p3platform), login to landing page, and the
launches the tool must refuse: each refused with a clear page in the user's language, logged once at WARNING,
never a 500."""

from __future__ import annotations

import logging
import re
import time
from concurrent.futures import ThreadPoolExecutor
from types import SimpleNamespace

import pytest
from django.db import connections
from django.test import Client

from lti import keys
from lti.models import Launch, OneTimeValue
from tests.lti import steps
from tests.lti.platform import Platform

pytestmark = [pytest.mark.django_db, pytest.mark.postgres]  # the nonce is spent by a DELETE only one wins

CODE = "86M-G0C-1SM"  # a Tute drill set (trainers.class_codes' own example)


def test_login_redirects_to_the_platform_with_a_state_and_a_nonce_kept_in_the_database(
    client, platform, registered
):
    answer = steps.login(client, platform)
    assert answer.status_code == 302
    assert answer["Location"].startswith("https://platform.test/auth?")
    assert "nonce=" in answer["Location"] and "state=" in answer["Location"]
    assert OneTimeValue.objects.filter(key__contains="nonce").count() == 1


@pytest.mark.parametrize(("locale", "lang"), [("es-ES", "es"), ("en-US", "en")])
def test_a_launch_lands_on_the_drill_set_page_in_the_platform_s_language(
    client, platform, registered, locale, lang
):
    answer, _ = steps.launch(client, platform, locale=locale, activity=CODE)
    assert answer.status_code == 302
    assert answer["Location"].startswith(f"/{lang}/lti/play/")
    page = client.get(answer["Location"])
    assert page.status_code == 200
    assert page.headers["Content-Language"] == lang
    kept = Launch.objects.get()
    assert (kept.sub, kept.context_id, kept.resource_link_id, kept.activity) == (
        "user-42",
        "course-9",
        "resource-1",
        CODE,
    )


def test_the_launch_keeps_no_name_and_no_email_even_when_the_platform_sends_them(
    client, platform, registered
):
    steps.launch(
        client,
        platform,
        activity=CODE,
        claims={"name": "Ana Pérez", "email": "ana@school.example", "given_name": "Ana"},
    )
    kept = Launch.objects.get()
    values = " ".join(str(getattr(kept, f.attname)) for f in Launch._meta.fields)
    values += " ".join(str(row.value) for row in OneTimeValue.objects.all())
    assert "Ana" not in values and "school.example" not in values


def _refused(answer, caplog, kind):
    assert answer.status_code in (400, 403)
    assert f'data-kind="{kind}"' in answer.content.decode()
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1, [r.getMessage() for r in warnings]
    assert kind in warnings[0].getMessage()


def test_a_token_signed_with_another_key_is_refused(client, platform, registered, other_key, caplog):
    answer, _ = steps.launch(client, platform, activity=CODE, private_key=other_key)
    _refused(answer, caplog, "bad_signature")


def test_an_expired_token_is_refused(client, platform, registered, caplog):
    # issued now and expired 2 minutes ago: beyond the clock skew the tool allows (60 s)
    answer, _ = steps.launch(client, platform, activity=CODE, expiration=-120)
    _refused(answer, caplog, "expired")


def test_a_token_a_little_past_its_expiry_is_within_the_clock_skew(client, platform, registered):
    answer, _ = steps.launch(client, platform, activity=CODE, expiration=-20)
    assert answer.status_code == 302


def test_a_replayed_launch_is_refused(client, platform, registered, caplog):
    answer, data = steps.launch(client, platform, activity=CODE)
    assert answer.status_code == 302
    again = client.post("/lti/launch/", {"id_token": data["id_token"], "state": data["state"]})
    _refused(again, caplog, "replayed")
    assert Launch.objects.count() == 1


def test_a_launch_from_an_unknown_deployment_is_refused(client, platform, registered, caplog):
    platform.settings["deployment_id"] = "deployment-nobody-registered"
    answer, _ = steps.launch(client, platform, activity=CODE)
    _refused(answer, caplog, "unknown_deployment")


def test_a_token_for_another_tool_is_refused(client, platform, registered, caplog):
    answer, _ = steps.launch(
        client, platform, activity=CODE, claims={"aud": "some-other-tool", "azp": "some-other-tool"}
    )
    _refused(answer, caplog, "wrong_audience")


def test_a_login_from_an_unknown_platform_is_refused_in_english_for_an_english_browser(
    client, platform, caplog
):
    answer = client.get(platform.login_url(), HTTP_ACCEPT_LANGUAGE="en")
    _refused(answer, caplog, "unknown_platform")
    assert "not registered with Naipes" in answer.content.decode()


def test_a_launch_without_the_state_cookie_offers_a_new_tab(client, platform, registered, caplog):
    redirect = steps.login(client, platform)
    data = platform.authorize(redirect["Location"], activity=CODE, locale="en-GB")
    client.cookies.clear()  # a browser that blocks third-party cookies in the frame
    answer = client.post("/lti/launch/", {"id_token": data["id_token"], "state": data["state"]})
    _refused(answer, caplog, "no_state")
    page = answer.content.decode()
    assert "Open in a new tab" in page and 'target="_blank"' in page and "/lti/login/?" in page


@pytest.mark.parametrize(
    "body", [{}, {"id_token": "not.a.jwt", "state": "state-x"}, {"id_token": "x" * 5000}]
)
def test_a_garbled_launch_is_refused_not_a_server_error(client, registered, body, caplog):
    answer = client.post("/lti/launch/", body)
    assert answer.status_code in (400, 403) and 'class="lti-refusal"' in answer.content.decode()
    assert len([r for r in caplog.records if r.levelno == logging.WARNING]) == 1


def test_the_refusal_page_may_be_framed_by_registered_platforms_only(client, platform, registered, other_key):
    answer, _ = steps.launch(client, platform, activity=CODE, private_key=other_key)
    policy = answer.headers["Content-Security-Policy"]
    assert "frame-ancestors https://platform.test" in policy
    assert "X-Frame-Options" not in answer.headers


def test_the_tool_s_keys_are_public_keys_only(client, db):
    keys = client.get("/lti/jwks.json").json()["keys"]
    assert keys and all(k["kty"] == "RSA" and "d" not in k and k["kid"] for k in keys)


def test_a_token_issued_in_the_future_beyond_the_clock_skew_is_refused(
    client, platform, registered, caplog, monkeypatch
):
    ahead = time.time() + 600  # the platform's clock ten minutes ahead of ours
    monkeypatch.setattr("lti1p3platform.registration.time", SimpleNamespace(time=lambda: ahead))
    answer, _ = steps.launch(client, platform, activity=CODE)
    _refused(answer, caplog, "not_yet_valid")


@pytest.mark.parametrize("missing", ["iss", "login_hint"])
def test_a_login_without_its_issuer_or_hint_is_refused_as_malformed(
    client, platform, registered, caplog, missing
):
    url = platform.login_url()
    answer = client.get(re.sub(rf"([?&]){missing}=[^&]*&?", r"\1", url))
    _refused(answer, caplog, "malformed")


@pytest.mark.django_db(transaction=True)
def test_the_same_launch_posted_twice_at_once_opens_once(platform, registered):
    """Two app servers (threads here) receive the same id token at the same moment: the nonce's row is
    deleted by one of them only, so exactly one launch opens."""
    first = Client()
    redirect = steps.login(first, platform)
    data = platform.authorize(redirect["Location"], activity=CODE)
    cookies = first.cookies

    def post(_):
        try:
            client = Client()
            client.cookies = cookies
            return client.post(
                "/lti/launch/", {"id_token": data["id_token"], "state": data["state"]}
            ).status_code
        finally:
            connections.close_all()

    with ThreadPoolExecutor(2) as pool:
        statuses = sorted(pool.map(post, range(2)))
    assert statuses == [302, 403]
    assert Launch.objects.count() == 1


def test_over_https_the_state_cookie_is_marked_to_come_back_inside_the_platform_s_frame(
    client, platform_key, registered
):
    """SameSite=None and Secure (a cross-site frame's post carries no other cookie), and Partitioned (CHIPS), so a
    browser that blocks third-party cookies still keeps it for the platform's page."""
    over_https = Platform("https://testserver", keys.jwks(), private_key=platform_key)
    answer = client.get(over_https.login_url(), secure=True)
    assert answer.status_code == 302
    (cookie,) = [m for name, m in answer.cookies.items() if name.startswith("lti1p3-")]
    written = cookie.OutputString()
    assert all(part in written for part in ("SameSite=None", "Secure", "HttpOnly", "Partitioned")), written


def test_a_launch_signed_for_an_unregistered_issuer_is_refused(client, platform, registered, caplog):
    answer, _ = steps.launch(
        client, platform, activity=CODE, claims={"iss": "https://lms.nobody-registered.example"}
    )
    _refused(answer, caplog, "unknown_platform")


def test_a_state_already_spent_is_refused_even_with_a_fresh_token(client, platform, registered, caplog):
    """The state is single-use as the nonce is: a second launch that brings back the first one's state (its cookie
    still in the browser) is refused, though its own token and nonce are new."""
    first, data = steps.launch(client, platform, activity=CODE)
    assert first.status_code == 302
    redirect = steps.login(client, platform)
    fresh = platform.authorize(redirect["Location"], activity=CODE)
    again = client.post("/lti/launch/", {"id_token": fresh["id_token"], "state": data["state"]})
    _refused(again, caplog, "stale")


def test_a_launch_whose_state_no_login_of_ours_waits_for_says_to_open_the_activity_again(
    client, platform, registered, caplog
):
    """Without its cookie and without a login waiting for its state (past its ten minutes), a new tab could not
    start it again: the page says to open the activity again from the course, and offers no new tab."""
    redirect = steps.login(client, platform)
    data = platform.authorize(redirect["Location"], activity=CODE, locale="en-GB")
    client.cookies.clear()
    OneTimeValue.objects.all().delete()
    answer = client.post("/lti/launch/", {"id_token": data["id_token"], "state": data["state"]})
    _refused(answer, caplog, "stale")
    assert "Open the activity again from your course" in answer.content.decode()
    assert "/lti/login/?" not in answer.content.decode()
