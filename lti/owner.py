"""The site owner's configuration page: the platforms registered, their deployments, and the addresses to
give a platform. The site has no accounts: the owner opens it with a link that ``manage.py lti owner-link``
prints (signed, an hour long), which marks their browser's session as the owner's for that hour."""

from __future__ import annotations

from django.core import signing
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.urls import reverse
from django.views.decorators.http import require_safe

from lti import framing, registration
from lti.models import Platform
from lti.refusals import refuse
from naipes_site.head import render

SALT = "lti.owner"
MAX_AGE = 60 * 60
SESSION_KEY = "lti_owner"


def owner_key() -> str:
    return signing.dumps("owner", salt=SALT)


def is_owner(request: HttpRequest) -> bool:
    return request.session.get(SESSION_KEY) is True


@require_safe
def enter(request: HttpRequest, key: str) -> HttpResponse:
    try:
        signing.loads(key, salt=SALT, max_age=MAX_AGE)
    except signing.BadSignature:
        return refuse(request, "not_found", status=403, lang=request.LANGUAGE_CODE[:2])
    request.session.cycle_key()
    request.session[SESSION_KEY] = True
    request.session.set_expiry(MAX_AGE)
    return redirect("lti_pages:owner")


def tool_urls(request: HttpRequest) -> dict[str, str]:
    """What a platform's administrator is given (docs/lti.md)."""
    return {name: request.build_absolute_uri(reverse(f"lti:{name}")) for name in ("login", "launch", "jwks")}


@require_safe
def platforms(request: HttpRequest) -> HttpResponse:
    if not is_owner(request):
        return refuse(request, "owner_only", status=403, lang=request.LANGUAGE_CODE[:2])
    rows = [
        {"platform": p, "origins": framing.origins_of(p)}
        for p in Platform.objects.prefetch_related("deployments").order_by("issuer", "client_id")
    ]
    response = render(
        request,
        "lti/owner.html",
        {"platforms": rows, "urls": tool_urls(request), "register_url": registration.url(request)},
    )
    response["Cache-Control"] = "private, no-store"
    return response
