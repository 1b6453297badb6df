"""JSON in and out: the error type, bilingual messages, and the decorator every API view wears.

Every answer is ``application/json; charset=utf-8`` written with ``ensure_ascii=False``. Every
failure is ``{"error": {"code": ..., "message": {"es": ..., "en": ...}, ...}}``: 400 for bad input,
404 for an unknown path, 405 for a wrong method. Engine errors carry a ``code`` (see
``naipes.cards.CardError``); their wording comes from :mod:`wording`, the game's own first.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterable
from functools import wraps
from typing import Any

from django.core.exceptions import RequestDataTooBig, TooManyFieldsSent, TooManyFilesSent
from django.http import HttpRequest, HttpResponse, HttpResponseNotAllowed
from django.http.response import HttpResponseBase
from django.views.decorators.csrf import csrf_exempt

import wording
from naipes import RulesError

log = logging.getLogger(__name__)

CONTENT_TYPE = "application/json; charset=utf-8"


class ApiError(ValueError):
    """Raised by the API layer for input it refuses; ``code`` and ``fields`` make the message."""

    def __init__(self, code: str, *, field: str | None = None, cards: Iterable[str] = (), status: int = 400,
                 **fields: object) -> None:
        super().__init__(code)
        self.code = code
        self.field = field
        self.cards = tuple(cards)
        self.status = status
        self.fields = fields


def texts(key: str, **fields: object) -> dict[str, str] | None:
    """``{"es", "en"}`` for a wording key with ``fields`` filled in; ``None`` when there is no such text.

    Field values may be ``{"es", "en"}`` dicts (picked per language); extra fields are ignored.
    """
    if not wording.has(key):
        return None
    try:
        # "_" makes every text go through format, so "{{" reads the same with or without fields.
        return wording.both(key, **{**fields, "_": ""})
    except (KeyError, IndexError, ValueError):
        return None


def either(keys: Iterable[str], **fields: object) -> dict[str, str]:
    """The first of ``keys`` that has a text (all its fields given); the generic error otherwise."""
    for key in keys:
        found = texts(key, **fields)
        if found is not None:
            return found
    return texts("api.error.invalid_input") or {"es": "", "en": ""}


def word(key: str) -> dict[str, str]:
    """A short bilingual word of the API's wording, such as a type name for ``wrong_type``."""
    return either([f"api.{key}"])


def json_response(data: object, status: int = 200, **headers: str) -> HttpResponse:
    response = HttpResponse(json.dumps(data, ensure_ascii=False), status=status, content_type=CONTENT_TYPE)
    for name, value in headers.items():
        response[name.replace("_", "-")] = value
    return response


def _visible(char: str) -> str:
    """A character as a message may show it: an invisible one (a BOM, a zero-width space, a control
    character) written as ``\\uXXXX``, so that «\\ufeff4B» does not read as the valid «4B»."""
    if char.isprintable():
        return char
    return f"\\u{ord(char):04x}" if ord(char) <= 0xFFFF else f"\\U{ord(char):08x}"


def short(value: object, limit: int = 24) -> str:
    """A sent value as it may appear inside a message: a string as is, anything else as JSON, cut short;
    runs of white space become one space, other invisible characters are spelt out."""
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)
    text = "".join(_visible(c) for c in " ".join(text.split()))
    return text if len(text) <= limit else text[: limit - 1] + "…"


def error_body(code: str, message: dict[str, str], *, field: str | None = None,
               cards: Iterable[str] = (), **extra: object) -> dict[str, object]:
    error: dict[str, object] = {"code": code, "message": message}
    if field:
        error["field"] = field
    if cards := list(cards):
        error["cards"] = cards
    error.update({k: v for k, v in extra.items() if v is not None})
    return {"error": error}


def api_error_response(exc: ApiError) -> HttpResponse:
    fields = {"field": exc.field, "card": exc.cards[0] if exc.cards else "", **exc.fields}
    message = either([f"api.error.{exc.code}", f"common.error.{exc.code}"], **fields)
    return json_response(error_body(exc.code, message, field=exc.field, cards=exc.cards), exc.status)


def engine_error_response(exc: RulesError, game: str | None) -> HttpResponse:
    """400 for an engine error: its ``code``, in the game's words, else the shared ones."""
    code = getattr(exc, "code", "invalid_input")
    cards = tuple(getattr(exc, "cards", ()) or ())
    fields = {k: v for k, v in vars(exc).items() if isinstance(v, int | str)}
    fields |= {"card": cards[0] if cards else "", "cards": ", ".join(cards), "game": game or ""}
    keys = [f"{game}.error.{code}"] if game else []
    keys += [f"common.error.{code}", f"api.error.{code}"]
    return json_response(error_body(code, either(keys, **fields), cards=cards), 400)


def method_not_allowed(request: HttpRequest, allowed: list[str]) -> HttpResponse:
    message = either(["api.error.method_not_allowed"], path=request.path, method=short(request.method, 12),
                     allowed=", ".join(allowed))
    return json_response(error_body("method_not_allowed", message, allowed=allowed), 405,
                         Allow=", ".join(allowed))


def options_response(allowed: list[str]) -> HttpResponse:
    """``OPTIONS``: no body, and the methods the path takes in ``Allow``."""
    response = HttpResponse(status=204)
    del response["Content-Type"]
    response["Allow"] = ", ".join([*allowed, "OPTIONS"])
    return response


def endpoint(game: str | None, *,
             engine_errors: bool = True) -> Callable[[Callable[..., Any]], Callable[..., HttpResponse]]:
    """Make a view an API endpoint: CSRF-exempt (JSON only, no cookies), dicts answered as JSON, the
    405 of ``require_safe``/``require_POST`` and every input error turned into the JSON error shape.
    ``OPTIONS`` answers 204 with the methods the view takes.

    ``game`` picks the wording for engine errors (``tute`` → ``tute.error.<code>``). Only a
    :class:`naipes.RulesError` (input the rules refuse) and the API's own :class:`ApiError` become 400s: any
    other exception, a bare ``ValueError`` included, is a bug and a logged JSON 500. With
    ``engine_errors=False`` (views that check their input themselves) a stray ``RulesError`` is a bug too.
    """

    def decorate(view: Callable[..., Any]) -> Callable[..., HttpResponse]:
        @csrf_exempt
        @wraps(view)
        def wrapper(request: HttpRequest, *args: object, **kwargs: object) -> HttpResponse:
            try:
                result = view(request, *args, **kwargs)
            except ApiError as exc:
                return api_error_response(exc)
            except (RequestDataTooBig, TooManyFieldsSent, TooManyFilesSent):
                # Django refuses these when request.GET or request.body is first read, inside the view.
                return api_error_response(ApiError("too_large"))
            except RulesError as exc:  # CardError included
                if engine_errors:
                    # Input the rules refuse is the request's fault: a 400 with the engine's code.
                    return engine_error_response(exc, game)
                log.exception("API view %s failed on %s", view.__name__, request.path)
                return json_response(error_body("internal_error", either(["api.error.internal_error"])), 500)
            except Exception:  # any other ValueError too: a bug, logged, never blamed on the request
                log.exception("API view %s failed on %s", view.__name__, request.path)
                message = either(["api.error.internal_error"])
                return json_response(error_body("internal_error", message), 500)
            if isinstance(result, HttpResponseNotAllowed):
                allowed = [m.strip() for m in result["Allow"].split(",")]
                if request.method == "OPTIONS":
                    return options_response(allowed)
                return method_not_allowed(request, allowed)
            if isinstance(result, HttpResponseBase):  # a streamed file too
                return result
            return json_response(result)

        return wrapper

    return decorate
