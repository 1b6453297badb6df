"""Score sheets kept in the database: a Papayoo sheet and a Paulo chinos board.

Each one lives under an unguessable link (its ``token``) so that every phone at the table can open
it, and carries a ``version`` that every change must quote: a phone that saves on top of a change it
has not seen is refused (:func:`counters.history.commit`), never silently overwritten.

The models only store what was entered at the table; every sum and rule check is asked of the
engine (:mod:`counters.papayoo_sheet`, :mod:`counters.paulo_board`).
"""

from __future__ import annotations

import secrets

from django.db import models

TOKEN_BYTES = 18
"""144 random bits: 24 URL-safe characters that nobody can guess or walk through."""


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


class Sheet(models.Model):
    """What both counters share: the link, the version and the times."""

    token = models.CharField(max_length=64, unique=True, default=new_token, editable=False)
    version = models.PositiveIntegerField(default=1)
    """Goes up by one with every change (see :func:`counters.history.commit`)."""
    last_change = models.CharField(max_length=64, blank=True, default="")
    """The fingerprint of the request that made the last change (:func:`counters.history.fingerprint`):
    the same form sent twice (a double tap, a resent POST) is then recognised, not refused as stale."""
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        abstract = True


class PapayooSheet(Sheet):
    """One Papayoo game: the players in seating order (clockwise) and how the game ends."""

    ENDINGS = (("rounds", "rounds"), ("threshold", "threshold"))

    players = models.JSONField()
    """The names, seat 0 first, clockwise (the deal passes to the left)."""
    first_dealer = models.PositiveSmallIntegerField(default=0)
    ending = models.CharField(max_length=10, choices=ENDINGS, default="rounds")
    rounds = models.PositiveSmallIntegerField(null=True, blank=True)
    """Rounds to play with the ``rounds`` ending; empty means one per player (the engine's default)."""
    threshold = models.PositiveSmallIntegerField(default=250)
    shoot_the_moon = models.BooleanField(default=False)

    def __str__(self) -> str:
        return f"Papayoo {', '.join(self.players)}"


class PapayooRound(models.Model):
    """One round as it was entered: the die, and per seat the typed points or the cards taken."""

    sheet = models.ForeignKey(PapayooSheet, on_delete=models.CASCADE, related_name="round_set")
    number = models.PositiveSmallIntegerField()
    """1, 2, 3...: rounds are renumbered when one is deleted."""
    die = models.CharField(max_length=1)
    """The suit letter the die showed: S, H, C or D."""
    typed = models.JSONField()
    """Per seat, the points as typed ("" when the cards were picked instead)."""
    piles = models.JSONField()
    """Per seat, the codes of the cards picked (empty when the points were typed)."""
    scores = models.JSONField()
    """Per seat, the points the engine gave the round (moon shot applied)."""

    class Meta:
        ordering = ("number",)
        constraints = [models.UniqueConstraint(fields=("sheet", "number"), name="one_round_per_number")]

    def __str__(self) -> str:
        return f"round {self.number}"

    def as_data(self) -> dict:
        return {"number": self.number, "die": self.die, "typed": self.typed, "piles": self.piles,
                "scores": self.scores}


class PauloBoard(Sheet):
    """One Paulo match between two teams, scored in chinos (or Lanjarón's gordos, or cuerno points)."""

    team_a = models.CharField(max_length=40)
    team_b = models.CharField(max_length=40)
    players = models.PositiveSmallIntegerField(default=4)
    scoring = models.CharField(max_length=10, default="chinos")
    target = models.PositiveSmallIntegerField(null=True, blank=True)
    """Medios Paulos to win the match; empty means the engine's full game (2 Paulos)."""

    def __str__(self) -> str:
        return f"Paulo {self.team_a} / {self.team_b}"

    @property
    def teams(self) -> tuple[str, str]:
        return (self.team_a, self.team_b)


class PauloHand(models.Model):
    """One entry of the board: a hand as it ended, or the start of a carteta."""

    KINDS = (("hand", "hand"), ("carteta", "carteta"))

    board = models.ForeignKey(PauloBoard, on_delete=models.CASCADE, related_name="hand_set")
    number = models.PositiveSmallIntegerField()
    kind = models.CharField(max_length=10, choices=KINDS, default="hand")
    winner = models.PositiveSmallIntegerField(default=0)
    """Team 0 (``team_a``) or 1 (``team_b``)."""
    end = models.CharField(max_length=20, default="played")
    """One of the engine's ``ENDS``: played, refused, abandoned, penalty, quiero_declined."""
    bets = models.PositiveSmallIntegerField(default=0)
    """Bets made: 0 none, 1 the opening bet, 2 one raise..."""

    class Meta:
        ordering = ("number",)
        constraints = [models.UniqueConstraint(fields=("board", "number"), name="one_hand_per_number")]

    def __str__(self) -> str:
        return f"hand {self.number}"

    def as_data(self) -> dict:
        return {"number": self.number, "kind": self.kind, "winner": self.winner, "end": self.end,
                "bets": self.bets}


class Change(models.Model):
    """What a sheet or board held before one change, so that the last change can be undone."""

    papayoo = models.ForeignKey(PapayooSheet, null=True, blank=True, on_delete=models.CASCADE,
                                related_name="changes")
    paulo = models.ForeignKey(PauloBoard, null=True, blank=True, on_delete=models.CASCADE,
                              related_name="changes")
    kind = models.CharField(max_length=20)
    """What was done: add, edit, delete, carteta, teams."""
    before = models.JSONField()
    """The entries (and, for Paulo, the team names) as they were before the change."""
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ("id",)
        constraints = [models.CheckConstraint(
            condition=models.Q(papayoo__isnull=False, paulo__isnull=True)
            | models.Q(papayoo__isnull=True, paulo__isnull=False),
            name="change_of_one_sheet",
        )]

    def __str__(self) -> str:
        return self.kind
