"""Deep linking (a teacher picks a drill set in our picker, the platform receives a signed
LtiDeepLinkingResponse and launches it), dynamic registration (one address pasted into the platform), and
the owner's configuration page."""

from __future__ import annotations

import re
from html import unescape

import pytest
from django.core.management import call_command
from django.urls import reverse
from django.utils import translation

from lti import owner, registration
from lti.models import Deployment, Platform as Registered
from tests.lti import steps
from tests.lti.platform import CLIENT_ID, DEPLOYMENT_ID, ISSUER, ORIGIN
from trainers.class_codes import parse

pytestmark = pytest.mark.django_db


def _teacher_picks(client, platform, form: dict, locale: str = "en-GB"):
    landed, _ = steps.launch(client, platform, roles=("Instructor",), deep_linking=True, locale=locale)
    assert re.match(r"^/(es|en)/lti/pick/", landed["Location"]), landed
    return landed["Location"], client.post(landed["Location"], form)


def test_the_picker_is_the_teacher_s_language_and_lists_every_game_s_drills(client, platform, registered):
    landed, _ = steps.launch(client, platform, roles=("Instructor",), deep_linking=True, locale="es-ES")
    page = client.get(landed["Location"])
    assert page.status_code == 200 and page.headers["Content-Language"] == "es"
    assert page.content.decode().count('name="drill"') >= 5


def test_a_picked_drill_set_goes_back_signed_and_the_platform_accepts_it(client, platform, registered):
    _, answer = _teacher_picks(client, platform, {"drill": ["tute-trick"], "level": "2", "n": "5"})
    assert answer.status_code == 200
    page = answer.content.decode()
    assert 'action="https://platform.test/deep-link-return"' in page
    assert "form-action 'self' https://platform.test" in answer.headers["Content-Security-Policy"]
    jwt = unescape(re.search(r'name="JWT" value="([^"]+)"', page).group(1))
    config = platform.config
    config.get_registration()
    items = config.validate_deeplinking_resp({"JWT": jwt})
    assert len(items) == 1 and items[0]["type"] == "ltiResourceLink"
    code = parse(items[0]["custom"]["activity"])
    assert (code.drills, code.level, code.n) == (("tute-trick",), 2, 5)
    assert items[0]["lineItem"]["scoreMaximum"] == 5
    # The platform launches the new activity: a student lands on its drill set.
    landed, _ = steps.launch(client, platform, activity=str(code))
    assert client.get(landed["Location"]).status_code == 200


@pytest.mark.parametrize(
    "form",
    [
        pytest.param({"level": "1", "n": "5"}, id="no-drill"),
        pytest.param({"drill": ["tute-trick"], "level": "1", "n": "99"}, id="too-many"),
        pytest.param({"drill": ["tute-trick"], "level": "x", "n": "5"}, id="not-a-number"),
        pytest.param(
            {"drill": ["tute-trick"], "level": "1", "n": "5", "table-tute": "no-such-table-exists"},
            id="bad-table",
        ),
    ],
)
def test_a_wrong_pick_is_said_on_the_page(client, platform, registered, form):
    _, answer = _teacher_picks(client, platform, form)
    assert answer.status_code == 400 and 'role="alert"' in answer.content.decode()


def test_a_student_s_launch_cannot_open_the_picker(client, platform, registered):
    landed, _ = steps.launch(client, platform, deep_linking=True)
    assert landed.status_code == 403


def test_dynamic_registration_registers_the_platform_asking_for_no_personal_claims(client, platform, rf):
    request = rf.get("/")
    address = registration.url(request).removeprefix("http://testserver")
    answer = client.get(
        address,
        {
            "openid_configuration": f"{ORIGIN}/.well-known/openid-configuration",
            "registration_token": "reg-token-1",
        },
    )
    assert answer.status_code == 200
    registered = Registered.objects.get()
    assert (registered.issuer, registered.client_id, registered.keyset_url) == (
        ISSUER,
        CLIENT_ID,
        f"{ORIGIN}/jwks",
    )
    assert Deployment.objects.get().deployment_id == DEPLOYMENT_ID
    sent = platform.registered[0]
    claims = sent["https://purl.imsglobal.org/spec/lti-tool-configuration"]["claims"]
    assert set(claims) == {"iss", "sub"}
    assert sent["jwks_uri"].endswith("/lti/jwks.json") and sent["initiate_login_uri"].endswith("/lti/login/")
    # and the platform so registered launches the tool
    landed, _ = steps.launch(client, platform, activity="841-000-01V")
    assert landed.status_code == 302


