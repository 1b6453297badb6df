"""Addresses whose route, view and URL name are one word, written once.

>>> from naipes_site import page_views
>>> [(str(p.pattern), p.callback.__name__, p.name) for p in named(page_views, "glossary")]
[('glossary/', 'glossary', 'glossary')]
>>> [str(p.pattern) for p in named(page_views, "cheatsheet", route="<slug:game>/{}/")]
['<slug:game>/cheatsheet/']
"""

from __future__ import annotations

from types import ModuleType

from django.urls import URLPattern, path


def named(views: ModuleType, *names: str, route: str = "{}/") -> list[URLPattern]:
    """A path for each name: at ``route`` with the name put in (``"<slug:game>/{}/"`` under a game), served by
    the view of that name in ``views``, reversed by that name."""
    return [path(route.format(name), getattr(views, name), name=name) for name in names]
