"""A page's question stays closed to the API: the seed its share link shows draws another question there.

The API answers its own questions to anyone (that is what it is for), and a page shows its seed in the
share link while the question is open. Were both to draw the same question from the same seed, asking the
API for that seed would give the page's answer, which the page would then score right.
"""

import re
from random import Random

import pytest

from tests.trainers.test_drills import form_for, wrong_for
from trainers import tokens
from trainers.drills import DRILLS
from trainers.models import Attempt

pytestmark = pytest.mark.django_db


def page_question(client, slug: str, level: int):
    html = client.get(f"/en/trainers/{slug}/?level={level}").content.decode()
    seed = int(re.search(r'class="share-link" href="[^"]*\?seed=(\d+)&amp;level=\d"', html).group(1))
    token = re.search(r'name="token" value="([^"]+)"', html).group(1)
    return seed, token


@pytest.mark.parametrize("slug", list(DRILLS))
def test_the_api_draws_the_seed_of_a_share_link_from_a_source_of_its_own(client, slug):
    drill = DRILLS[slug]
    level = drill.LEVELS[-1]
    seed, _token = page_question(client, slug, level)
    body = client.get(f"/api/v1/trainers/{slug}/question", {"seed": seed, "level": level}).json()
    assert body["data"] == drill.data(drill.generate(tokens.rng(seed, tokens.API), level))


def test_no_page_seed_gives_the_api_the_random_sequence_of_the_page():
    for seed in (0, 1, 7, 2**31, tokens.SEED_LIMIT - 1):
        page, api, plain = tokens.rng(seed, tokens.PAGE), tokens.rng(seed, tokens.API), Random(seed)
        expected = [plain.random() for _ in range(4)]
        assert [page.random() for _ in range(4)] == expected
        assert [api.random() for _ in range(4)] != expected


@pytest.mark.parametrize("slug", ["paulo-trumps", "tute-trick", "papayoo-round"])
def test_the_answer_the_api_gives_for_a_share_links_seed_is_not_scored_right_on_the_page(client, slug):
    drill = DRILLS[slug]
    level = drill.LEVELS[-1]
    by_chance = 0
    for _ in range(5):
        seed, token = page_question(client, slug, level)
        asked = client.get(f"/api/v1/trainers/{slug}/question", {"seed": seed, "level": level}).json()
        api_question = drill.generate(tokens.rng(seed, tokens.API), level)
        widget = drill.scene(api_question).widget
        told = client.post(f"/api/v1/trainers/{slug}/answer",
                           {"token": asked["token"], "answer": wrong_for(widget, drill.expected(api_question))},
                           content_type="application/json").json()["expected"]
        # Two different questions can share an answer (the same card may win both tricks): only that
        # coincidence may score the API's answer right on the page.
        by_chance += told == drill.expected(drill.generate(tokens.rng(seed, tokens.PAGE), level))
        form = form_for(widget, told)
        client.post(f"/en/trainers/{slug}/answer/", {"token": token, **{k: form.getlist(k) for k in form}})
    assert Attempt.objects.filter(correct=True).count() == by_chance < 5
