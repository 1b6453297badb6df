"""Phones poll at the pace of settings NAIPES_LIVE_POLL_SECONDS (2 s on a site), the teacher's page and the
projector view at NAIPES_LIVE_SCREEN_POLL_SECONDS (half a second, so an answer shows on the teacher's screen
within a second); both short under test, and written for htmx whatever the page's language."""

import pytest

from classroom import live
from tests.classroom.live_steps import open_class, seat

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(("seconds", "written"), [(2, 'hx-trigger="every 2s"'), (0.5, 'hx-trigger="every 0.5s"')])
@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_seat_polls_at_the_phones_pace(settings, seconds, written, lang):
    settings.NAIPES_LIVE_POLL_SECONDS = seconds
    session, _secret = open_class()
    phone = seat(session, "Ana", lang)
    assert written in phone.get(f"/{lang}/join/seat/").content.decode()


@pytest.mark.parametrize(("seconds", "written"), [(0.5, 'hx-trigger="every 0.5s"'), (1, 'hx-trigger="every 1s"')])
@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_teachers_page_and_the_projector_poll_at_the_screens_pace(client, settings, seconds, written, lang):
    settings.NAIPES_LIVE_SCREEN_POLL_SECONDS = seconds
    _session, secret = open_class()
    assert written in client.get(f"/{lang}/classroom/live/{secret}/").content.decode()
    assert written in client.get(f"/{lang}/classroom/screen/{live.screen_key(secret)}/").content.decode()


def test_a_site_polls_phones_every_two_seconds_and_screens_every_half_second():
    from naipes_site.settings import base

    assert (base.NAIPES_LIVE_POLL_SECONDS, base.NAIPES_LIVE_SCREEN_POLL_SECONDS) == (2, 0.5)
