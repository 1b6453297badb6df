"""Template tags of the trainers' pages that invite practice: ``{% review_today %}``.

The home page's "practise now" is the trainers' home panel (:mod:`trainers.home_panels`): a site template
may not load a higher layer's tags.
"""

from __future__ import annotations

from django import template

from trainers import learner, tracking

register = template.Library()


@register.inclusion_tag("trainers/_due.html", takes_context=True)
def review_today(context):
    request = context.get("request")
    due = len(tracking.due_today(learner.current(request))) if request else 0
    return {"due": due}

