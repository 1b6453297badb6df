"""The score sheets' start page as the site search links it (hook ``search_links``, :mod:`naipes_site.plugins`)."""

from django.urls import reverse

from naipes_site.plugins import SEARCH_LINKS


@SEARCH_LINKS.link("score sheets")
def start() -> str:
    return reverse("counters:index")
