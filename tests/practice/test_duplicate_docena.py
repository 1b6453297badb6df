"""The same deal for everyone in La Docena, whose betting hand has a view and a signed state of its own: its deal
of the day and a picked deal open its hand with the deal's signed state and the attempt beside it, the finished
hand's stones are kept once per attempt (a double submit, a reload or a replay of the deal count no more), and the
results page shows everyone's stones and the par of the strongest level La Docena's bots have."""

from __future__ import annotations

from urllib.parse import urlencode

import pytest
from django.test import Client

from naipes.bots import HARNESS_LEVELS, LEVELS, game_bots, levels_of
from naipes.games.docena import practice as engine
from naipes.practice import LEARNER
from naipes_site import table_rules
from practice import duplicate, levels
from practice.games import hands
from practice.games.docena import hand as docena
from practice.models import DuplicateDeal, DuplicateResult
from tests.practice import test_duplicate_deals as deals

pytestmark = pytest.mark.django_db

LANGS = ("es", "en")
GAME = "docena"

SHARED = {"es": "Un reparto compartido", "en": "A shared deal"}
STONES = {"es": "piedras", "en": "stones"}
NOT_MADE_HERE = {"es": "no es uno que haya hecho este sitio", "en": "not one this site made"}


def today_code(client: Client, lang: str = "en") -> str:
    return deals._today_code(client, lang, GAME)


def _button(action) -> dict[str, object]:
    """The page's buttons an action stands for (``do=``, ``stones=``, ``discard=``)."""
    kind = action[0]
    if kind == engine.BET:
        return {"do": "bet", "stones": action[1]}
    if kind == engine.DEJO:
        return {"do": "dejo-yes" if action[1] else "dejo-no"}
    if kind == engine.DISCARD:
        return {"do": "discard", "discard": [c.code for c in action[1]]}
    return {"do": {engine.PASS: "pass", engine.ACCEPT: "accept", engine.FOLD: "fold", engine.WITHDRAW: "withdraw",
                   engine.CUT: "cut"}[kind]}


def _position(url: str, *more) -> engine.Hand:
    """The hand at ``url`` (then ``more`` of the learner's actions), replayed from its signed state against the bots
    of the level its address names."""
    query = deals._query(url)
    seed, players, actions, table = docena.unsign(query["h"])
    level = query.get(levels.QUERY, levels.DEFAULT_LEVEL)
    return engine.replay(seed, table.rules(players=players), [*actions, *more], levels=levels.seats(level, players))


def last_press(client: Client, url: str) -> str:
    """Press the buttons the learner's seat's bot would, from the hand at ``url``, up to the one that ends the
    hand: that last press's address, not sent."""
    for _ in range(60):
        action = engine.bot_action(_position(url), LEARNER)
        press = f"{url}&{urlencode(_button(action), doseq=True)}"
        if _position(url, action).phase == "done":
            return press
        response = client.get(press)
        assert response.status_code == 302, deals._page(response)[:400]
        url = response["Location"]
    raise AssertionError("the hand never ended")


def _finish(client: Client, url: str) -> tuple[str, str, object]:
    """The hand at ``url`` played to its end: the address of the last press, the hand's address at its end and its
    page."""
    press = last_press(client, url)
    response = client.get(press)
    assert response.status_code == 302, deals._page(response)[:400]
    return press, response["Location"], client.get(response["Location"])


def test_la_docena_has_a_deal_of_the_day_like_every_practice_hand():
    assert [d["slug"] for d in duplicate.daily()] == list(hands())
    day = duplicate.today()
    assert duplicate.day_seed(GAME, day) != duplicate.day_seed(GAME, day.replace(year=day.year + 1))


@pytest.mark.parametrize("lang", LANGS)
def test_the_deal_of_the_day_opens_la_docenas_hand_with_its_signed_state_and_the_attempt(client, lang):
    code = today_code(client, lang)
    deal = DuplicateDeal.objects.get(code=code)
    assert (deal.game, deal.players, deal.level, deal.table) == (
        GAME, hands()[GAME].default_players, duplicate.DAILY_LEVEL, "standard")
    url = deals._start(client, code, lang)
    assert url.startswith(f"/{lang}/practice/{GAME}/?")
    query = deals._query(url)
    seed, players, actions, table = docena.unsign(query["h"])
    assert (seed, players, actions, table.code) == (deal.seed, deal.players, [], deal.table)
    assert duplicate.attempt(query[duplicate.QUERY]).deal == deal
    page = deals._page(client.get(url))
    assert SHARED[lang] in page and code in page
    # The hand's own form carries the attempt, so a press without JavaScript stays in the shared deal.
    assert f'name="{duplicate.QUERY}" value="{query[duplicate.QUERY]}"' in page


@pytest.mark.parametrize("lang", LANGS)
def test_the_hand_page_of_la_docena_leads_to_its_deal_of_the_day(client, lang):
    index = deals._page(client.get(f"/{lang}/practice/"))
    assert f'href="/{lang}/practice/{GAME}/today/"' in index
    hand = deals._page(client.get(f"/{lang}/practice/{GAME}/?h={docena.sign(7, 6, [])}"))
    assert f'href="/{lang}/practice/{GAME}/today/"' in hand
    assert SHARED[lang] not in hand


