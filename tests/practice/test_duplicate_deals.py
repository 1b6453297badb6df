"""The same deal for everyone: the deal of the day is one deal per game and day for every visitor, a teacher's
deal is a signed link and a typed code, a finished hand keeps its score once (nothing that names a person), and
the results page shows everyone's scores, the player's percentile and the strongest bots' par, worked out once."""

from __future__ import annotations

import html as markup
from datetime import date, timedelta
from urllib.parse import parse_qs, urlencode, urlparse

import pytest
from django.core import signing
from django.test import Client
from django.utils import timezone
from hypothesis import given, strategies as st

from naipes import profiles as named
from naipes.bots import LEVELS
from naipes.cards import Card
from naipes_site import table_rules
from practice import duplicate
from practice.games import trick_games
from practice.models import DuplicateDeal, DuplicateResult
from tests.calls import recorded

pytestmark = pytest.mark.django_db

LANGS = ("es", "en")
GAME = "cirulo"
"""A game whose hand has no phase of its own (no pass, no declaration): every action is a card played."""


def _page(response) -> str:
    return markup.unescape(response.content.decode())


def _today_code(client: Client, lang: str = "en", game: str = GAME) -> str:
    response = client.get(f"/{lang}/practice/{game}/today/")
    assert response.status_code == 302
    return response["Location"].rstrip("/").split("/")[-1]


def _start(client: Client, code: str, lang: str = "en") -> str:
    """The hand's address this browser's attempt at the deal opens."""
    response = client.get(f"/{lang}/practice/deal/{code}/play/")
    assert response.status_code == 302
    return response["Location"]


def _query(url: str) -> dict[str, str]:
    return {name: values[-1] for name, values in parse_qs(urlparse(url).query).items()}


def _actions(url: str) -> list:
    """The learner's actions to the end of the hand at ``url``, as the engine's own seat would play them."""
    game = trick_games()[GAME]
    deal = duplicate.attempt(_query(url)["duplicate"]).deal
    rules = table_rules.decode(GAME, deal.table).rules(players=deal.players)
    levels = (deal.level,) * deal.players
    actions: list = []
    hand = game.hand.replay(deal.seed, rules, actions, levels=levels)
    while hand.phase != "done":
        actions.append(hand.learner_choice())
        hand = game.hand.replay(deal.seed, rules, actions, levels=levels)
    return actions


def _with(url: str, **extra: str) -> str:
    path, query = url.split("?", 1)
    return f"{path}?{query}&{urlencode(extra)}"


def _finish(client: Client, url: str) -> tuple[str, object]:
    """Play the hand at ``url`` to its last card: the address of that last play, and the page after it."""
    actions = _actions(url)
    assert all(isinstance(a, Card) for a in actions)
    last = _with(url, a=",".join(a.code for a in actions[:-1]), play=actions[-1].code)
    return last, client.get(last, follow=True)


def test_the_deal_of_the_day_is_one_seed_per_game_and_day():
    day = date(2026, 12, 7)
    assert duplicate.day_seed(GAME, day) == duplicate.day_seed(GAME, day)
    assert duplicate.day_seed(GAME, day) != duplicate.day_seed(GAME, day + timedelta(days=1))
    assert len({duplicate.day_seed(slug, day) for slug in trick_games()}) == len(trick_games())


def test_every_visitor_gets_the_same_deal_of_the_day_in_both_languages():
    codes = {_today_code(Client(), lang) for lang in LANGS for _ in range(2)}
    assert len(codes) == 1
    deal = DuplicateDeal.objects.get(code=codes.pop())
    hand = trick_games()[GAME]
    assert (deal.seed, deal.players, deal.level, deal.day) == (
        duplicate.day_seed(GAME, duplicate.today()), hand.default_players, duplicate.DAILY_LEVEL, duplicate.today())
    assert deal.table == "standard"


