"""An open sheet asks every NAIPES_SHEET_POLL_SECONDS (1 s on a site, so another phone sees a change within a second at the median; short under test, so that the
browser tests of two phones wait less) what another phone saved, on the edit and on the view-only page,
written for htmx whatever the page's language."""

import pytest

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(("seconds", "written"), [(1.5, 'hx-trigger="every 1.5s"'), (0.5, 'hx-trigger="every 0.5s"')])
@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_sheet_polls_at_the_set_pace(papayoo, paulo, settings, client, seconds, written, lang):
    settings.NAIPES_SHEET_POLL_SECONDS = seconds
    sheet, board = papayoo(["Ana", "Bea", "Cris"], lang=lang), paulo(lang=lang)
    response = client.post(f"/{lang}/counters/tute/", {"player": ["Ana", "Bea", "Carmen"], "muestra": "yes",
                                                       "tute": "source", "ties": "shared", "ending": "deals"})
    tute = response["Location"]
    for page in (f"/{lang}/counters/papayoo/{sheet.token}/", f"/{lang}/counters/papayoo/view/{sheet.view_token}/",
                 f"/{lang}/counters/paulo/{board.token}/", tute):
        assert written in client.get(page).content.decode(), page


def test_a_site_polls_an_open_sheet_every_second():
    """Half a second on average to the next poll, and the changed page's render: a change reaches the other
    phones in about 0.6 s at the median (docs/production.md, "Score sheets on several phones"). An unchanged
    poll is answered before the middleware stack (counters/quick_polls.py), so the shorter interval costs a
    phone less than 1.5 s did before."""
    from naipes_site.settings import base

    assert base.NAIPES_SHEET_POLL_SECONDS == 1.0
