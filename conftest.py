"""Doctests run over every app package (``testpaths`` in pyproject.toml); these modules are not
importable on their own in a test run, or hold nothing to test."""

collect_ignore_glob = [
    "naipes_site/settings/*",  # prod.py refuses to load without SECRET_KEY and ALLOWED_HOSTS
    "naipes_site/wsgi.py",
    "*/migrations/*",
]