@pytest.mark.parametrize("lang", LANGS)
def test_the_practice_pages_lead_to_the_deal_of_the_day(client, lang):
    index = _page(client.get(f"/{lang}/practice/"))
    for slug in trick_games():
        assert f'href="/{lang}/practice/{slug}/today/"' in index
    assert f'href="/{lang}/practice/deal/"' in index
    hand = _page(client.get(f"/{lang}/practice/{GAME}/?seed=5&players=4"))
    assert f'href="/{lang}/practice/{GAME}/today/"' in hand


@pytest.mark.parametrize("lang", LANGS)
def test_a_deals_page_says_what_it_is_and_how_to_play_it(client, lang):
    code = _today_code(client, lang)
    page = _page(client.get(f"/{lang}/practice/deal/{code}/"))
    assert code in page
    assert {"es": "Jugar este reparto", "en": "Play this deal"}[lang] in page
    assert {"es": "De club", "en": "Club"}[lang] in page
    assert f'href="/{lang}/practice/deal/{code}/play/"' in page


def test_playing_a_deal_opens_the_hand_with_its_attempt_and_the_deals_bots(client):
    code = _today_code(client)
    url = _start(client, code)
    deal = DuplicateDeal.objects.get(code=code)
    query = _query(url)
    assert url.startswith(f"/en/practice/{GAME}/?")
    assert (int(query["seed"]), int(query["players"]), query.get("level")) == (deal.seed, deal.players, deal.level)
    assert duplicate.attempt(query["duplicate"]).deal == deal
    page = _page(client.get(url))
    assert f"code {code}" in page


@pytest.mark.postgres  # a unique constraint, a row lock or a grouped query decides it
@pytest.mark.parametrize("lang", LANGS)
def test_a_finished_hand_counts_once_and_leads_to_everyones_results(client, lang):
    code = _today_code(client, lang)
    url = _start(client, code, lang)
    last, page = _finish(client, url)
    assert page.status_code == 200
    assert DuplicateResult.objects.filter(deal__code=code).count() == 1
    results_url = next(part.split('"')[0] for part in _page(page).split('href="')
                       if part.startswith(f"/{lang}/practice/deal/{code}/results/?attempt="))
    # The same last play again (a double submit, a reload of it), and the whole deal replayed from the start.
    client.get(last)
    _finish(client, url)
    assert DuplicateResult.objects.filter(deal__code=code).count() == 1
    results = _page(client.get(results_url))
    score = DuplicateResult.objects.get(deal__code=code).score
    assert {"es": f"Tu resultado: {score}", "en": f"Your score: {score}"}[lang] in results


def test_opening_the_deal_again_from_the_same_browser_resumes_its_attempt(client):
    code = _today_code(client)
    first = _query(_start(client, code))["duplicate"]
    again = _query(_start(client, code))["duplicate"]
    assert duplicate.attempt(first).nonce == duplicate.attempt(again).nonce
    other = _query(_start(Client(), code))["duplicate"]
    assert duplicate.attempt(other).nonce != duplicate.attempt(first).nonce


def test_an_unfinished_hand_records_nothing(client):
    url = _start(client, _today_code(client))
    actions = _actions(url)
    client.get(_with(url, a=",".join(a.code for a in actions[:-2]), play=actions[-2].code), follow=True)
    assert DuplicateResult.objects.count() == 0


def test_a_result_keeps_the_deal_and_the_score_and_nothing_that_names_a_person(client):
    url = _start(client, _today_code(client))
    _finish(client, url)
    assert {f.name for f in DuplicateResult._meta.get_fields()} == {"id", "deal", "score", "attempt", "created"}
    row = DuplicateResult.objects.get()
    assert row.attempt == duplicate.digest(duplicate.attempt(_query(url)["duplicate"]).nonce)
    assert _query(url)["duplicate"] not in row.attempt


def test_a_new_hand_or_another_level_from_a_deals_page_is_not_that_deal(client):
    url = _start(client, _today_code(client))
    page = _page(client.get(url))
    token = _query(url)["duplicate"]
    new_hand = next(p.split('"')[0] for p in page.split('href="') if "Deal a new hand" in p.split("</a>")[0])
    assert token not in new_hand
    other_level = url.replace(f"level={duplicate.DAILY_LEVEL}", f"level={LEVELS[0]}")
    assert "A shared deal" not in _page(client.get(other_level))


