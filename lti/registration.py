"""LTI Dynamic Registration: the platform's administrator pastes one address (:func:`url`), the platform
opens it with its OpenID configuration's address and a registration token, and the tool registers itself at
the platform's registration endpoint, asking for no personal claims, then keeps the platform, its client id
and its deployment.

The address carries the owner's signed key: only a platform whose administrator the owner gave it may
register."""

from __future__ import annotations

import logging

from django.core import signing
from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.views.decorators.clickjacking import xframe_options_exempt
from django.views.decorators.http import require_GET
from requests import RequestException

from lti import framing, http
from lti.models import Deployment, Platform
from lti.refusals import refuse
from naipes_site.head import render

logger = logging.getLogger("lti")

SALT = "lti.register"
PLATFORM_CONFIGURATION = "https://purl.imsglobal.org/spec/lti-platform-configuration"
TOOL_CONFIGURATION = "https://purl.imsglobal.org/spec/lti-tool-configuration"
SCOPES = (
    "https://purl.imsglobal.org/spec/lti-ags/scope/score",
    "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly",
)


class RegistrationFailed(ValueError):
    """The platform's configuration or its answer to the registration is not what the specification says."""


def url(request: HttpRequest) -> str:
    return request.build_absolute_uri(reverse("lti:register", args=[signing.dumps("register", salt=SALT)]))


def tool_configuration(request: HttpRequest) -> dict:
    """What the tool asks the platform for: the launch and deep linking messages, the grade scopes, and of the
    user's claims only the opaque ``sub`` (no name, no e-mail)."""
    launch = request.build_absolute_uri(reverse("lti:launch"))
    return {
        "application_type": "web",
        "response_types": ["id_token"],
        "grant_types": ["implicit", "client_credentials"],
        "initiate_login_uri": request.build_absolute_uri(reverse("lti:login")),
        "redirect_uris": [launch],
        "client_name": "Naipes",
        "jwks_uri": request.build_absolute_uri(reverse("lti:jwks")),
        "token_endpoint_auth_method": "private_key_jwt",
        "scope": " ".join(SCOPES),
        TOOL_CONFIGURATION: {
            "domain": request.get_host(),
            "target_link_uri": launch,
            "claims": ["iss", "sub"],
            "messages": [{"type": "LtiDeepLinkingRequest", "target_link_uri": launch, "label": "Naipes"}],
        },
    }


def _text(value: object, field: str) -> str:
    if not isinstance(value, str) or not value or len(value) > 500:
        raise RegistrationFailed(field)
    return value


def register(request: HttpRequest, configuration_url: str, token: str) -> Platform:
    if framing.origin(configuration_url) is None:
        raise RegistrationFailed("openid_configuration")
    try:
        configuration = http.session.get(configuration_url).json()
    except (RequestException, ValueError) as exc:
        raise RegistrationFailed("openid_configuration") from exc
    if not isinstance(configuration, dict):
        raise RegistrationFailed("openid_configuration")
    issuer = _text(configuration.get("issuer"), "issuer")
    if not configuration_url.startswith(issuer):  # the spec: the configuration lives under its issuer
        raise RegistrationFailed("issuer")
    endpoint = _text(configuration.get("registration_endpoint"), "registration_endpoint")
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    try:
        answer = http.session.post(endpoint, json=tool_configuration(request), headers=headers)
        answer.raise_for_status()
        client = answer.json()
    except (RequestException, ValueError) as exc:
        raise RegistrationFailed("registration_endpoint") from exc
    client_id = _text(client.get("client_id"), "client_id")
    deployment_id = (client.get(TOOL_CONFIGURATION) or {}).get("deployment_id")
    with transaction.atomic():
        platform, _ = Platform.objects.update_or_create(
            issuer=issuer,
            client_id=client_id,
            defaults={
                "auth_url": _text(configuration.get("authorization_endpoint"), "authorization_endpoint"),
                "token_url": _text(configuration.get("token_endpoint"), "token_endpoint"),
                "keyset_url": _text(configuration.get("jwks_uri"), "jwks_uri"),
                "label": str(
                    (configuration.get(PLATFORM_CONFIGURATION) or {}).get("product_family_code", "")
                )[:120],
            },
        )
        if isinstance(deployment_id, str) and deployment_id:
            Deployment.objects.get_or_create(platform=platform, deployment_id=deployment_id[:255])
    return platform


@xframe_options_exempt
@require_GET
def start(request: HttpRequest, key: str) -> HttpResponse:
    lang = (request.LANGUAGE_CODE or "es")[:2]
    try:
        signing.loads(key, salt=SALT)
    except signing.BadSignature:
        return refuse(request, "not_found", status=403, lang=lang)
    configuration_url = request.GET.get("openid_configuration", "")[:1000]
    try:
        platform = register(request, configuration_url, request.GET.get("registration_token", "")[:4000])
    except RegistrationFailed:
        return refuse(request, "registration_failed", status=400, lang=lang)
    response = render(request, "lti/registered.html", {"platform": platform})
    return framing.allow(response, [platform])
