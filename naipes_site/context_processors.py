"""What every page's layout needs: the games, and this page in the other language."""

from __future__ import annotations

from functools import lru_cache

from django.conf import settings
from django.core.exceptions import DisallowedHost
from django.urls import translate_url
from django.utils.translation import get_language

from naipes_site.games import game_infos


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


@lru_cache(maxsize=4096)
def _alternates(path: str, active: str) -> tuple[dict[str, object], ...]:
    """Resolving a path in the URLconf is most of what the layout costs a small page: each address's
    links are worked out once per process (bounded: a query string makes another address)."""
    current = active[:2]
    return tuple({"code": code, "name": name, "url": alternate_url(path, code), "current": code == current}
                 for code, name in settings.LANGUAGES)


def site(request) -> dict[str, object]:
    active = get_language() or settings.LANGUAGE_CODE
    path = request.get_full_path()
    # Worked out only by a template that shows them (the layout): a polled fragment never does, and its
    # address changes with every version it asks for, so the cache above would miss every time.
    return {"games": game_infos(), "alternates": lambda: _alternates(path, active), "lang": active[:2],
            "origin": origin(request)}


def origin(request) -> str:
    """``https://host`` for absolute links; empty (links stay relative) when the Host is not allowed,
    so an error page for a bad Host cannot fail in turn."""
    try:
        return f"{request.scheme}://{request.get_host()}"
    except DisallowedHost:
        return ""
