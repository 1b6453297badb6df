"""The search index, one row per thing that can be found, filled by ``manage.py build_search_index``."""

from django.db import models


class Entry(models.Model):
    """A rule section, glossary term, cheat sheet, trainer, counter or judge, in one language.

    ``title_terms`` and ``body_terms`` hold the stems (see :mod:`search.text`) so that a query never
    re-reads the pages; every app server reads the same rows.
    """

    lang = models.CharField(max_length=2)
    kind = models.CharField(max_length=12)
    game = models.CharField(max_length=12, blank=True)
    title = models.CharField(max_length=200)
    url = models.CharField(max_length=300)
    text = models.TextField()
    boost = models.FloatField(default=1.0)
    title_terms = models.TextField()
    body_terms = models.TextField()
    ask_terms = models.TextField(blank=True, default="")
    """The stems of the questions the document answers, one question per ``|`` (a rule section's
    ``<!-- asks: … -->`` lines, a tool's own description of what it does)."""

    class Meta:
        indexes = [models.Index(fields=["lang"])]
        ordering = ["id"]

    def __str__(self) -> str:
        return f"{self.lang} {self.kind} {self.title}"


class Miss(models.Model):
    """How often a query found nothing, showed results, or had one of them followed: its text and the
    count, nothing else (no address, no cookie, no time of each search: ``day`` is when the count last
    rose, for expiry). Read by the staff report (:mod:`search.misses`) to improve the content."""

    NO_RESULT, SHOWN, CLICKED = "none", "shown", "clicked"
    lang = models.CharField(max_length=2)
    query = models.CharField(max_length=200)
    kind = models.CharField(max_length=8, choices=[(NO_RESULT, "no result"), (SHOWN, "shown"), (CLICKED, "clicked")])
    count = models.PositiveIntegerField(default=0)
    day = models.DateField()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["lang", "query", "kind"], name="search_miss_once")]
        indexes = [models.Index(fields=["day"])]

    def __str__(self) -> str:
        return f"{self.lang} {self.kind} {self.query} ×{self.count}"
