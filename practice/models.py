"""What a learner did in practice hands, per browser (the learner id of :mod:`trainers.learner`).

A hand counts once when it reaches its end, and a play the coach refused counts once per position,
however often the page is reloaded: both are keyed by the deal and a digest of the actions.
"""

from django.db import models


class LearnersDeal(models.Model):
    """What every record of a practice hand keeps: whose it is, and the deal (game, seed, players) it happened
    in."""

    learner = models.CharField(max_length=40)
    game = models.CharField(max_length=20)
    seed = models.BigIntegerField()
    players = models.PositiveSmallIntegerField()
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        abstract = True


class PlayedHand(LearnersDeal):
    """A practice hand played to its end."""

    actions = models.CharField(max_length=64)
    """SHA-256 of the hand's actions as written in its URL: the same hand played again counts once."""
    mistakes = models.PositiveSmallIntegerField(default=0)
    """Plays the coach refused on this deal before the end."""

    class Meta:
        constraints = [models.UniqueConstraint(fields=["learner", "game", "seed", "players", "actions"],
                                               name="one_played_hand")]
        indexes = [models.Index(fields=["learner", "game"], name="played_hand_learner")]

    def __str__(self):
        return f"{self.game} seed={self.seed} ({self.mistakes} mistakes)"


class CoachedMistake(LearnersDeal):
    """A play the coach refused: the position (a digest of the actions before it), the action tried
    and the engine's reason. Each one also put a question of the matching drill in the review queue."""

    position = models.CharField(max_length=64)
    action = models.CharField(max_length=24)
    reason = models.CharField(max_length=40)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["learner", "game", "seed", "players", "position", "action"],
                                               name="one_mistake_per_position")]

    def __str__(self):
        return f"{self.game} seed={self.seed} {self.action}: {self.reason}"


class DuplicateDeal(models.Model):
    """A deal many play against the same bots (the deal of the day, or one a teacher or a club picked): the game,
    the seed, the table's code, the players, the bots' level and the learner's seat; nothing about who picked it.
    Its short ``code`` is what a player types; ``par`` is the score the best level the game has makes in that seat
    against the same bots, worked out once (:func:`practice.duplicate.ensure_par`)."""

    game = models.CharField(max_length=20)
    seed = models.BigIntegerField()
    table = models.CharField(max_length=80)
    players = models.PositiveSmallIntegerField()
    level = models.CharField(max_length=20)
    seat = models.PositiveSmallIntegerField(default=0)
    code = models.CharField(max_length=6, unique=True)
    day = models.DateField(null=True, blank=True)
    """The day it was the deal of the day (``None`` for a deal picked with the form)."""
    par = models.IntegerField(null=True, blank=True)
    par_level = models.CharField(max_length=20, blank=True)
    version = models.PositiveIntegerField(default=0)
    """Goes up with every result recorded or pruned (and the par): the results page's ETag."""
    created = models.DateTimeField(auto_now_add=True)
    last_played = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["game", "seed", "table", "players", "level", "seat"],
                                               name="one_duplicate_deal")]

    def __str__(self):
        return f"{self.game} seed={self.seed} {self.table} {self.level} ({self.code})"


class DuplicateResult(models.Model):
    """One finished hand of a duplicate deal: its score in the game's unit (higher better) and nothing that names
    a person. ``attempt`` is a digest of the hand's attempt token, so a double submit or a replay of the same
    attempt counts once."""

    deal = models.ForeignKey(DuplicateDeal, on_delete=models.CASCADE, related_name="results")
    score = models.IntegerField()
    attempt = models.CharField(max_length=64, unique=True)
    created = models.DateTimeField(auto_now_add=True, db_index=True)

    def __str__(self):
        return f"{self.deal.code}: {self.score}"
class AnalysedDecision(models.Model):
    """The coach's analysis of one decision of a practice hand (:mod:`practice.analysis`), kept so that the hand
    page, the replay and the puzzles never work it out twice and every app server reads the same one: keyed by a
    digest of what it depends on (game, seed, table, levels, options, the decisions up to it, the mode)."""

    key = models.CharField(max_length=64, unique=True)
    data = models.JSONField()
    """The :class:`naipes.coach.Decision` as :func:`practice.analysis.stored` writes it (action codes, numbers)."""
    created = models.DateTimeField(auto_now_add=True)

    def __str__(self):
        return f"{self.key[:8]}: {self.data.get('kind')} {self.data.get('chosen')}"


class BetterCardPuzzle(LearnersDeal):
    """A costly card of a learner's practice hand, asked again in the review queue: "find the better card".

    The hand is what its link says (``query``: seed, table, levels and options as the hand's URL writes them) and
    ``index`` the decision asked: the position is rebuilt by the engine from them, never stored."""

    query = models.CharField(max_length=600)
    """The hand's URL query up to and including the costly decision (its ``a=`` the learner's actions)."""
    index = models.PositiveSmallIntegerField()
    position = models.CharField(max_length=64)
    """A digest of the query: the same costly card is one puzzle, however often the replay is opened."""

    class Meta:
        constraints = [models.UniqueConstraint(fields=["learner", "position"], name="one_puzzle_per_position")]

    def __str__(self):
        return f"{self.game} seed={self.seed} decision {self.index}"
