"""Building the search index needs no collected static files: on a fresh clone ``make run`` may build
it before ``collectstatic`` has written the manifest, and the order of those steps must not matter.

The tests' settings use plain static storage; here the site's own (hashed names from a manifest) is put
back, over a static folder that was never collected.
"""

import pytest
from django.conf import settings as site_settings
from django.contrib.staticfiles.storage import staticfiles_storage
from django.core.management import call_command

from naipes_site.games import game_infos
from naipes_site.settings import base
from search.index import search
from search.models import Entry

SITE_STORAGE = base.STORAGES["staticfiles"]


@pytest.fixture
def never_collected(settings, tmp_path):
    settings.STATIC_ROOT = tmp_path / "staticfiles"
    settings.STORAGES = {**site_settings.STORAGES, "staticfiles": SITE_STORAGE}


def test_the_site_storage_is_the_one_checked_here():
    assert SITE_STORAGE == {"BACKEND": "naipes_site.static_storage.ManifestStorage"}


@pytest.mark.postgres  # the index is replaced in one transaction and read back with a raw query
@pytest.mark.django_db
def test_the_index_builds_with_no_static_files_collected(never_collected):
    call_command("build_search_index", verbosity=0)
    # The counters' page is rendered whole (icons and style sheets linked) to read its sections.
    for lang in ("es", "en"):
        assert Entry.objects.filter(lang=lang, kind="counter").exists()
        assert Entry.objects.filter(lang=lang, kind="page").count() == len(game_infos())  # a rule page per game
    assert search("baza", "es").results and search("trick", "en").results


def test_a_page_served_still_needs_the_manifest(never_collected):
    """Only the index reads pages without hashed links; a visitor's page never silently loses them."""
    with pytest.raises(ValueError, match="manifest"):
        staticfiles_storage.url("favicon.svg")
