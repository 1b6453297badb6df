"""What search keeps, and for how long (``manage.py prune`` reads this module)."""

from __future__ import annotations

from naipes_site.retention import register
from search import misses

register("searches not found or not followed", f"{misses.KEEP_DAYS} days after their last count", misses.prune)
