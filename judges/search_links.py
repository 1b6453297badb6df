"""A game's judges of a trick, of a play and of hands, which the site search opens on a position or a hand it is asked (hook ``search_links``,
:mod:`naipes_site.plugins`)."""

from django.urls import reverse

from naipes_site.plugins import SEARCH_LINKS


@SEARCH_LINKS.link("trick judge")
def trick(game: str) -> str:
    return reverse("judges:trick", args=[game])


@SEARCH_LINKS.link("hand judge")
def hand(game: str) -> str:
    return reverse("judges:hand", args=[game])


@SEARCH_LINKS.link("play judge")
def play(game: str) -> str:
    return reverse("judges:play", args=[game])
