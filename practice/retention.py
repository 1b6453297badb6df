"""What practice keeps, and for how long (``manage.py prune`` reads this module): the hands a learner
played and the plays the coach refused are the learner's rows, and go with it (:mod:`trainers.retention`);
the shared deals' results name nobody and are kept :data:`practice.duplicate.KEPT`."""

from __future__ import annotations

from datetime import timedelta

from django.utils import timezone
from django.utils.translation import gettext

from naipes_site.retention import register
from practice import duplicate
from practice.models import AnalysedDecision, BetterCardPuzzle, CoachedMistake, PlayedHand
from trainers.retention import learner_rows

learner_rows(PlayedHand, "created")
learner_rows(CoachedMistake, "created")
learner_rows(BetterCardPuzzle, "created")

ANALYSES_KEPT = timedelta(days=30)
"""The coach's analyses of practice hands (no learner's id in them): worked out again when a page asks later."""


def old_analyses() -> int:
    deleted, _ = AnalysedDecision.objects.filter(created__lt=timezone.now() - ANALYSES_KEPT).delete()
    return deleted


register("the coach's analyses of practice hands", f"{ANALYSES_KEPT.days} days", old_analyses,
         says=lambda: gettext("The coach's analyses of practice hands (the cards and what they cost, with no "
                              "learner's id): %(days)s days.") % {"days": ANALYSES_KEPT.days})

register("shared deals' results, and the deals nobody played since", f"{duplicate.KEPT.days} days", duplicate.prune,
         lambda: gettext("A shared deal’s results (the deal and each finished hand’s score, nothing that says who "
                         "played it): %(days)s days after each hand; the deal and its code, %(days)s days after it was "
                         "made once no result is left. Your browser keeps the deals it started in a cookie for "
                         "%(cookie)s days, so that playing one again counts once.") % {"days": duplicate.KEPT.days, "cookie": duplicate.ATTEMPT_AGE.days})
