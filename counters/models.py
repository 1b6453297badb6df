"""Score sheets kept in the database: a Papayoo sheet and a Paulo chinos board.

Each one lives under an unguessable link (its ``token``) so that every phone at the table can open
it, and carries a ``version`` that every change must quote: a phone that saves on top of a change it
has not seen is refused (:func:`counters.history.commit`), never silently overwritten.

The models only store what was entered at the table; every sum and rule check is asked of the
engine (:mod:`counters.games.papayoo.sheet`, :mod:`counters.games.paulo.board`).
"""

from __future__ import annotations

import secrets
from datetime import timedelta

from django.db import models

TOKEN_BYTES = 18
"""144 random bits: 24 URL-safe characters that nobody can guess or walk through."""


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


KEPT = timedelta(days=180)
"""A sheet left this long without a change is deleted, with its entries, its history and both links
(``manage.py prune``, :mod:`counters.retention`); every sheet says so, with its date. Half a year covers a
league's season or a long summer's break between two evenings of the same game; a sheet started and
abandoned (most of them: a test, a wrong game) would otherwise be kept for ever."""


class Sheet(models.Model):
    """What both counters share: the link, the version and the times."""

    token = models.CharField(max_length=64, unique=True, default=new_token, editable=False)
    view_token = models.CharField(max_length=64, unique=True, default=new_token, editable=False)
    """The second link: it shows the sheet (live) but changes nothing, for a QR code on the table or a
    projector. Holding it gives no way to the edit link."""
    version = models.PositiveIntegerField(default=1)
    """Goes up by one with every change (see :func:`counters.history.commit`)."""
    last_change = models.CharField(max_length=64, blank=True, default="")
    """The fingerprint of the request that made the last change (:func:`counters.history.fingerprint`):
    the same form sent twice (a double tap, a resent POST) is then recognised, not refused as stale."""
    table = models.CharField(max_length=80, blank=True, default="")
    """The table's rules it was started under, never changed after: a named profile's slug or a custom code
    (:mod:`counters.sheet_rules`); empty for a sheet from before tables, read from its own options."""
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        abstract = True


class Entry(models.Model):
    """What the entries of every sheet share: their number on the sheet, and what a step of its history keeps
    of each (:mod:`counters.history`): the number and the fields named in ``kept``."""

    number = models.PositiveSmallIntegerField()
    """1, 2, 3...: entries are renumbered when one is deleted."""
    noun = "hand"
    kept: tuple[str, ...] = ()

    class Meta:
        abstract = True
        ordering = ("number",)

    def __str__(self) -> str:
        return f"{self.noun} {self.number}"

    def as_data(self) -> dict:
        return {"number": self.number, **{name: getattr(self, name) for name in self.kept}}


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


class PapayooRound(Entry):
    """One round as it was entered: the die, and per seat the typed points or the cards taken."""

    noun = "round"
    kept = ("die", "typed", "piles", "scores")
    sheet = models.ForeignKey(PapayooSheet, on_delete=models.CASCADE, related_name="round_set")
    die = models.CharField(max_length=1)
    """The suit letter the die showed: S, H, C or D."""
    typed = models.JSONField()
    """Per seat, the points as typed ("" when the cards were picked instead)."""
    piles = models.JSONField()
    """Per seat, the codes of the cards picked (empty when the points were typed)."""
    scores = models.JSONField()
    """Per seat, the points the engine gave the round (moon shot applied)."""

    class Meta(Entry.Meta):
        constraints = [models.UniqueConstraint(fields=("sheet", "number"), name="one_round_per_number")]


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


