"""What search keeps, and for how long (``manage.py prune`` reads this module)."""

from __future__ import annotations

from django.utils.translation import gettext as _

from naipes_site.retention import register
from search import misses

register("searches not found or not followed", f"{misses.KEEP_DAYS} days after their last count, at most {misses.CAP} "
         "rows a language", misses.prune,
         lambda: _("Searches that found nothing, or whose results were not followed, counted by their text alone (no "
                   "address, no cookie, no time): %(days)s days after their last count, and at most %(cap)s rows a "
                   "language.") % {"days": misses.KEEP_DAYS, "cap": misses.CAP})
