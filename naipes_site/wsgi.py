"""WSGI entry point for gunicorn."""

import os

from django.core.exceptions import ImproperlyConfigured
from django.core.wsgi import get_wsgi_application

from naipes.games import missing_engines

if missing := missing_engines():  # every layer reads a game's engine, even at import
    raise ImproperlyConfigured("; ".join(missing))

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "naipes_site.settings.local")

application = get_wsgi_application()

from naipes_site.checks import stop_if_anything_is_missing  # noqa: E402 - needs the apps loaded

stop_if_anything_is_missing()  # a game without all its pieces stops the served site here
