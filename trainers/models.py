"""Progress without accounts: counters per browser session, per trainer and per skill, and the
questions a session missed (kept so they can be drilled again). Nothing here knows the rules."""

from django.db import models


class Stat(models.Model):
    """Attempts, right answers and streaks of one session on one trainer or one skill."""

    SCOPES = [("drill", "drill"), ("skill", "skill")]

    session_key = models.CharField(max_length=40)
    scope = models.CharField(max_length=5, choices=SCOPES)
    key = models.CharField(max_length=40)
    """The drill's slug or the skill's key."""
    attempts = models.PositiveIntegerField(default=0)
    correct = models.PositiveIntegerField(default=0)
    streak = models.PositiveIntegerField(default=0)
    best_streak = models.PositiveIntegerField(default=0)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["session_key", "scope", "key"], name="one_stat_per_key")]

    def __str__(self):
        return f"{self.scope} {self.key}: {self.correct}/{self.attempts}"

    @property
    def accuracy(self) -> float:
        return self.correct / self.attempts if self.attempts else 0.0

    def add(self, correct: bool) -> None:
        self.attempts += 1
        if correct:
            self.correct += 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.streak = 0


class Miss(models.Model):
    """A question a session got wrong: the drill, seed and level rebuild it exactly."""

    session_key = models.CharField(max_length=40)
    drill = models.CharField(max_length=40)
    seed = models.BigIntegerField()
    level = models.PositiveSmallIntegerField()
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["session_key", "drill", "seed", "level"], name="one_miss_per_question")
        ]
        ordering = ["updated", "id"]

    def __str__(self):
        return f"{self.drill} seed={self.seed} level={self.level}"


class UsedNonce(models.Model):
    """A question already scored; a second answer with the same token is not counted again."""

    nonce = models.CharField(max_length=32, unique=True)
    created = models.DateTimeField(auto_now_add=True)

    def __str__(self):
        return self.nonce
