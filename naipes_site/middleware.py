"""Middleware that guards the edges of every request: its id, its Host header, and its text.

They run first (see ``MIDDLEWARE``), before anything that could call ``request.get_host()`` or echo a
field back, so a hostile request gets a plain 400 and never reaches an error page that fails again.
"""

from __future__ import annotations

import logging
import re
import uuid
from collections.abc import Callable

from csp.constants import HEADER, HEADER_REPORT_ONLY
from csp.middleware import CheckableLazyObject, CSPMiddleware as PolicyPerResponse
from django.conf import settings
from django.core.exceptions import DisallowedHost, SuspiciousOperation
from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest, QueryDict
from django.middleware.gzip import GZipMiddleware as Compressing
from django.shortcuts import render

from naipes_site import head
from naipes_site.logs import request_id_var
from naipes_site.text_guard import first_bad_field

logger = logging.getLogger(__name__)

Handler = Callable[[HttpRequest], HttpResponse]

_GOOD_ID = re.compile(r"[A-Za-z0-9._-]{8,64}")
"""An id a proxy may set (nginx's ``$request_id`` is 32 hex digits); anything else is replaced."""


NO_BODY_STATUSES = frozenset({204, 304})
"""Answers that never carry a body (RFC 9110 §6.4.1), with every 1xx."""


class NoBodyMiddleware:
    """The outermost layer: a ``HEAD`` answer, a 1xx, a ``204`` or a ``304`` leaves with no body, whatever a
    layer below put in it (a page rendered for ``HEAD`` as for ``GET``, a body kept with cached headers).
    Django's handler sends what it is given; gunicorn drops such a body itself, with a warning in its log for
    every answer. A ``HEAD`` keeps the ``Content-Length`` its ``GET`` would have; a 1xx or a ``204`` may
    carry none (RFC 9110 §8.6)."""

    def __init__(self, get_response: Handler) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        status = response.status_code
        if request.method == "HEAD" or status in NO_BODY_STATUSES or status < 200:
            without_body(response, keep_length=request.method == "HEAD" and status not in NO_BODY_STATUSES)
        return response


def without_body(response: HttpResponse, *, keep_length: bool) -> None:
    """Drop the body of ``response`` (a file behind a streamed one is still closed with the response)."""
    if response.streaming:
        response.streaming_content = []
    elif response.content:
        response.content = b""
    if not keep_length and response.status_code != 304:
        del response["Content-Length"]


class GZipMiddleware(Compressing):
    """Django's, which also says a whole page a ``HEAD`` left unbuilt (:mod:`naipes_site.head`) compressed
    exactly when its ``GET`` is: ``Vary: Accept-Encoding`` always, ``Content-Encoding: gzip`` to a browser that
    accepts it."""

    def process_response(self, request: HttpRequest, response: HttpResponse) -> HttpResponse:
        if getattr(response, "body_skipped", False):
            return head.said_compressed(request, response)
        return super().process_response(request, response)


class RequestIdMiddleware:
    """Gives each request an id, kept in ``request.id``, echoed as ``X-Request-ID`` and written on every
    log line of the request, so a user's report and the log meet."""

    def __init__(self, get_response: Handler) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        sent = request.META.get("HTTP_X_REQUEST_ID", "")
        request.id = sent if _GOOD_ID.fullmatch(sent) else uuid.uuid4().hex
        token = request_id_var.set(request.id)
        try:
            response = self.get_response(request)
        finally:
            request_id_var.reset(token)
        response["X-Request-ID"] = request.id
        return response


class HostGuardMiddleware:
    """A Host outside ``ALLOWED_HOSTS`` gets a short plain-text 400: the error pages build links from the
    host, so letting the request go on would only fail again inside the 400 page."""

    def __init__(self, get_response: Handler) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        try:
            request.get_host()
        except DisallowedHost:
            return HttpResponseBadRequest("Bad Request: unknown host.\n", content_type="text/plain; charset=utf-8")
        return self.get_response(request)


class TextGuardMiddleware:
    """Form and query fields whose text cannot be written back as UTF-8 (lone surrogates) are refused with
    a 400 that names the field. Browsers never send such text; broken clients and fuzzers do."""

    def __init__(self, get_response: Handler) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        sources: list[Callable[[], QueryDict]] = [lambda: request.GET]
        # Multipart bodies are left to the view: reading them here would use up the stream.
        if request.method == "POST" and request.content_type == "application/x-www-form-urlencoded":
            sources.append(lambda: request.POST)
        for source in sources:
            try:
                field = first_bad_field(source().lists())
            except (SuspiciousOperation, ValueError):
                return self.get_response(request)  # too large or too many fields: the usual 400 follows
            if field is not None:
                return HttpResponseBadRequest(
                    f"Bad Request: the field {field} holds text that is not valid Unicode.\n",
                    content_type="text/plain; charset=utf-8",
                )
        return self.get_response(request)


class UploadSizeMiddleware:
    """A file upload larger than ``NAIPES_MAX_UPLOAD_BYTES`` (by its Content-Length) is refused with a 413
    before anything reads its body: Django would otherwise stream all of it to a temporary file first, for
    the CSRF check, and the view would refuse it only then. The one upload on the site, a progress file,
    is a small fraction of the limit. Runs after the language is known, before the CSRF check."""

    def __init__(self, get_response: Handler) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.content_type == "multipart/form-data":
            try:
                length = int(request.META.get("CONTENT_LENGTH") or 0)
            except ValueError:
                length = 0
            if length > settings.NAIPES_MAX_UPLOAD_BYTES:
                logger.warning("client error 413 upload too large: %d bytes path=%s", length, request.path)
                return render(request, "400.html", status=413)
        return self.get_response(request)


_OWN_POLICY = ("_csp_exempt", "_csp_exempt_ro", "_csp_config", "_csp_update", "_csp_replace", "_csp_config_ro",
               "_csp_update_ro", "_csp_replace_ro")
"""What a view sets on its response to have a policy of its own (django-csp's decorators)."""


class CSPMiddleware(PolicyPerResponse):
    """django-csp's middleware, with the site's policy written out once per process: it built the same header
    from the settings again for every response. A response with a policy of its own, a page that used a nonce,
    or excluded addresses in the settings still go through django-csp's own way."""

    _headers: tuple[tuple[int, int], dict[str, str]] | None = None

    def process_response(self, request: HttpRequest, response: HttpResponse) -> HttpResponse:
        own = getattr(request, "_csp_nonce", None) is not None or any(hasattr(response, a) for a in _OWN_POLICY)
        excluded = any((getattr(settings, name, None) or {}).get("EXCLUDE_URL_PREFIXES")
                       for name in ("CONTENT_SECURITY_POLICY", "CONTENT_SECURITY_POLICY_REPORT_ONLY"))
        if own or excluded or settings.DEBUG or HEADER in response or HEADER_REPORT_ONLY in response:
            return super().process_response(request, response)
        policies = (id(getattr(settings, "CONTENT_SECURITY_POLICY", None)),
                    id(getattr(settings, "CONTENT_SECURITY_POLICY_REPORT_ONLY", None)))
        if self._headers is None or self._headers[0] != policies:  # made again when a test changes the settings
            made = super().process_response(request, HttpResponse())
            self._headers = (policies, {name: made[name] for name in (HEADER, HEADER_REPORT_ONLY) if name in made})
        for name, value in self._headers[1].items():
            response[name] = value
        # As django-csp does: a nonce asked for after the header is written is an error, not a silent gap.
        request.csp_nonce = CheckableLazyObject(self._csp_nonce_post_response)
        return response