@pytest.mark.postgres  # a unique constraint decides it
@pytest.mark.parametrize("lang", LANGS)
def test_a_finished_hand_keeps_its_stones_once_and_leads_to_everyones_results(client, lang):
    code = today_code(client, lang)
    url = deals._start(client, code, lang)
    last, end, page = _finish(client, url)
    assert page.status_code == 200
    rows = DuplicateResult.objects.filter(deal__code=code)
    assert rows.count() == 1
    hand = _position(end)
    assert rows.get().score == hand.stones[LEARNER] - engine.STONES == duplicate.score_of(GAME, hand)
    results_url = next(part.split('"')[0] for part in deals._page(page).split('href="')
                       if part.startswith(f"/{lang}/practice/deal/{code}/results/?attempt="))
    # The last press sent again (a double submit), the hand's page reloaded, and the deal replayed from the start.
    assert client.get(last).status_code == 302
    client.get(url)
    _finish(client, url)
    assert rows.count() == 1
    results = deals._page(client.get(results_url))
    score = rows.get().score
    assert {"es": f"Tu resultado: {score} {STONES[lang]}", "en": f"Your score: {score} {STONES[lang]}"}[lang] in results
    deal = DuplicateDeal.objects.get(code=code)
    assert deal.par is not None and deal.par_level == duplicate.par_level(GAME)
    assert f"Par: {deal.par} {STONES[lang]}" in results


def test_another_browser_counts_its_own_hand_of_the_same_deal(client):
    code = today_code(client)
    _finish(client, deals._start(client, code))
    other = Client()
    _finish(other, deals._start(other, code))
    assert DuplicateResult.objects.filter(deal__code=code).count() == 2


def test_another_level_or_a_new_hand_from_the_deals_page_is_not_the_deal(client):
    url = deals._start(client, today_code(client))
    page = deals._page(client.get(url))
    token = urlencode({duplicate.QUERY: deals._query(url)[duplicate.QUERY]})
    hrefs = [part.split('"')[0] for part in page.split('href="')[1:]]
    # Every link that keeps the attempt plays the deal's bots; the others (another level, a new hand) drop it.
    kept = [href for href in hrefs if token in href]
    deals_level = urlencode(levels.query(duplicate.DAILY_LEVEL))
    assert kept and all(deals_level in href for href in kept)
    assert any("h=" in href and token not in href for href in hrefs)
    # The attempt carried by hand to a hand at another level plays that hand, but counts nothing.
    other = next(level for level in LEVELS if level != duplicate.DAILY_LEVEL)
    query = {name: value for name, value in deals._query(url).items() if name != levels.QUERY}
    played = f"{url.split('?')[0]}?{urlencode({**query, **levels.query(other)})}"
    assert SHARED["en"] not in deals._page(client.get(played))
    _finish(client, played)
    assert DuplicateResult.objects.count() == 0


@pytest.mark.parametrize("lang", LANGS)
def test_a_forged_or_stale_attempt_on_la_docenas_hand_is_a_clear_page(client, lang, monkeypatch):
    url = deals._start(client, today_code(client, lang), lang)
    query = deals._query(url)
    forged = client.get(f"{url.split('?')[0]}?{urlencode({**query, duplicate.QUERY: query[duplicate.QUERY][:-3] + 'xyz'})}")
    assert forged.status_code == 400
    assert NOT_MADE_HERE[lang] in deals._page(forged)
    monkeypatch.setattr(duplicate, "ATTEMPT_AGE", duplicate.ATTEMPT_AGE * -1)
    stale = client.get(url)
    assert stale.status_code == 400
    assert {"es": "demasiado antiguo", "en": "too old"}[lang] in deals._page(stale)


@pytest.mark.parametrize("lang", LANGS)
def test_a_teacher_picks_a_deal_of_la_docena_and_its_link_and_code_play_it(client, lang):
    players = min(hands()[GAME].players)
    response = client.post(f"/{lang}/practice/deal/", {"game": GAME, "players": str(players), "table": "",
                                                        "level": LEVELS[0], "seed": "4242"})
    assert response.status_code == 200
    deal = DuplicateDeal.objects.get()
    assert (deal.game, deal.seed, deal.players, deal.level) == (GAME, 4242, players, LEVELS[0])
    page = deals._page(response)
    link = next(p.split('"')[0] for p in page.split('value="') if f"/{lang}/practice/{GAME}/deal/" in p.split('"')[0])
    assert Client().get(link)["Location"] == f"/{lang}/practice/deal/{deal.code}/"
    url = deals._start(client, deal.code, lang)
    assert docena.unsign(deals._query(url)["h"])[:2] == (4242, players)
    _finish(client, url)
    assert DuplicateResult.objects.filter(deal=deal).count() == 1


@pytest.mark.parametrize("lang", LANGS)
def test_a_deal_of_la_docena_for_more_players_than_it_seats_is_refused_on_the_form(client, lang):
    response = client.post(f"/{lang}/practice/deal/", {"game": GAME, "players": "99", "table": "",
                                                        "level": LEVELS[0], "seed": ""})
    assert response.status_code == 400
    assert {"es": "se juega aquí entre", "en": "is played here by"}[lang] in deals._page(response)
    assert DuplicateDeal.objects.count() == 0


def test_the_par_is_the_strongest_level_la_docena_has_in_the_seat_against_the_deals_bots():
    level = duplicate.par_level(GAME)
    assert level == [each for each in levels_of(game_bots(GAME)) if each not in HARNESS_LEVELS][-1]
    deal = duplicate.stored(duplicate.Deal(GAME, 99, "standard", 5, LEVELS[0]))
    rules = table_rules.standard(GAME).rules(players=5)
    hand = engine.autoplay(99, rules, levels=(level, *(LEVELS[0],) * 4))
    assert duplicate.compute_par(deal) == (hand.stones[LEARNER] - engine.STONES, level)


def test_la_docenas_par_is_played_by_its_expert():
    """The par is the strongest level a game's bots hold (naipes.bots.levels_of): La Docena's expert, as in every
    game, with no change here."""
    assert duplicate.par_level(GAME) == "expert"
    deal = duplicate.stored(duplicate.Deal(GAME, 5, "standard", 4, LEVELS[0]))
    assert duplicate.compute_par(deal)[1] == "expert"
