"""The judges' part of the class debrief (hook ``judge_links``, :mod:`naipes_site.plugins`): a missed question's
position as its judge's address.

Only questions whose position a judge takes as it is get one: each game's module says which of its drills,
the kind of judge and the question's position in the judge's own fields (``JUDGE_LINKS`` in
``judges/games/<slug>.py``). The options of the class's table the question follows come after them, written
plainly as the judge's form writes them; the address is the judge's own URL name.
"""

from __future__ import annotations

from urllib.parse import urlencode

from django.urls import reverse
from django.utils import translation

from judges.base import judge_modules
from naipes.options import option
from trainers.class_questions import Entry
from trainers.drills import table_for
from trainers.judge_links import register


@register
def judge_link(position: Entry, lang: str) -> str:
    drill = position.drill
    module = judge_modules().get(drill.GAME)
    links = getattr(module, "JUDGE_LINKS", {})
    if drill.SLUG not in links:
        return ""
    kind, query = links[drill.SLUG]
    table = [(name, option(drill.GAME, name).text(value)) for name, value in table_for(drill.SLUG, position.table)]
    with translation.override(lang):
        url = reverse(f"judges:{kind}", args=[drill.GAME])
    return f"{url}?{urlencode([*query(position.question), *table])}"
