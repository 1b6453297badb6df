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

# The browser tests of a live class and of two phones on one sheet wait for the news a poll brings.
NAIPES_LIVE_POLL_SECONDS = 0.5
NAIPES_SHEET_POLL_SECONDS = 0.5

# SQLite tests run in a file, not in memory, so threads (the live class's concurrency test, the browser
# tests' live server) share the database's locks the way app servers do. One file per test process, in the
# machine's memory-backed folder where it has one: a test database never has to outlive a power cut, and on
# disk each commit waited for its four fsyncs (a browser test commits about a dozen times, and the database is
# emptied after each) while the cores sat idle.
_FOLDER = "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else "/tmp"  # noqa: F405
if DATABASES["default"]["ENGINE"].endswith(("sqlite3", "sqlite_queue")):  # noqa: F405
    DATABASES["default"]["TEST"] = {"NAME": f"{_FOLDER}/naipes-test-{os.getpid()}.sqlite3"}  # noqa: F405
    # Writers queue rather than fail while another thread commits (fsync is slow on a busy machine).
    DATABASES["default"]["OPTIONS"] = {"timeout": 30}  # noqa: F405
