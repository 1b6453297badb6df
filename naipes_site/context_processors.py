"""What every page's layout needs: the games, and this page in the other language."""

from __future__ import annotations

from django.conf import settings
from django.core.exceptions import DisallowedHost
from django.urls import translate_url
from django.utils.translation import get_language

from naipes_site.games import GAMES


def alternate_url(path: str, lang: str) -> str:
    """This path in ``lang``; a path Django cannot resolve keeps its tail under the new prefix."""
    translated = translate_url(path, lang)
    if translated != path:
        return translated
    for code, _name in settings.LANGUAGES:
        prefix = f"/{code}/"
        if path.startswith(prefix):
            return f"/{lang}/{path[len(prefix):]}"
    return f"/{lang}/"


def site(request) -> dict[str, object]:
    current = (get_language() or settings.LANGUAGE_CODE)[:2]
    path = request.get_full_path()
    alternates = [
        {"code": code, "name": name, "url": alternate_url(path, code), "current": code == current}
        for code, name in settings.LANGUAGES
    ]
    return {"games": GAMES, "alternates": alternates, "lang": current, "origin": origin(request)}


def origin(request) -> str:
    """``https://host`` for absolute links; empty (links stay relative) when the Host is not allowed,
    so an error page for a bad Host cannot fail in turn."""
    try:
        return f"{request.scheme}://{request.get_host()}"
    except DisallowedHost:
        return ""
