"""Development: debug pages, a fixed throw-away secret, no HTTPS."""

from naipes_site.settings.base import *  # noqa: F403
from naipes_site.settings.base import env_bool

DEBUG = env_bool("DEBUG", True)

SECRET_KEY = SECRET_KEY or "dev-only-secret-key-not-for-production-0123456789abcdef"  # noqa: F405

STORAGES = {  # noqa: F405
    **STORAGES,  # noqa: F405
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}

WHITENOISE_AUTOREFRESH = True  # serve from the apps and static/ directly; no collectstatic needed

WHITENOISE_USE_FINDERS = True
