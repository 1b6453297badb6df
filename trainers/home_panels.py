"""The trainers' panel on the home page: a game picker and one "practise now" button (hook
``home_panels``, :mod:`naipes_site.plugins`); a returning learner's last game comes first."""

from __future__ import annotations

from django.http import HttpRequest
from django.template.loader import render_to_string
from django.utils.safestring import SafeString

from naipes_site.games import game_infos
from naipes_site.plugins import HOME_PANELS
from trainers import learner, tracking
from trainers.drills import DRILLS
from trainers.models import Attempt


@HOME_PANELS.register
def practise_now(request: HttpRequest) -> SafeString:
    key = learner.current(request)
    last = Attempt.objects.filter(learner=key).order_by("-created", "-id").first() if key else None
    game = DRILLS[last.drill].GAME if last and last.drill in DRILLS else game_infos()[0].slug
    context = {"games": game_infos(), "chosen": game, "due": len(tracking.due_today(key)), "returning": last is not None}
    return render_to_string("trainers/_practise_now.html", context, request)
