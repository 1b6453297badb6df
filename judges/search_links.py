"""A game's trick judge, which the site search opens on a position it is asked (hook ``search_links``,
:mod:`naipes_site.plugins`)."""

from django.urls import reverse

from naipes_site.plugins import SEARCH_LINKS


@SEARCH_LINKS.link("trick judge")
def trick(game: str) -> str:
    return reverse("judges:trick", args=[game])