def test_dynamic_registration_without_the_owner_s_key_is_refused(client, platform):
    answer = client.get(
        reverse("lti:register", args=["forged"]),
        {"openid_configuration": f"{ORIGIN}/.well-known/openid-configuration"},
    )
    assert answer.status_code == 403 and not Registered.objects.exists()


def test_dynamic_registration_with_a_bad_token_is_refused_with_a_page(client, platform, rf):
    address = registration.url(rf.get("/")).removeprefix("http://testserver")
    answer = client.get(
        address,
        {"openid_configuration": f"{ORIGIN}/.well-known/openid-configuration", "registration_token": "wrong"},
    )
    assert answer.status_code == 400 and not Registered.objects.exists()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_owner_s_page_lists_the_platforms_after_the_owner_s_link(client, registered, lang):
    with translation.override(lang):
        page = reverse("lti_pages:owner")
        enter = reverse("lti_pages:owner_enter", args=[owner.owner_key()])
    assert client.get(page).status_code == 403
    assert client.get(enter).status_code == 302
    answer = client.get(page)
    assert answer.status_code == 200
    text = answer.content.decode()
    assert ISSUER in text and CLIENT_ID in text and DEPLOYMENT_ID in text and "/lti/register/" in text


def test_manual_registration_from_the_shell(db, capsys):
    call_command(
        "lti",
        "register",
        "--issuer",
        "https://canvas.instructure.com",
        "--client-id",
        "10000000000042",
        "--auth-url",
        "https://sso.canvaslms.com/api/lti/authorize_redirect",
        "--token-url",
        "https://sso.canvaslms.com/login/oauth2/token",
        "--keyset-url",
        "https://sso.canvaslms.com/api/lti/security/jwks",
        "--deployment",
        "42:abc",
        "--frame-origin",
        "https://school.instructure.com",
    )
    platform = Registered.objects.get()
    assert platform.deployments.get().deployment_id == "42:abc"
    assert "registered" in capsys.readouterr().out


def _content_item(platform, answer) -> dict:
    jwt = unescape(re.search(r'name="JWT" value="([^"]+)"', answer.content.decode()).group(1))
    platform.config.get_registration()
    (item,) = platform.config.validate_deeplinking_resp({"JWT": jwt})
    return item


def test_a_class_code_pasted_becomes_the_activity_and_a_student_s_launch_runs_its_set(
    client, platform, registered
):
    """A class's printed set (its class code, with the table it fixes for Tute) is the activity as it is: the
    same questions, under the same table, scored out of its number of questions."""
    _, answer = _teacher_picks(
        client, platform, {"class_code": " 86m-goc 1sm + Tute:m0 ", "level": "1", "n": "10"}
    )
    item = _content_item(platform, answer)
    code = parse("86M-G0C-1SM+tute:m0")
    assert item["custom"]["activity"] == str(code) and item["lineItem"]["scoreMaximum"] == code.n
    landed, _ = steps.launch(client, platform, activity=item["custom"]["activity"], locale="en-GB")
    assert "/lti/play/" in landed["Location"]
    page = client.get(landed["Location"]).content.decode()
    assert f"Question 1 of {code.n}" in page


def test_a_mistyped_class_code_is_said_on_the_page(client, platform, registered):
    _, answer = _teacher_picks(client, platform, {"class_code": "not-a-code", "level": "1", "n": "10"})
    assert answer.status_code == 400 and "class code" in answer.content.decode()


@pytest.mark.parametrize(("locale", "heading"), [("es-ES", "La baraja"), ("en-GB", "deck")])
def test_a_rule_section_becomes_an_ungraded_activity_that_shows_the_section(
    client, platform, registered, locale, heading
):
    _, answer = _teacher_picks(client, platform, {"kind": "rule", "section": "rule:tute#deck"}, locale=locale)
    item = _content_item(platform, answer)
    assert item["custom"]["activity"] == "rule:tute#deck" and "lineItem" not in item
    landed, _ = steps.launch(client, platform, activity="rule:tute#deck", locale=locale)
    assert "/lti/rule/" in landed["Location"]
    page = client.get(landed["Location"])
    text = page.content.decode()
    assert page.status_code == 200 and text.count("<h1") == 1 and heading in text.split("<h1", 1)[1][:200]
    assert 'href="/' in text and "/tute/#deck" in text
    assert "frame-ancestors https://platform.test" in page.headers["Content-Security-Policy"]


def test_an_unknown_rule_section_is_refused_with_a_page(client, platform, registered):
    landed, _ = steps.launch(client, platform, activity="rule:no-such-game#nowhere")
    assert client.get(landed["Location"]).status_code == 404
