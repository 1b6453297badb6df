"""Activities another site opens inside its own page (a learning platform's course), and the scores they report
back: the ``activities`` hook (CONTRIBUTING.md, "Adding to a lower layer").

Two sides fill it, each from its own ``activities.py``, and neither knows the other:

- an app that **offers** activities registers a :class:`Kind` in :data:`KINDS`: its label, a form of the choices a
  teacher makes, the activity those choices make (a short code, ``<kind>:<what>``, with its title and whether it
  is scored), and the address a launched student opens for a code;
- an app that **hosts** them for another site (the LTI tool) registers a :class:`Host` in :data:`HOSTS`: how its
  pages may be framed, and what it does with a finished activity's score.

Between them travels an **embed token** (:func:`embed`), signed by the site: the host's name, the host's own
context (opaque here: a launch's signed ticket), and the activity code the host launched. The offering app
carries it in its pages' addresses (:data:`QUERY`), lets the host frame them (:meth:`Embedded.frame`) and, when the
student finishes, says so once (:meth:`Embedded.finished`): "this activity finished with ``given`` of ``maximum``
for this context". What a host does with it (a grade to a gradebook, once per attempt) is the host's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from django import forms
from django.core import signing
from django.http import HttpResponse
from django.utils.functional import Promise

from naipes_site.plugins import Registry

QUERY = "embed"
"""The name an offering app's pages carry the embed token under."""

MAX_AGE = 12 * 60 * 60
"""Seconds an embed token stays good: a lesson and more (a host may refuse its context sooner)."""

_SALT = "naipes_site.activities.embed"


@dataclass(frozen=True)
class Chosen:
    """What a teacher's choices make: the activity's code, its title (in the teacher's language) and the score's
    maximum (``None``: not scored)."""

    activity: str
    title: str
    maximum: int | None


@dataclass(frozen=True)
class Score:
    """A finished activity's result: ``given`` of ``maximum``, and the app's own words for it (in the student's
    language) for a host's report."""

    given: int
    maximum: int
    said: str = ""


@dataclass(frozen=True, kw_only=True)
class Kind:
    """A kind of activity an app offers (a practice hand, a shared deal)."""

    slug: str
    """The codes of its activities start with ``<slug>:``."""
    label: str | Promise
    """Its name in the active language (an interface string of the app's own catalogue)."""
    help: str | Promise
    """A sentence on what the student does and how it is scored, for the teacher choosing it."""
    form: Callable[..., forms.Form]
    """The form of a teacher's choices: ``form(data=None, prefix=...)``; its fields' labels are the app's."""
    chosen: Callable[[forms.Form], Chosen]
    """The activity a valid form makes."""
    url: Callable[[str, str], str | None]
    """The address a launched student opens: ``url(activity, token)``, the token carried as :data:`QUERY`;
    ``None`` when the code is no activity of this kind any more."""

    def owns(self, activity: str) -> bool:
        return activity.startswith(f"{self.slug}:")


@dataclass(frozen=True, kw_only=True)
class Host:
    """A site that shows activities in its frame (the LTI tool, for a learning platform)."""

    name: str
    frame: Callable[[str, HttpResponse], HttpResponse]
    """Let the context's site (and no other) frame ``response``: ``frame(context, response)``."""
    finished: Callable[[str, str, Score], bool]
    """``finished(context, activity, score)``: what the host does with a finished attempt's score; true when it
    took it (false when the context had counted one already, or has no gradebook)."""
    valid: Callable[[str], bool] = lambda _context: True
    """Whether the context still stands (a launch not expired)."""
    refusal_origins: Callable[[], list[str]] = lambda: []
    """The origins that may frame a refusal page, whose token no longer names a context (forged, or too old): every
    site the host serves (each platform registered), since the page may be shown inside any of their frames."""


KINDS: Registry[Kind] = Registry("activities")
HOSTS: Registry[Host] = Registry("activities")


def kind_of(activity: str) -> Kind | None:
    """The kind whose code ``activity`` is, if an installed app offers it."""
    return next((kind for kind in KINDS if kind.owns(activity)), None)


def embed(host: str, context: str, activity: str) -> str:
    """The token a host hands an activity's address: itself, its context and the activity it launched."""
    return signing.dumps([host, context, activity], salt=_SALT, compress=True)


@dataclass(frozen=True)
class Embedded:
    """An activity's page opened by a host: the page asks it to frame the response and reports the score."""

    host: Host
    context: str
    activity: str
    token: str

    def frame(self, response: HttpResponse) -> HttpResponse:
        return self.host.frame(self.context, response)

    def finished(self, score: Score) -> bool:
        return self.host.finished(self.context, self.activity, score)


def read(token: str | None) -> Embedded | None:
    """The host and context a page's token names; ``None`` for none, a forged or stale one, an unknown host."""
    if not token:
        return None
    try:
        name, context, activity = signing.loads(token[:2000], salt=_SALT, max_age=MAX_AGE)
    except (signing.BadSignature, TypeError, ValueError):
        return None
    host = next((h for h in HOSTS if h.name == name), None)
    if host is None or not host.valid(str(context)):
        return None
    return Embedded(host, str(context), str(activity), token)


def frame_refusal(response: HttpResponse) -> HttpResponse:
    """Let every host's sites (and no other) frame a page that refuses a token: it is shown inside their frame, and
    a page the site refuses to frame would show the student nothing there."""
    origins = sorted({origin for host in HOSTS for origin in host.refusal_origins()})
    if origins:
        response.xframe_options_exempt = True
        response._csp_replace = {"frame-ancestors": origins}
    return response


def query(embedded: Embedded | None) -> dict[str, Any]:
    """The token as an address carries it (nothing when the page is not embedded)."""
    return {QUERY: embedded.token} if embedded is not None else {}
