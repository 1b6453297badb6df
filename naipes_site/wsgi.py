"""WSGI entry point for gunicorn."""

import os

from django.conf import settings
from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "naipes_site.settings.local")

application = get_wsgi_application()

from naipes_site import games  # noqa: E402 - needs the apps loaded

games.check(settings.CONTENT_DIR)  # a game without all its pieces stops the served site here