@pytest.mark.parametrize("lang", LANGS)
def test_a_forged_or_stale_hand_attempt_is_a_clear_page(client, lang, monkeypatch):
    url = _start(client, _today_code(client, lang), lang)
    query = _query(url)
    forged = client.get(f"{url.split('?')[0]}?{urlencode({**query, 'duplicate': query['duplicate'][:-3] + 'xyz'})}")
    assert forged.status_code == 400
    assert {"es": "no es uno que haya hecho este sitio", "en": "not one this site made"}[lang] in _page(forged)
    monkeypatch.setattr(duplicate, "ATTEMPT_AGE", timedelta(seconds=-1))
    stale = client.get(url)
    assert stale.status_code == 400
    assert {"es": "demasiado antiguo", "en": "too old"}[lang] in _page(stale)


def _made(client: Client, lang: str, **fields: str):
    return client.post(f"/{lang}/practice/deal/", {"game": GAME, "players": "", "table": "", "level": LEVELS[0],
                                                    "seed": "", **fields})


@pytest.mark.postgres  # a unique constraint, a row lock or a grouped query decides it
@pytest.mark.parametrize("lang", LANGS)
def test_a_teacher_picks_a_deal_and_gets_its_link_and_code(client, lang):
    response = _made(client, lang, seed="4242", players="5")
    assert response.status_code == 200
    deal = DuplicateDeal.objects.get()
    assert (deal.seed, deal.players, deal.level, deal.day) == (4242, 5, LEVELS[0], None)
    assert len(deal.code) == duplicate.CODE_LENGTH and set(deal.code) <= set(duplicate.CODE_LETTERS)
    page = _page(response)
    link = next(p.split('"')[0] for p in page.split('value="') if f"/{lang}/practice/{GAME}/deal/" in p.split('"')[0])
    # Anyone with the link, or the code typed in either case with a dash, reaches the same deal.
    assert Client().get(link)["Location"] == f"/{lang}/practice/deal/{deal.code}/"
    typed = deal.code[:3].lower() + "-" + deal.code[3:]
    assert client.get(f"/{lang}/practice/deal/", {"code": typed})["Location"] == f"/{lang}/practice/deal/{deal.code}/"
    # The same deal asked for again is the same row, with the same code.
    _made(client, lang, seed="4242", players="5")
    assert DuplicateDeal.objects.count() == 1


def test_a_picked_deal_under_a_named_table_and_another_level_counts_its_finished_hand(client):
    profile = next(p.slug for p in named.profiles(GAME) if p.slug != named.STANDARD)
    players = max(trick_games()[GAME].players)
    assert _made(client, "en", table=profile, players=str(players), level=LEVELS[0], seed="31").status_code == 200
    deal = DuplicateDeal.objects.get()
    assert (deal.table, deal.players, deal.level) == (profile, players, LEVELS[0])
    url = _start(client, deal.code)
    assert _query(url)["profile"] == profile
    _finish(client, url)
    assert DuplicateResult.objects.filter(deal=deal).count() == 1


@pytest.mark.parametrize("lang", LANGS)
def test_a_deal_the_site_cannot_play_is_refused_on_the_form(client, lang):
    response = _made(client, lang, players="99", table="no-such-table-exists")
    assert response.status_code == 400
    assert DuplicateDeal.objects.count() == 0
    assert {"es": "se juega aquí entre", "en": "is played here by"}[lang] in _page(response)
    response = _made(client, lang, table="no-such-table-exists")
    assert response.status_code == 400


