"""Production behind HTTPS: `SECRET_KEY` and `ALLOWED_HOSTS` must come from the environment.

`python manage.py check --deploy` is clean with these settings (a test runs it).
"""

import os

from django.core.exceptions import ImproperlyConfigured

from naipes_site.settings.base import *  # noqa: F403
from naipes_site.settings.base import env_bool

if not os.environ.get("SECRET_KEY"):
    raise ImproperlyConfigured("Set SECRET_KEY in the environment for production.")
if not os.environ.get("ALLOWED_HOSTS"):
    raise ImproperlyConfigured("Set ALLOWED_HOSTS in the environment for production.")

CSRF_COOKIE_SECURE = True

DEBUG = False

SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", True)

SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", True)

SECURE_HSTS_SECONDS = int(os.environ.get("SECURE_HSTS_SECONDS", 31536000))

# A proxy in front terminates TLS and says so in this header.
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")

SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", True)

SESSION_COOKIE_SECURE = True
