"""Signed links: the answer key of a worksheet, and the "show the answer" button of the projector.

Signed data is readable (base64 JSON), so a token holds the class code and never an answer; the
server rebuilds the questions from the code. What the signature adds is that nobody can make a
key link from the code printed on a worksheet: only the page that made the worksheet shows it.

These links sit with the trainers, below the apps, since more than the classroom reads them: the JSON
API exports a class code's questions and answers to whoever holds its answer key link.
"""

from __future__ import annotations

from django.core import signing

from trainers import class_codes as codes
from trainers.class_codes import ClassCode

SALT = "classroom"
KEY, REVEAL, QUIZ = "key", "reveal", "quiz"
MAX_TOKEN = 900
"""Longer than any link made here (a code of five games, each with a custom table), far shorter than a page."""


class BadLink(ValueError):
    """Raised when a token was forged, cut short, or belongs to another sheet, question or kind of link."""


def _dumps(payload: dict) -> str:
    return signing.dumps(payload, salt=SALT, compress=False)


def _loads(token: str, kind: str) -> dict:
    if not isinstance(token, str) or not token or len(token) > MAX_TOKEN:
        raise BadLink("no token")
    try:
        payload = signing.loads(token, salt=SALT)
    except (signing.BadSignature, ValueError) as exc:
        raise BadLink(str(exc)) from exc
    if not isinstance(payload, dict) or payload.get("k") != kind:
        raise BadLink("another kind of link")
    return payload


def key_token(code: ClassCode) -> str:
    """The answer key's link for a worksheet; it does not expire, since a key may be wanted a term later."""
    return _dumps({"k": KEY, "c": str(code)})


def load_key(token: str) -> ClassCode:
    """The worksheet a key token belongs to; raises :class:`BadLink`."""
    return _load_code(token, KEY)


def quiz_token(code: ClassCode) -> str:
    """The teacher's own link to run a quiz for a room, with its "show the answer" buttons. The class code
    alone opens only the quiz that checks an answer once one is given: a code printed on a worksheet or
    seen on a screen must never show an answer to someone who has not answered."""
    return _dumps({"k": QUIZ, "c": str(code)})


def load_quiz(token: str) -> ClassCode:
    """The questions a teacher's quiz link runs; raises :class:`BadLink`."""
    return _load_code(token, QUIZ)


def _load_code(token: str, kind: str) -> ClassCode:
    payload = _loads(token, kind)
    try:
        return codes.parse(str(payload.get("c", "")))
    except codes.InvalidCode as exc:
        raise BadLink(str(exc)) from exc


def reveal_token(code: ClassCode, space: str, number: int) -> str:
    """The token of one question's "show the answer" button."""
    return _dumps({"k": REVEAL, "c": str(code), "s": space, "i": number})


def check_reveal(token: str, code: ClassCode, space: str, number: int) -> None:
    """Raise :class:`BadLink` unless ``token`` was issued for this very question."""
    payload = _loads(token, REVEAL)
    if (payload.get("c"), payload.get("s"), payload.get("i")) != (str(code), space, number):
        raise BadLink("token of another question")
