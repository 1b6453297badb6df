"""Progress without accounts, per browser: the learner is a random id in a long-lived cookie
(:mod:`trainers.learner`), never a name or an e-mail. Counters per trainer, skill and level, every
answer given, and the review cards that spaced repetition schedules. Nothing here knows the rules."""

from django.db import models


class Learner(models.Model):
    """One browser's settings; the key is the random id of its cookie."""

    key = models.CharField(max_length=40, primary_key=True)
    spaced_repetition = models.BooleanField(default=True)
    """Off: missed questions still wait to be practised, but nothing is scheduled for later days."""
    daily_reviews = models.PositiveSmallIntegerField(default=50)
    """The most reviews a day's round serves (the reviews already done that day count); the rest wait for the
    next days (:func:`trainers.tracking.todays_share`)."""
    daily_new = models.PositiveSmallIntegerField(default=20)
    """The most questions a day that come back into review for the first time (a review card never reviewed
    yet: a question missed, answered with effort, or a mastery retest)."""
    created = models.DateTimeField(auto_now_add=True)
    parameters = models.JSONField(null=True, blank=True)
    """The learner's own FSRS parameters (21 numbers), fitted from their reviews (:mod:`trainers.schedules`);
    ``None``: the defaults."""
    fitted = models.DateTimeField(null=True, blank=True)
    """When a fit was last tried (one a day at most), whether or not it gave parameters."""

    def __str__(self):
        return self.key[:6]


class Stat(models.Model):
    """First attempts, right answers and streaks of one learner on one trainer, skill or level.

    A level's key is ``<drill>:<level>``; its best streak says whether the level is mastered.
    Reviews are not counted here (see :class:`Attempt`): accuracy measures what was known at first sight.
    """

    SCOPES = [("drill", "drill"), ("skill", "skill"), ("level", "level")]

    learner = models.CharField(max_length=40)
    scope = models.CharField(max_length=5, choices=SCOPES)
    key = models.CharField(max_length=48)
    """The drill's slug, the skill's key, or ``<drill>:<level>``."""
    attempts = models.PositiveIntegerField(default=0)
    correct = models.PositiveIntegerField(default=0)
    streak = models.PositiveIntegerField(default=0)
    best_streak = models.PositiveIntegerField(default=0)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["learner", "scope", "key"], name="one_stat_per_key")]

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


class Attempt(models.Model):
    """One answer a learner gave: a first attempt or a review, with what was typed and how long it took."""

    FIRST, REVIEW = "first", "review"
    KINDS = [(FIRST, "first attempt"), (REVIEW, "review")]

    learner = models.CharField(max_length=40)
    drill = models.CharField(max_length=40)
    seed = models.BigIntegerField()
    level = models.PositiveSmallIntegerField()
    kind = models.CharField(max_length=6, choices=KINDS)
    correct = models.BooleanField()
    given = models.JSONField(default=dict)
    """The form fields as typed (``{"name": [values]}``), to show the question answered again."""
    seconds = models.PositiveIntegerField(null=True)
    table = models.CharField(max_length=80, default="", blank=True)
    """The code of the table the question was asked under (a profile's slug or a custom code); ``""`` for the
    standard one. The same seed under another table is another question."""
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        indexes = [models.Index(fields=["learner", "drill", "seed", "level"], name="attempt_question")]
        constraints = [
            # Two app servers answering the same question at once still score it once.
            models.UniqueConstraint(fields=["learner", "drill", "seed", "level", "table"],
                                    condition=models.Q(kind="first"), name="one_first_attempt_per_table_question"),
        ]
        ordering = ["created", "id"]

    def __str__(self):
        return f"{self.kind} {self.drill} seed={self.seed} level={self.level}: {self.correct}"


class ReviewCard(models.Model):
    """A question to see again (missed, or right with effort), scheduled by FSRS (:mod:`trainers.review`)."""

    learner = models.CharField(max_length=40)
    drill = models.CharField(max_length=40)
    seed = models.BigIntegerField()
    level = models.PositiveSmallIntegerField()
    card = models.JSONField()
    """The ``fsrs.Card`` as its own ``to_dict()``: state, step, stability, difficulty, due, last review."""
    due = models.DateTimeField()
    last_review = models.DateTimeField(null=True)
    table = models.CharField(max_length=80, default="", blank=True)
    """The table the question is reviewed under, as it was first asked (see :attr:`Attempt.table`)."""
    retest = models.BooleanField(default=False)
    """A mastery retest of its level (:mod:`trainers.skills`), not a question the learner met before."""
    introduced = models.DateTimeField(null=True, blank=True)
    """When it was first reviewed: ``None`` while it is new (the learner's daily pace of new questions)."""
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["learner", "drill", "seed", "level", "table"],
                                    name="one_card_per_table_question")
        ]
        indexes = [models.Index(fields=["learner", "due"], name="card_due")]
        ordering = ["due", "id"]

    def __str__(self):
        return f"{self.drill} seed={self.seed} level={self.level} due {self.due:%Y-%m-%d %H:%M}"


class SkillMemory(models.Model):
    """What one learner remembers of one skill, the mastery path's unit: a drill's level (``<drill>:<level>``).

    Its FSRS card is reviewed by every first attempt and every review of that level's questions; the steps of
    the mastery claim (:mod:`trainers.skills`) are the moments kept beside it.
    """

    learner = models.CharField(max_length=40)
    skill = models.CharField(max_length=48)
    """``<drill>:<level>``, as :attr:`Stat.key` of a level."""
    card = models.JSONField(null=True, blank=True)
    """The ``fsrs.Card`` of the skill (``to_dict()``); ``None`` before any answer was remembered."""
    claimed = models.DateTimeField(null=True, blank=True)
    """When the level's streak of right first attempts first reached the mark (the first claim)."""
    passed = models.DateTimeField(null=True, blank=True)
    """The last retest answered right, at least a week after the claim."""
    failed = models.DateTimeField(null=True, blank=True)
    """The last retest missed: the claim fell back."""
    attempts_at_failure = models.PositiveIntegerField(default=0)
    """The level's first attempts when a retest was missed: a new claim needs a streak after them."""
    retest_due = models.DateTimeField(null=True, blank=True)
    """When the next retest is due (``None``: none is, until a claim)."""
    retest_seed = models.BigIntegerField(null=True, blank=True)
    """The seed of the retest question waiting in the review queue, if one was placed."""
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["learner", "skill"], name="one_memory_per_skill")]
        indexes = [models.Index(fields=["learner", "retest_due"], name="memory_retest_due")]

    def __str__(self):
        return f"{self.skill} claimed={self.claimed} passed={self.passed}"


class UsedNonce(models.Model):
    """A question already scored; a second answer with the same token is not counted again."""

    nonce = models.CharField(max_length=32, unique=True)
    created = models.DateTimeField(auto_now_add=True)

    def __str__(self):
        return self.nonce


class ItemStat(models.Model):
    """How many first answers one trainer's questions at one level have had, and how many were right,
    from the trainers and live classes together: two counts, and nothing about who answered."""

    drill = models.CharField(max_length=48)
    level = models.PositiveSmallIntegerField()
    answered = models.PositiveIntegerField(default=0)
    right = models.PositiveIntegerField(default=0)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["drill", "level"], name="one_item_stat_per_level")]

    def __str__(self):
        return f"{self.drill}:{self.level} {self.right}/{self.answered}"
