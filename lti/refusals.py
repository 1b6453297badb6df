"""A launch refused: one clear page in the user's language, one WARNING line in the log, never a 500."""

from __future__ import annotations

import json
import logging
from base64 import urlsafe_b64decode
from urllib.parse import urlencode

from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.utils import translation
from django.utils.translation import gettext as _

from lti import framing
from lti.launches import CLAIM, language
from naipes_site.head import render

logger = logging.getLogger("lti")

RESTART_PARAMS = (
    "iss",
    "login_hint",
    "target_link_uri",
    "lti_message_hint",
    "lti_deployment_id",
    "client_id",
)


def _messages() -> dict[str, str]:
    return {
        "unknown_platform": _(
            "This learning platform is not registered with Naipes. Its administrator can "
            "register it: the address to give is on the page about LTI."
        ),
        "unknown_deployment": _(
            "This installation of Naipes on your platform is not registered with Naipes. "
            "Ask your platform's administrator to check the deployment id."
        ),
        "bad_signature": _(
            "The launch's signature does not match your platform's keys, so it was not opened."
        ),
        "expired": _(
            "The launch took too long to arrive and has expired. Open the activity again from your course."
        ),
        "not_yet_valid": _(
            "The launch is dated in the future: your platform's clock and ours disagree. "
            "Try again in a minute."
        ),
        "wrong_audience": _("The launch was meant for another tool, not for Naipes."),
        "replayed": _("This launch was already used. Open the activity again from your course."),
        "stale": _(
            "This launch was already used or took too long. Open the activity again from your course."
        ),
        "no_state": _(
            "Your browser kept back the cookie that ties this launch to you, as some browsers do "
            "inside a frame. Open the activity in a new tab; it will start there."
        ),
        "malformed": _("The launch is not a valid LTI 1.3 launch."),
        "not_found": _("This link has expired or is not valid. Open the activity again from your course."),
        "registration_failed": _(
            "Naipes could not register with this platform: its configuration or its "
            "answer was not what LTI Dynamic Registration describes. Try again, or register "
            "Naipes by hand (the page about LTI says how)."
        ),
        "owner_only": _(
            "This page is for the site's owner. Open it with the link that “manage.py lti owner-link” prints."
        ),
        "no_activity": _(
            "This link does not say which activity to open. Ask your teacher to choose it again."
        ),
    }


def _unverified_locale(request: HttpRequest) -> object:
    """The locale the token says, read only to choose the page's language (the token was refused)."""
    try:
        body = request.POST.get("id_token", "").split(".")[1]
        claims = json.loads(urlsafe_b64decode(body + "=" * (-len(body) % 4)))
        return (claims.get(CLAIM + "launch_presentation") or {}).get("locale")
    except (IndexError, ValueError, AttributeError, TypeError):
        return None


def refuse(
    request: HttpRequest,
    kind: str,
    *,
    restart: dict | None = None,
    status: int = 403,
    lang: str | None = None,
) -> HttpResponse:
    lang = lang or (
        language(_unverified_locale(request))
        if _unverified_locale(request)
        else (request.LANGUAGE_CODE or "es")[:2]
    )
    logger.warning("lti refused: %s path=%s", kind, request.path)
    with translation.override(lang):
        message = _messages().get(kind, _messages()["malformed"])
        new_tab = None
        if restart:
            new_tab = reverse("lti:login") + "?" + urlencode({k: v for k, v in restart.items() if v})
        response = render(
            request,
            "lti/refused.html",
            {"lang": lang, "message": message, "new_tab": new_tab, "kind": kind},
            status=status,
        )
    response._has_been_logged = True  # logged above, once
    return framing.allow_registered(response)
