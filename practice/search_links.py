"""A game's practice hand, the bots' strength and the same deal for everyone as the site search links them (hook ``search_links``, :mod:`naipes_site.plugins`)."""

from django.urls import reverse

from naipes_site.plugins import SEARCH_LINKS


@SEARCH_LINKS.link("practice hand")
def hand(game: str) -> str:
    return reverse("practice:hand", args=[game])


@SEARCH_LINKS.link("bots strength")
def bots(game: str = "") -> str:
    return reverse("practice:bots") + (f"#strength-{game}" if game else "")


@SEARCH_LINKS.link("shared deal")
def shared_deal() -> str:
    return reverse("practice:duplicate")
