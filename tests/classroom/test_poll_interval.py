"""Phones and the projector poll at the pace of settings NAIPES_LIVE_POLL_SECONDS (2 s on a site; short
under test so that the browser tests wait less for news), written for htmx whatever the page's language."""

import pytest

from tests.classroom.live_steps import open_class, seat

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(("seconds", "written"), [(2, 'hx-trigger="every 2s"'), (0.5, 'hx-trigger="every 0.5s"')])
@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_seat_and_the_projector_poll_at_the_set_pace(settings, seconds, written, lang):
    settings.NAIPES_LIVE_POLL_SECONDS = seconds
    session, secret = open_class()
    phone = seat(session, "Ana", lang)
    assert written in phone.get(f"/{lang}/join/seat/").content.decode()
    assert written in phone.get(f"/{lang}/classroom/live/{secret}/").content.decode()


def test_a_site_polls_every_two_seconds():
    from naipes_site.settings import base

    assert base.NAIPES_LIVE_POLL_SECONDS == 2