class PauloHand(Entry):
    """One entry of the board: a hand as it ended, or the start of a carteta."""

    KINDS = (("hand", "hand"), ("carteta", "carteta"))

    kept = ("kind", "winner", "end", "bets")
    board = models.ForeignKey(PauloBoard, on_delete=models.CASCADE, related_name="hand_set")
    kind = models.CharField(max_length=10, choices=KINDS, default="hand")
    winner = models.PositiveSmallIntegerField(default=0)
    """Team 0 (``team_a``) or 1 (``team_b``)."""
    end = models.CharField(max_length=20, default="played")
    """One of the engine's ``ENDS``: played, refused, abandoned, penalty, quiero_declined."""
    bets = models.PositiveSmallIntegerField(default=0)
    """Bets made: 0 none, 1 the opening bet, 2 one raise..."""

    class Meta(Entry.Meta):
        constraints = [models.UniqueConstraint(fields=("board", "number"), name="one_hand_per_number")]


class TableSheet(Sheet):
    """A sheet of the counters built later (Tute, Cirulo, La Docena): the players in seating order and the
    options agreed at the start, as data. Each game's module in :mod:`counters.games` reads them through
    its engine; nothing here knows a rule."""

    game = models.CharField(max_length=20)
    players = models.JSONField()
    options = models.JSONField(default=dict)

    def __str__(self) -> str:
        return f"{self.game} {', '.join(self.players)}"


class TableEntry(Entry):
    """One hand of a :class:`TableSheet`, as it was entered at the table (the game's module reads it)."""

    kept = ("data",)
    sheet = models.ForeignKey(TableSheet, on_delete=models.CASCADE, related_name="entry_set")
    data = models.JSONField()

    class Meta(Entry.Meta):
        constraints = [models.UniqueConstraint(fields=("sheet", "number"), name="one_entry_per_number")]


SHEETS = ("papayoo", "paulo", "table")
"""The fields of a :class:`Change` that name its sheet (exactly one is set)."""


class Change(models.Model):
    """One step of a sheet's history, kept for as long as the sheet: what it held before and after.

    Every version of a sheet but the first is made by exactly one change, so any earlier version can be
    put back (:func:`counters.history.restore_version`), and an undo is a change too, which can itself be
    undone (redo). Nothing a link holder does can erase what was entered."""

    papayoo = models.ForeignKey(PapayooSheet, null=True, blank=True, on_delete=models.CASCADE,
                                related_name="changes")
    paulo = models.ForeignKey(PauloBoard, null=True, blank=True, on_delete=models.CASCADE,
                              related_name="changes")
    table = models.ForeignKey(TableSheet, null=True, blank=True, on_delete=models.CASCADE,
                              related_name="changes")
    kind = models.CharField(max_length=20)
    """What was done: add, edit, delete, carteta, teams, restore; or undo and redo of one of those."""
    before = models.JSONField()
    """The entries (and, for Paulo, the team names) as they were before the change."""
    after = models.JSONField(null=True, blank=True)
    """The same, after it (empty for changes recorded before whole histories were kept)."""
    version = models.PositiveIntegerField(null=True, blank=True)
    """The version of the sheet this change made."""
    state = models.CharField(max_length=10, default="done")
    """For an ordinary change: done, undone (redo can bring it back) or passed (undone, and then another
    change was made: only restoring a version brings it back). Undo and redo steps are always done."""
    target = models.ForeignKey("self", null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    """For an undo or a redo: the change it undid or made again."""
    about = models.JSONField(default=dict, blank=True)
    """What the change touched, in words the counter can say in either language (number, names...)."""
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ("id",)
        # One page of a sheet's history, and its latest change still in force (or undone), are found
        # without reading the rest of it, however long it grows.
        indexes = [
            *(models.Index(fields=[sheet, "version"], name=f"change_{sheet}_version") for sheet in SHEETS),
            *(models.Index(fields=[sheet, "state", "id"], name=f"change_{sheet}_state") for sheet in SHEETS),
        ]
        constraints = [models.CheckConstraint(
            condition=models.Q(papayoo__isnull=False, paulo__isnull=True, table__isnull=True)
            | models.Q(papayoo__isnull=True, paulo__isnull=False, table__isnull=True)
            | models.Q(papayoo__isnull=True, paulo__isnull=True, table__isnull=False),
            name="change_of_one_sheet_only",
        )]

    def __str__(self) -> str:
        return self.kind
