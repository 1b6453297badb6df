"""The privacy page says what the site keeps and for how long, in both languages, from the same numbers
``manage.py prune`` deletes by: each app that keeps something says it there."""

import re

import pytest

from counters.models import KEPT as SHEET_KEPT
from naipes_site import retention
from search import misses
from trainers import retention as trainers_retention

pytestmark = pytest.mark.django_db

SAID = {
    "en": ["What we keep", "A score sheet, with its history and both its links: 180 days after its last change",
           "answered one question and never came back", "7 days after that answer",
           "400 days after your last answer", "90 days after their last count, and at most 2000 rows a language",
           "A live class, with its students' nicknames and answers: 30 days"],
    "es": ["Qué guardamos", "Una hoja de puntos, con su historial y sus dos enlaces: 180 días después de su último cambio",
           "respondió una sola pregunta y no volvió", "7 días después de esa respuesta",
           "400 días después de tu última respuesta", "90 días después de su última cuenta, y como mucho 2000 filas por idioma",
           "Una clase en directo, con los apodos y las respuestas de sus alumnos: 30 días"],
}


def text(response) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", response.content.decode()).split()).replace("&#x27;", "'")


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_privacy_page_states_the_schedule_of_the_prune(client, lang):
    assert (SHEET_KEPT.days, trainers_retention.ONE_ANSWER_KEPT.days, trainers_retention.UNSEEN_KEPT.days,
            misses.KEEP_DAYS, misses.CAP) == (180, 7, 400, 90, 2000)
    page = client.get(f"/{lang}/privacy/")
    assert page.status_code == 200
    shown = text(page)
    for said in SAID[lang]:
        assert said in shown
    # One line for every kind of row pruned that is a visitor's, and none left out.
    said = [p for p in retention.PRUNERS.values() if p.says is not None]
    html = page.content.decode()
    listed = html[html.index('class="kept-schedule"'):]
    assert listed[:listed.index("</ul>")].count("<li>") == len(said) == len(retention.PRUNERS)


@pytest.mark.parametrize(("lang", "label"), [("es", "Qué guardamos"), ("en", "What we keep")])
def test_every_page_links_it_in_its_footer(client, lang, label):
    html = client.get(f"/{lang}/").content.decode()
    assert f'<a href="/{lang}/privacy/">{label}</a>' in html
