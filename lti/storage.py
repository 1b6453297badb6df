"""Where pylti1p3 keeps a login's state and nonce between the login and the launch: the database, not a
process's memory, so any app server may answer either step, and a nonce is spent once.

The library asks ``check_value`` for a nonce exactly once per launch; here it deletes the row and answers
whether this request deleted it, so the same id token posted twice finds its nonce already spent."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.db import IntegrityError, transaction
from django.utils import timezone
from pylti1p3.launch_data_storage.base import LaunchDataStorage

from lti.models import OneTimeValue

LIFETIME = timedelta(minutes=10)
"""How long a login's values wait for its launch at most (the library's state cookie lives 5 minutes)."""


class DatabaseStorage(LaunchDataStorage[Any]):
    def get_session_cookie_name(self) -> str | None:
        # Keys are random (a UUID state, a 64-hex nonce): no browser session prefix, so a launch whose
        # cookies the browser withheld still finds them; the state cookie alone ties the launch to the browser.
        return None

    def can_set_keys_expiration(self) -> bool:
        return True

    def get_value(self, key: str) -> Any:
        row = OneTimeValue.objects.filter(
            key=self._prepare_key(key)[:255], expires__gt=timezone.now()
        ).first()
        return None if row is None else row.value

    def set_value(self, key: str, value: Any, exp: int | None = None) -> None:
        lifetime = LIFETIME if exp is None else min(LIFETIME, timedelta(seconds=exp))
        key = self._prepare_key(key)[:255]
        expires = timezone.now() + lifetime
        try:
            with transaction.atomic():
                OneTimeValue.objects.update_or_create(key=key, defaults={"value": value, "expires": expires})
        except IntegrityError:  # the same random key twice: keep the first
            pass

    def check_value(self, key: str) -> bool:
        """Spends the value: true for the one request that deletes it while it is still valid."""
        deleted, _ = OneTimeValue.objects.filter(
            key=self._prepare_key(key)[:255], expires__gt=timezone.now()
        ).delete()
        return deleted == 1


def expired() -> int:
    """Rows past their time (``manage.py prune``)."""
    deleted, _ = OneTimeValue.objects.filter(expires__lte=timezone.now()).delete()
    return deleted