@pytest.mark.parametrize("lang", LANGS)
def test_a_forged_link_another_games_link_and_a_stale_link_are_clear_pages(client, lang, monkeypatch):
    token = duplicate.link_token(duplicate.Deal(GAME, 7, "standard", 4, LEVELS[0]))
    forged = client.get(f"/{lang}/practice/{GAME}/deal/{token[:-2]}zz/")
    assert forged.status_code == 400
    assert {"es": "no es uno que haya hecho este sitio", "en": "not one this site made"}[lang] in _page(forged)
    other_game = next(slug for slug in trick_games() if slug != GAME)
    assert client.get(f"/{lang}/practice/{other_game}/deal/{token}/").status_code == 400
    unplayable = signing.dumps([GAME, 7, "standard", 99, LEVELS[0]], salt=duplicate._LINK_SALT, compress=True)
    assert client.get(f"/{lang}/practice/{GAME}/deal/{unplayable}/").status_code == 400
    monkeypatch.setattr(duplicate, "LINK_AGE", timedelta(seconds=-1))
    stale = client.get(f"/{lang}/practice/{GAME}/deal/{token}/")
    assert stale.status_code == 400
    assert {"es": "demasiado antiguo", "en": "too old"}[lang] in _page(stale)
    assert DuplicateDeal.objects.count() == 0


@pytest.mark.parametrize("lang", LANGS)
def test_an_unknown_or_malformed_code_is_said_in_the_readers_language(client, lang):
    unknown = client.get(f"/{lang}/practice/deal/", {"code": "ZZZZZZ"})
    assert unknown.status_code == 404
    assert {"es": "Ningún reparto tiene el código ZZZZZZ", "en": "No deal has the code ZZZZZZ"}[lang] in _page(unknown)
    malformed = client.get(f"/{lang}/practice/deal/", {"code": "I0L1"})
    assert malformed.status_code == 400
    assert client.get(f"/{lang}/practice/deal/ZZZZZZ/").status_code == 404
    assert client.get(f"/{lang}/practice/deal/ZZZZZZ/results/").status_code == 404


def _results_for(deal: DuplicateDeal, scores: list[int]) -> None:
    DuplicateResult.objects.bulk_create(DuplicateResult(deal=deal, score=s, attempt=f"x{i}") for i, s in enumerate(scores))
    DuplicateDeal.objects.filter(pk=deal.pk).update(version=deal.version + 1)


@pytest.mark.parametrize("lang", LANGS)
def test_the_results_show_counts_a_histogram_the_table_and_the_par(client, lang):
    deal = DuplicateDeal.objects.get(code=_today_code(client, lang))
    _results_for(deal, [-10, -10, 0, 5, 5, 5, 20])
    page = _page(client.get(f"/{lang}/practice/deal/{deal.code}/results/"))
    assert {"es": "7 manos terminadas", "en": "7 finished hands"}[lang] in page
    # From -10 to 20 is 31 scores: ten bars at most, so bars 4 scores wide, 8 of them (the last one 3 wide).
    assert page.count('class="bar w-') == 8
    assert "<table" in page and "<caption>" in page
    deal.refresh_from_db()
    assert deal.par is not None and deal.par_level
    assert {"es": f"Par: {deal.par}", "en": f"Par: {deal.par}"}[lang] in page


def test_the_percentile_counts_the_scores_below_and_half_the_ties():
    spread = duplicate.spread({-10: 2, 0: 1, 5: 3, 20: 1}, 5)
    assert (spread.total, spread.below, spread.equal) == (7, 3, 3)
    assert spread.percentile == round(100 * (3 + 1.5) / 7)
    assert [b.mine for b in spread.bins].count(True) == 1
    assert sum(b.count for b in spread.bins) == 7
    wide = duplicate.spread({score: 1 for score in range(0, 200, 7)})
    assert len(wide.bins) <= duplicate.MAX_BINS and sum(b.count for b in wide.bins) == wide.total


@pytest.mark.postgres  # a unique constraint, a row lock or a grouped query decides it
def test_the_par_is_worked_out_once_per_deal(client, monkeypatch):
    code = _today_code(client)
    calls = recorded(monkeypatch, duplicate, "compute_par")
    for viewer in (client, Client(), Client()):
        for lang in LANGS:
            assert viewer.get(f"/{lang}/practice/deal/{code}/results/").status_code == 200
    assert len(calls) == 1
    deal = DuplicateDeal.objects.get(code=code)
    assert deal.par_level == duplicate.par_level(GAME)


