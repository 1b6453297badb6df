"""The API's page as the site search links it (hook ``search_links``, :mod:`naipes_site.plugins`)."""

from django.urls import reverse

from naipes_site.plugins import SEARCH_LINKS


@SEARCH_LINKS.link("api")
def docs() -> str:
    return reverse("api-docs")
