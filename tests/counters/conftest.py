"""Helpers for the counters' tests: start a sheet or a board and post to it with its current version.

The cards, points and hands stay in the tests themselves, where they can be checked against the
rules; these helpers only do the HTTP plumbing.
"""

import re

import pytest

from counters.models import PapayooSheet, PauloBoard, TableSheet


def text(response) -> str:
    """The page as a reader sees it: tags gone (the names' <bdi> inline), spaces and quotes plain."""
    html = re.sub(r"<[^>]+>", " ", re.sub(r"</?bdi>", "", response.content.decode()))
    return " ".join(html.split()).replace("&#x27;", "'").replace("&quot;", '"')


def started(client, game: str, lang: str, data: dict) -> TableSheet:
    """Start one of the sheets on the shared table construction (Cirulo, Tute, La Docena) from its form."""
    response = client.post(f"/{lang}/counters/{game}/", data)
    assert response.status_code == 302, text(response)[:3000]
    return TableSheet.objects.get(token=response["Location"].rstrip("/").rsplit("/", 1)[1])


@pytest.fixture
def papayoo(client):
    """Start a Papayoo sheet: ``papayoo(["Emma", "Nico", "Pat", "Léa"], lang="en", ...)``."""

    def start(names, lang="en", **options):
        data = {"player": names, "dealer": "1", "ending": "rounds", "threshold": "250", **options}
        response = client.post(f"/{lang}/counters/papayoo/", data)
        assert response.status_code == 302, response.content.decode()[:3000]
        return PapayooSheet.objects.get(token=response["Location"].rstrip("/").rsplit("/", 1)[1])

    return start


@pytest.fixture
def paulo(client):
    """Start a Paulo board: ``paulo(lang="en", scoring="chinos", target="1")``."""

    def start(lang="en", team_a="Us", team_b="Them", **options):
        data = {"team_a": team_a, "team_b": team_b, "players": "4", "scoring": "chinos", "target": "", **options}
        response = client.post(f"/{lang}/counters/paulo/", data)
        assert response.status_code == 302, response.content.decode()[:3000]
        return PauloBoard.objects.get(token=response["Location"].rstrip("/").rsplit("/", 1)[1])

    return start


def current(sheet):
    sheet.refresh_from_db()
    return sheet.version


@pytest.fixture
def post_round(client):
    """Post a round to a sheet at its current version: ``post_round(sheet, "C", points_0="30", ...)``."""

    def post(sheet, die, lang="en", number=None, version=None, **fields):
        url = f"/{lang}/counters/papayoo/{sheet.token}/rounds/" + (f"{number}/" if number else "")
        data = {"version": str(version if version is not None else current(sheet)), "die": die, **fields}
        return client.post(url, data)

    return post


def post_to_hands(client, game: str, sheet, lang: str, number, version, data: dict):
    """Post a hand (a new one, or hand ``number`` edited) to a table sheet, at its current version unless given."""
    url = f"/{lang}/counters/{game}/{sheet.token}/hands/" + (f"{number}/" if number else "")
    return client.post(url, {"version": str(version if version is not None else current(sheet)), **data})


def table_sheet_fixtures(game: str, names, **form):
    """The two fixtures a table sheet's tests use (Cirulo, Tute, La Docena), for ``start, post = ...``:
    ``start(names, lang="en", **options)`` starts a sheet from the form (``names`` and ``form`` unless
    given), ``post(sheet, lang="en", number=None, version=None, **fields)`` posts a hand to it at its current
    version, or edits hand ``number``."""

    @pytest.fixture
    def start(client):
        def begin(names=names, lang="en", **options):
            return started(client, game, lang, {"player": list(names), **form, **options})
        return begin

    @pytest.fixture
    def post(client):
        def send(sheet, lang="en", number=None, version=None, **fields):
            return post_to_hands(client, game, sheet, lang, number, version, fields)
        return send

    return start, post


def saved_after_a_delete(client, sheet, entries: str, deleted: int, edited: int, fields: dict):
    """Two phones: A opens entry ``edited`` (``fields`` name its id) at the sheet's version now; B deletes entry
    ``deleted``; A saves ``fields`` and is refused as stale (409), which is returned. ``entries`` is the
    sheet's address for its rounds or hands."""
    seen = current(sheet)
    assert client.post(f"{entries}{deleted}/delete/", {"version": seen}).status_code == 302
    stale = client.post(f"{entries}{edited}/", {"version": seen, **fields})
    assert stale.status_code == 409
    return stale


@pytest.fixture
def post_hand(client):
    """Post a hand to a board at its current version: ``post_hand(board, winner=0, end="played", bets=0)``."""

    def post(board, winner, end="played", bets=0, lang="en", number=None, version=None):
        url = f"/{lang}/counters/paulo/{board.token}/hands/" + (f"{number}/" if number else "")
        data = {"version": str(version if version is not None else current(board)), "winner": str(winner),
                "end": end, "bets": str(bets)}
        return client.post(url, data)

    return post
