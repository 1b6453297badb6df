"""What practice keeps, and for how long (``manage.py prune`` reads this module): the hands a learner
played and the plays the coach refused are the learner's rows, and go with it (:mod:`trainers.retention`)."""

from __future__ import annotations

from practice.models import CoachedMistake, PlayedHand
from trainers.retention import learner_rows

learner_rows(PlayedHand, "created")
learner_rows(CoachedMistake, "created")
