"""Tests: in-memory caches, a fast password hasher, plain static storage (no manifest to build)."""

from naipes_site.settings.base import *  # noqa: F403

DEBUG = False

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]

SECRET_KEY = "test-secret-key-only-for-the-test-suite-0123456789abcdef"

STORAGES = {  # noqa: F405
    **STORAGES,  # noqa: F405
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}

WHITENOISE_AUTOREFRESH = True  # serve from the apps and static/ directly; no collectstatic needed

WHITENOISE_USE_FINDERS = True
