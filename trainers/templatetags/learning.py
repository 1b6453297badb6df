"""Template tags other pages use to invite practice: ``{% review_today %}`` and ``{% practise_now %}``.

The home page (a site template) loads these instead of importing the trainers from the site's code.
"""

from __future__ import annotations

from django import template

from naipes_site.games import GAMES
from trainers import learner, tracking
from trainers.drills import DRILLS
from trainers.models import Attempt

register = template.Library()


@register.inclusion_tag("trainers/_due.html", takes_context=True)
def review_today(context):
    request = context.get("request")
    due = len(tracking.due_today(learner.current(request))) if request else 0
    return {"due": due}


@register.inclusion_tag("trainers/_practise_now.html", takes_context=True)
def practise_now(context):
    """A game picker and one button; a returning learner's last game comes first."""
    request = context.get("request")
    key = learner.current(request) if request else None
    last = Attempt.objects.filter(learner=key).order_by("-created", "-id").first() if key else None
    game = DRILLS[last.drill].GAME if last and last.drill in DRILLS else GAMES[0].slug
    return {"games": GAMES, "chosen": game, "due": len(tracking.due_today(key)), "returning": last is not None}
