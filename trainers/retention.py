"""What the trainers keep, and for how long (``manage.py prune`` reads this module)."""

from __future__ import annotations

from datetime import timedelta

from django.utils import timezone

from naipes_site.retention import register
from trainers import tokens
from trainers.models import UsedNonce

NONCES_KEPT = timedelta(seconds=tokens.MAX_AGE) + timedelta(hours=1)
"""A nonce is only needed while its token can still be answered, which is ``tokens.MAX_AGE`` after it was
issued, and so at most that long after it was used; an hour more covers clocks a little apart."""


def used_nonces() -> int:
    deleted, _ = UsedNonce.objects.filter(created__lt=timezone.now() - NONCES_KEPT).delete()
    return deleted


register("used question nonces", f"{int(NONCES_KEPT.total_seconds() // 3600)} hours", used_nonces)
