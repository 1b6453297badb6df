"""Settings shared by every environment; each value can come from the environment.

Settings are in alphabetical order, apart from the paths they depend on.
"""

from __future__ import annotations

import os
from pathlib import Path

from csp.constants import NONE, SELF
from django.utils.translation import gettext_lazy as _

from naipes_site.database import database_from_url, shared_cache
from naipes_site.logs import logging_config

BASE_DIR = Path(__file__).resolve().parent.parent.parent


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    return default if value is None else value.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name: str, default: list[str]) -> list[str]:
    value = os.environ.get(name)
    return default if value is None else [item.strip() for item in value.split(",") if item.strip()]


ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["127.0.0.1", "localhost", "[::1]"])

CACHES = {
    "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "naipes-default"},
    # Rendered rule pages live in their own cache so they can be purged without touching sessions.
    "content": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "naipes-content"},
    # The {% cache %} fragments of the layout (navigation, footer): derived from the code and the language
    # only, so each process keeps its own; a bounded number, the least used going first.
    "template_fragments": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache",
                           "LOCATION": "naipes-fragments", "OPTIONS": {"MAX_ENTRIES": 2000}},
    # Whole pages that their address alone decides (a judge's verdict): any query string is one, so they
    # are bounded per process (about 30 KB each), apart from the rule pages.
    "query_pages": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache",
                    "LOCATION": "naipes-query-pages", "OPTIONS": {"MAX_ENTRIES": 400}},
}

CONTENT_DIR = BASE_DIR / "content"

CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "base-uri": [NONE],
        "default-src": [SELF],
        "font-src": [SELF],
        "form-action": [SELF],
        "frame-ancestors": [NONE],
        "img-src": [SELF, "data:"],
        "object-src": [NONE],
        "script-src": [SELF],
        "style-src": [SELF],
    },
}

CSRF_COOKIE_HTTPONLY = False  # htmx reads no cookie; the token travels in the form field.

CSRF_FAILURE_VIEW = "naipes_site.views.csrf_failure"

DATABASES = {"default": database_from_url(os.environ.get("DATABASE_URL"), BASE_DIR / "db.sqlite3")}

# Several app servers share one cache (see README, "Production"); the content cache stays per process:
# it only holds pages derived from the files.
if (_shared := shared_cache(DATABASES["default"], os.environ.get("REDIS_URL"))) is not None:
    CACHES["default"] = _shared

DEBUG = env_bool("DEBUG", False)

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.humanize",  # apnumber: the number of games in words, "five" / «cinco»
    "django_htmx",
    "csp",
    "naipes_site",
    "trainers",
    "counters",
    "classroom",
    "api",
    "practice",
    "search",
    "judges",
    "lti",
]

LANGUAGE_CODE = "es"  # Spanish when the browser does not say.

LANGUAGES = [("es", _("Spanish")), ("en", _("English"))]

# Errors go to stderr with the request's id (see naipes_site/logs.py); LOG_LEVEL=WARNING quietens it.
LOGGING = logging_config(os.environ.get("LOG_LEVEL", "INFO").upper())

LOCALE_PATHS = [BASE_DIR / "naipes_site" / "locale"]

# Order matters: sessions before locale (LocaleMiddleware reads the session), locale before common
# (CommonMiddleware's slash redirect must see the language prefix), whitenoise right after security and
# gzip after whitenoise (which serves its own precompressed files) so it compresses every page.
MIDDLEWARE = [
    # Outermost: HEAD, 204 and 304 answers leave with no body, whichever layer below made them.
    "naipes_site.middleware.NoBodyMiddleware",
    # First: an id for the log, then refuse unknown hosts and unwritable text before anything echoes them.
    "naipes_site.middleware.RequestIdMiddleware",
    "naipes_site.middleware.HostGuardMiddleware",
    "naipes_site.middleware.TextGuardMiddleware",
    # A warm rule page is answered here, with the headers the layers below gave it last time.
    "naipes_site.page_cache.CachedPageMiddleware",
    # The apps' own early answers (a live class's unchanged polls, most of its requests) likewise, with what
    # the layers below gave the last (hook early_middleware, naipes_site.plugins).
    "naipes_site.plugins.EarlyMiddleware",
    # What a shared cache (nginx in front) may keep: "private" unless a page said it is for everyone.
    "naipes_site.cache_scope.CacheScopeMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # Rule pages are mostly inline SVG, which compresses tenfold; Django's GZip masks BREACH.
    "naipes_site.middleware.GZipMiddleware",  # Django's; a HEAD's unbuilt page is said compressed as its GET
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    # Before the CSRF check, which would read a whole upload to find its token.
    "naipes_site.middleware.UploadSizeMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "naipes_site.middleware.CSPMiddleware",  # django-csp's, its header written once
    "django_htmx.middleware.HtmxMiddleware",
]

ROOT_URLCONF = "naipes_site.urls"

SECRET_KEY = os.environ.get("SECRET_KEY", "")

SESSION_COOKIE_HTTPONLY = True

SESSION_COOKIE_SAMESITE = "Lax"

STATIC_ROOT = BASE_DIR / "staticfiles"

STATIC_URL = "/static/"

STATICFILES_DIRS = [BASE_DIR / "static"]

STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    # whitenoise's compressed files with hashed names; pages read for the search index need no manifest.
    "staticfiles": {"BACKEND": "naipes_site.static_storage.ManifestStorage"},
}

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.contrib.messages.context_processors.messages",
                "naipes_site.context_processors.site",
            ],
        },
    },
]

TIME_ZONE = "Europe/Madrid"

USE_I18N = True

USE_TZ = True

WSGI_APPLICATION = "naipes_site.wsgi.application"

X_FRAME_OPTIONS = "DENY"

# The largest file upload read at all, in bytes (a progress file is at most 120 KB): anything larger gets a
# 413 before its body is read (naipes_site/middleware.py).
NAIPES_MAX_UPLOAD_BYTES = int(os.environ.get("NAIPES_MAX_UPLOAD_BYTES", 256 * 1024))

# Seconds between two polls of a live class's phones (classroom/live.py).
NAIPES_LIVE_POLL_SECONDS: float = 2

# Seconds between two polls of the projector and the teacher's page: often, so an answer shows within a
# second; an unchanged poll costs one indexed query and a 204 (classroom/polls.py).
NAIPES_LIVE_SCREEN_POLL_SECONDS = 0.5

# Seconds between two polls of an open score sheet, for what another phone saved (counters/views.py): about
# 0.6 s at the median from one phone's save to the others'; an unchanged sheet answers 204 or 304 before the
# middleware stack (counters/quick_polls.py), one indexed query (docs/production.md, "Score sheets").
NAIPES_SHEET_POLL_SECONDS = float(os.environ.get("NAIPES_SHEET_POLL_SECONDS", "1") or 1)

# How many proxies of ours (nginx, a load balancer) stand in front of the app servers: with N, the
# client's address is the N-th from the right in X-Forwarded-For (naipes_site/client_address.py).
# 0, the default, believes no header and uses REMOTE_ADDR.
NAIPES_TRUSTED_PROXY_COUNT = int(os.environ.get("NAIPES_TRUSTED_PROXY_COUNT", "0") or 0)
