"""From a checked launch to what the tool keeps of it (opaque ids only) and the page it opens.

A launch's pages carry the launch in their address, signed (:func:`ticket`): inside the platform's frame a
browser that blocks third-party cookies still works, and nobody can open another student's attempt."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from django.conf import settings
from django.core import signing

from lti.models import Launch, Platform

CLAIM = "https://purl.imsglobal.org/spec/lti/claim/"
AGS = "https://purl.imsglobal.org/spec/lti-ags/claim/endpoint"
DEEP_LINKING = "https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings"
SCORE_SCOPE: Final = "https://purl.imsglobal.org/spec/lti-ags/scope/score"
TEACHING_ROLES = (
    "#Instructor",
    "#Administrator",
    "#ContentDeveloper",
    "#TeachingAssistant",
    "/Instructor",
    "/Administrator",
    "/ContentDeveloper",
)

SALT = "lti.launch"
MAX_AGE = 12 * 60 * 60
"""Seconds a launch's pages stay open: a lesson and more; then the student launches again."""


def language(locale: object) -> str:
    """The site's language nearest the platform's locale (``es-ES``, ``en_US``…); Spanish otherwise.

    >>> language("en-GB"), language("es_MX"), language("fr-FR"), language(None)
    ('en', 'es', 'es', 'es')
    """
    code = str(locale or "").replace("_", "-").split("-")[0].lower()
    return code if code in dict(settings.LANGUAGES) else settings.LANGUAGE_CODE


def is_teacher(roles: object) -> bool:
    return isinstance(roles, list) and any(
        isinstance(role, str) and role.endswith(TEACHING_ROLES) for role in roles
    )


def keep(platform: Platform, body: Mapping[str, Any]) -> Launch:
    """The launch's row: the platform's opaque ids, the activity, where its score goes; never a name."""
    ags = body.get(AGS) or {}
    deep = body.get(DEEP_LINKING) or {}
    custom = body.get(CLAIM + "custom") or {}
    return Launch.objects.create(
        platform=platform,
        deployment_id=str(body.get(CLAIM + "deployment_id", ""))[:255],
        sub=str(body.get("sub", ""))[:255],
        context_id=str((body.get(CLAIM + "context") or {}).get("id", ""))[:255],
        resource_link_id=str((body.get(CLAIM + "resource_link") or {}).get("id", ""))[:255],
        teacher=is_teacher(body.get(CLAIM + "roles")),
        activity=str(custom.get("activity", "") if isinstance(custom, dict) else "")[:200],
        lineitem_url=str(ags.get("lineitem", ""))[:500],
        can_score=SCORE_SCOPE in (ags.get("scope") or ()),
        deep_link_return_url=str(deep.get("deep_link_return_url", ""))[:500],
        deep_link_data=str(deep.get("data", "") or "")[:2000],
        lang=language((body.get(CLAIM + "launch_presentation") or {}).get("locale")),
    )


def ticket(launch: Launch) -> str:
    return signing.dumps(str(launch.pk), salt=SALT, compress=False)


def from_ticket(text: str) -> Launch | None:
    """The launch a page's address names, or ``None`` for a forged, expired or unknown one."""
    try:
        pk = signing.loads(text, salt=SALT, max_age=MAX_AGE)
    except signing.BadSignature:
        return None
    return Launch.objects.select_related("platform").filter(pk=pk).first()
