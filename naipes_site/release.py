"""A fingerprint of the code and content this process serves, for keys of the cache app servers share.

Two servers of the same release share what they render; a server of another release (a deploy in
progress, a changed template or translation) never reads it. The fingerprint is taken from the files'
bytes, not their modification times, which differ between machines that hold the same release.
"""

from __future__ import annotations

import hashlib
from functools import cache
from pathlib import Path

import django
import markdown
from django.conf import settings

SKIPPED_SUFFIXES = {".mo", ".pyc", ".sqlite3"}
"""Built files: the .mo files come from the .po files, which are hashed."""


def _folders() -> list[Path]:
    """Where what the site renders comes from: the first-party apps, templates, content, static files."""
    base = Path(settings.BASE_DIR)
    apps = [base / name for name in ("naipes", "wording", *settings.INSTALLED_APPS) if (base / name).is_dir()]
    return [*apps, *map(Path, settings.TEMPLATES[0]["DIRS"]), Path(settings.CONTENT_DIR),
            *map(Path, settings.STATICFILES_DIRS)]


@cache
def fingerprint() -> str:
    """Sixteen hex digits that change whenever a file of the site or the version of Django or
    Markdown does; taken once per process (a fraction of a second)."""
    digest = hashlib.sha256(f"{django.__version__}|{markdown.__version__}".encode())
    for folder in sorted(set(_folders())):
        for path in sorted(folder.rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts and path.suffix not in SKIPPED_SUFFIXES:
                # Named from its folder, which may lie outside the project's (CONTENT_DIR may).
                name = f"{folder.name}/{path.relative_to(folder)}"
                digest.update(name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]
