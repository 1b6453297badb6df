"""The classroom's pages the site search names as tools (hook ``search_links``, :mod:`naipes_site.plugins`)."""

from django.urls import reverse

from naipes_site.plugins import SEARCH_LINKS


@SEARCH_LINKS.link("join")
def join() -> str:
    return reverse("join:join")


@SEARCH_LINKS.link("classroom")
def classroom() -> str:
    return reverse("classroom:index")


@SEARCH_LINKS.link("worksheet")
def worksheet(game: str) -> str:
    return reverse("classroom:worksheet-setup", args=[game])


@SEARCH_LINKS.link("quiz")
def quiz(game: str) -> str:
    return reverse("classroom:quiz-setup", args=[game])


@SEARCH_LINKS.link("live class")
def live_class(game: str) -> str:
    return reverse("classroom:live-setup", args=[game])
