"""La Docena's practice hand: a betting hand with a table and a view of its own.

Its signed state, actions and words are :mod:`practice.games.docena.hand`; its view is
:mod:`practice.games.docena.views` (served at ``docena/``, URL name ``practice:docena``); its templates are in
``practice/templates/practice/games/docena/``.
"""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from practice.game import PracticeHand
from practice.games.docena import hand as docena, views as docena_views

HAND = PracticeHand(
    slug="docena", players=docena.PLAYERS, default_players=docena.DEFAULT_PLAYERS,
    partial="practice/games/docena/_hand.html", view=docena_views.hand, deal_query=docena_views.deal_query,
    review_drill="docena-bets", puzzle=docena_views.puzzle,
    # The drill asks about cutting the dejo only at its hard level.
    review_level=3,
    intro=_("A betting hand: the cards come one at a time, you pass, bet or fold against the engine's seats, "
            "and at the showdown the ladder decides who takes the stones."),
)
