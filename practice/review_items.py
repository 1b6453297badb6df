"""The "find the better card" puzzles in the review queue (hook ``review_items``): a review card of
:data:`practice.replay_views.PUZZLE` is asked again at its puzzle's page."""

from django.utils.translation import gettext_lazy

from practice.replay_views import PUZZLE, puzzle_url
from trainers.review_items import register

register(PUZZLE, puzzle_url, gettext_lazy("Find the better card (a practice hand)"))
