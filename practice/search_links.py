"""A game's practice hand as the site search links it (hook ``search_links``, :mod:`naipes_site.plugins`)."""

from django.urls import reverse

from naipes_site.plugins import SEARCH_LINKS


@SEARCH_LINKS.link("practice hand")
def hand(game: str) -> str:
    return reverse("practice:hand", args=[game])
