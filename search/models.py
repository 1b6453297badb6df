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

    class Meta:
        indexes = [models.Index(fields=["lang"])]
        ordering = ["id"]

    def __str__(self) -> str:
        return f"{self.lang} {self.kind} {self.title}"
