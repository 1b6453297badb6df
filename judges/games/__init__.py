"""Each game's own part of the judges (``judges/games/<slug>.py``), found through :mod:`naipes.games`
(:func:`judges.base.judge_modules`). A module offers what its game has, by name:

- ``TRICK``: a :class:`judges.base.TrickGame`, for the "who takes the trick" and "may I play" judges;
- ``POINTS``: the judge of the points of a pile (a query → a :class:`judges.verdicts.Judgement`);
- ``HAND``, with ``HAND_OPTIONS``, ``HAND_TITLE`` and ``HAND_JUDGE`` (its name and summary): a judge of the
  game's hands, at ``judges:hand`` (La Docena's);
- ``JUDGE_LINKS``: drill slug → (kind of judge, the query of a question's position), the judge a class debrief
  links a missed question to (:mod:`judges.judge_links`).

Its templates are in ``judges/templates/judges/games/<slug>/``.
"""