def test_the_par_is_the_strongest_level_in_the_seat_against_the_deals_bots():
    deal = duplicate.stored(duplicate.Deal(GAME, 99, "standard", 4, LEVELS[0]))
    game = trick_games()[GAME]
    level = duplicate.par_level(GAME)
    hand = game.hand.autoplay(99, game.read_rules({"players": "4"}), levels=(level, *(LEVELS[0],) * 3))
    assert duplicate.compute_par(deal) == (duplicate.score_of(GAME, hand), level)


def test_the_results_page_answers_304_until_a_result_comes_in(client):
    code = _today_code(client)
    url = f"/en/practice/deal/{code}/results/"
    first = client.get(url)
    etag = first["ETag"]
    assert client.get(url, HTTP_IF_NONE_MATCH=etag).status_code == 304
    compressed = client.get(url, HTTP_ACCEPT_ENCODING="gzip")["ETag"]  # weakened by the compression
    assert client.get(url, HTTP_ACCEPT_ENCODING="gzip", HTTP_IF_NONE_MATCH=compressed).status_code == 304
    _results_for(DuplicateDeal.objects.get(code=code), [3])
    changed = client.get(url, HTTP_IF_NONE_MATCH=etag)
    assert changed.status_code == 200 and changed["ETag"] != etag


@pytest.mark.postgres  # a unique constraint, a row lock or a grouped query decides it
def test_the_results_page_costs_the_same_few_queries_however_many_played(client, django_assert_max_num_queries):
    deal = DuplicateDeal.objects.get(code=_today_code(client))
    client.get(f"/en/practice/deal/{deal.code}/results/")  # the par, once
    _results_for(deal, list(range(-100, 100)))
    with django_assert_max_num_queries(3):
        assert client.get(f"/en/practice/deal/{deal.code}/results/").status_code == 200


@pytest.mark.postgres  # a unique constraint, a row lock or a grouped query decides it
def test_results_past_the_schedule_are_pruned_and_the_privacy_page_says_so(client):
    deal = DuplicateDeal.objects.get(code=_today_code(client))
    _results_for(deal, [1, 2])
    DuplicateResult.objects.filter(score=1).update(created=timezone.now() - duplicate.KEPT - timedelta(days=1))
    old = duplicate.stored(duplicate.Deal(GAME, 1, "standard", 4, LEVELS[0]))
    DuplicateDeal.objects.filter(pk=old.pk).update(created=timezone.now() - duplicate.KEPT - timedelta(days=1))
    from naipes_site.retention import PRUNERS

    pruner = next(p for p in PRUNERS.values() if p.prune is duplicate.prune)
    assert pruner.prune() == 2
    assert list(DuplicateResult.objects.values_list("score", flat=True)) == [2]
    assert not DuplicateDeal.objects.filter(pk=old.pk).exists()
    for lang, words in (("es", "Los resultados de un reparto compartido"), ("en", "A shared deal’s results")):
        assert words in _page(client.get(f"/{lang}/privacy/"))


@given(counts=st.dictionaries(st.integers(-300, 300), st.integers(1, 50), min_size=1, max_size=40),
       pick=st.integers(0, 39))
def test_the_bars_hold_every_score_once_and_the_players_own_bar_holds_it(counts, pick):
    mine = sorted(counts)[pick % len(counts)]
    spread = duplicate.spread(counts, mine)
    assert 1 <= len(spread.bins) <= duplicate.MAX_BINS
    assert sum(b.count for b in spread.bins) == spread.total == sum(counts.values())
    assert [b.low <= mine <= b.high for b in spread.bins] == [b.mine for b in spread.bins]
    assert all(b.low <= b.high < nxt.low for b, nxt in zip(spread.bins, spread.bins[1:], strict=False))
    assert all(0 <= b.width <= 20 for b in spread.bins) and max(b.width for b in spread.bins) == 20
    assert spread.percentile is not None and 0 <= spread.percentile <= 100
