"""Reading the API's refusals the way a client does."""

from __future__ import annotations

import json
from typing import Any


def refusal(response, code: str) -> dict[str, Any]:
    """The error of a 400 answer, checked to be ``code`` and said in both languages (two different sentences)."""
    assert response.status_code == 400, response.content
    error = json.loads(response.content)["error"]
    assert error["code"] == code, error
    assert (
        error["message"]["es"] and error["message"]["en"] and error["message"]["es"] != error["message"]["en"]
    )
    return error
