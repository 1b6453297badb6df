"""The endpoints a learning platform calls: the tool's keys, the OIDC login initiation and the launch.

The login and the launch come from the platform's page (a form posted across sites), so they carry no CSRF
token: the launch is checked by its signed id token, its single-use nonce and its state instead."""

from __future__ import annotations

import logging

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect
from django.urls import reverse
from django.utils import translation
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods, require_POST, require_safe
from pylti1p3.exception import LtiException, OIDCException

from lti import activities as lti_activities, keys, launches
from lti.refusals import RESTART_PARAMS, refuse
from lti.storage import DatabaseStorage
from lti.tool import Launch, Login, Refused, ToolConfig
from naipes_site import activities

logger = logging.getLogger("lti")


@require_safe
def jwks(request: HttpRequest) -> HttpResponse:
    response = JsonResponse(keys.jwks())
    response["Cache-Control"] = "public, max-age=300"
    return response


@csrf_exempt
@require_http_methods(["GET", "POST"])
def login(request: HttpRequest) -> HttpResponse:
    """OIDC third-party login initiation: remember a state and a nonce, send the browser to the platform."""
    params = request.POST if request.method == "POST" else request.GET
    target = params.get("target_link_uri", "")
    ours = request.build_absolute_uri(reverse("lti:launch"))
    if target != ours:
        # The launch always comes back here: a login for another address is not ours to send on.
        return refuse(request, "malformed", status=400)
    try:
        oidc = Login(request, ToolConfig())
        # The login's own parameters go with the state, so a launch whose cookie the browser withheld can
        # offer to start again in a new tab.
        oidc.pass_params_to_launch({"restart": {k: params.get(k, "") for k in RESTART_PARAMS}})
        return oidc.redirect(ours)
    except Refused as exc:
        return refuse(request, exc.kind)
    except (OIDCException, LtiException) as exc:
        # The library says which: no registration for the issuer, or a login without its issuer or hint.
        unknown = "registration" in str(exc)
        return refuse(request, "unknown_platform" if unknown else "malformed", status=403 if unknown else 400)


@csrf_exempt
@require_POST
def launch(request: HttpRequest) -> HttpResponse:
    config = ToolConfig()
    message = Launch(request, config)
    state = request.POST.get("state", "")
    storage = DatabaseStorage()
    try:
        message.validate()
        # The state is spent as the nonce was: a second post of the same login finds neither.
        if not storage.check_value(f"lti1p3-{state}"):
            raise Refused("stale")
    except Refused as exc:
        refused, restart = exc.kind, None
        if refused == "no_state":
            kept = storage.get_value(f"lti1p3-{state}") if state else None
            restart = (kept or {}).get("restart") if isinstance(kept, dict) else None
            if not restart:
                # No login of ours is waiting for this state (spent, past its ten minutes, or never made): a new
                # tab could not start it again, so the page says to open the activity again from the course.
                refused = "stale"
        return refuse(request, refused, restart=restart)
    except LtiException:
        return refuse(request, "malformed", status=400)
    assert config.platform is not None
    body = message.get_launch_data()
    kept = launches.keep(config.platform, body)
    with translation.override(kept.lang):
        if message.is_deep_link_launch():
            if not kept.teacher:
                return refuse(request, "malformed", lang=kept.lang)
            page = reverse("lti_pages:pick", args=[launches.ticket(kept)])
        elif kept.activity.startswith("rule:"):
            page = reverse("lti_pages:rule", args=[launches.ticket(kept)])
        elif (kind := activities.kind_of(kept.activity)) is not None:
            # Another app's activity (a practice hand, a shared deal): a teacher sees its results and may try
            # it; a student plays it on the app's own page, which this launch's token lets the platform frame.
            if kept.teacher:
                page = reverse("lti_pages:report", args=[launches.ticket(kept)])
            else:
                token = activities.embed(lti_activities.NAME, launches.ticket(kept), kept.activity)
                found = kind.url(kept.activity, token)
                if found is None:
                    return refuse(request, "no_activity", status=404, lang=kept.lang)
                page = found
        else:
            page = reverse("lti_pages:play", args=[launches.ticket(kept)])
    return redirect(page)
