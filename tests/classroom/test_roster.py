"""The teacher's roster, redrawn at every answer, is written by a template tag for speed: its HTML must be the
template loop's it replaced, byte for byte, in both languages, escaping included, a CSRF field in every form."""

import pytest
from django.template import Context, Template
from django.utils import translation

from classroom.models import Student

THE_TEMPLATE_LOOP = (
    '{% load i18n %}{% for s in students %}<li{% if s.pk in answered_ids %} class="has-answered"{% endif %}>'
    '{{ s.nickname }}{% if s.pk in answered_ids %}<span class="visually-hidden"> ({% translate "answered" %})'
    '</span> ✓{% endif %}\n      <form class="live-remove" method="post" action="{{ step_url }}">{% csrf_token %}'
    '<input type="hidden" name="student" value="{{ s.pk }}"><button type="submit" name="action" value="remove" '
    'aria-label="{% blocktranslate with name=s.nickname %}Remove {{ name }} from the class{% endblocktranslate %}">'
    '×</button></form></li>{% endfor %}')
THE_TAG = "{% load classroom %}{% roster students answered_ids step_url %}"


def _both(context: dict, lang: str) -> tuple[str, str]:
    with translation.override(lang):
        return Template(THE_TEMPLATE_LOOP).render(Context(context)), Template(THE_TAG).render(Context(context))


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_roster_is_the_template_loops_html(lang):
    students = [Student(pk=7, nickname="Ana"), Student(pk=12, nickname="O'Neil <b>"), Student(pk=30, nickname="Bea_2")]
    context = {"students": students, "answered_ids": {12, 30}, "step_url": "/es/classroom/live/a&b/step/",
               "csrf_token": "T0k3n"}
    loop, tag = _both(context, lang)
    assert tag == loop
    assert tag.count('name="csrfmiddlewaretoken" value="T0k3n"') == 3
    assert "O&#x27;Neil &lt;b&gt;" in tag and "<b>" not in tag and "a&amp;b" in tag
    assert ("Quitar a O&#x27;Neil" if lang == "es" else "Remove O&#x27;Neil") in tag


def test_before_a_question_nobody_is_marked_as_answered():
    context = {"students": [Student(pk=1, nickname="Ana")], "step_url": "/en/x/", "csrf_token": "T0k3n"}
    loop, tag = _both(context, "en")
    assert tag == loop and "has-answered" not in tag
