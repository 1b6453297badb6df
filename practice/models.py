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
