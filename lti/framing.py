"""Which sites may frame the tool's pages: only the platforms registered, and on a launch's pages only the
platform that launched it. Every other page of the site keeps ``frame-ancestors 'none'`` and ``X-Frame-Options:
DENY``."""

from __future__ import annotations

from urllib.parse import urlsplit

from csp.constants import NONE
from django.http import HttpResponse

from lti.models import Platform


def origin(url: str) -> str | None:
    """``https://moodle.school.example`` of an address; ``None`` for anything but http(s).

    >>> origin("https://moodle.example/mod/lti/auth.php"), origin("javascript:alert(1)")
    ('https://moodle.example', None)
    """
    parts = urlsplit(url)
    if parts.scheme not in ("https", "http") or not parts.netloc:
        return None
    return f"{parts.scheme}://{parts.netloc}".lower()


def origins_of(platform: Platform) -> list[str]:
    found = [
        origin(platform.issuer),
        origin(platform.auth_url),
        *(origin(o) for o in platform.frame_origins.split()),
    ]
    return sorted({o for o in found if o})


def allow(response: HttpResponse, platforms) -> HttpResponse:
    """Let ``platforms`` (and no one else) frame this response."""
    origins = sorted({o for platform in platforms for o in origins_of(platform)})
    response.xframe_options_exempt = True
    response._csp_replace = {"frame-ancestors": origins or [NONE]}
    return response


def allow_registered(response: HttpResponse) -> HttpResponse:
    return allow(response, Platform.objects.all())
