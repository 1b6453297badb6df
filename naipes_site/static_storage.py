"""Where the static files' links point: whitenoise's compressed files under the hashed names that
``collectstatic`` writes into its manifest, except while a page is read only for its text.

The search index reads some pages of the site as a visitor gets them (``search.documents``); nobody
follows their links to icons and style sheets, so building the index must not need ``collectstatic``
to have run first (on a fresh clone it has not). Inside :func:`text_only` a static link is the plain
name; everywhere else a file missing from the manifest is still an error, as it should be on a site.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from django.core.files.storage import FileSystemStorage
from whitenoise.storage import CompressedManifestStaticFilesStorage

_text_only: ContextVar[bool] = ContextVar("static_links_text_only", default=False)


@contextmanager
def text_only() -> Iterator[None]:
    """Pages rendered inside this block link static files by their plain names, no manifest needed.
    A context variable, so another thread (a request served meanwhile) keeps the hashed links."""
    token = _text_only.set(True)
    try:
        yield
    finally:
        _text_only.reset(token)


class ManifestStorage(CompressedManifestStaticFilesStorage):
    """The site's static storage (settings ``STORAGES["staticfiles"]``)."""

    def url(self, name: str | None, force: bool = False) -> str:
        if _text_only.get():
            return FileSystemStorage.url(self, name)
        return super().url(name, force)
