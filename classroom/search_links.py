"""The classroom's pages the site search names as tools (hook ``search_links``, :mod:`naipes_site.plugins`)."""

from django.urls import reverse

from naipes_site.plugins import SEARCH_LINKS


@SEARCH_LINKS.link("join")
def join() -> str:
    return reverse("join:join")


@SEARCH_LINKS.link("classroom")
def classroom() -> str:
    return reverse("classroom:index")
