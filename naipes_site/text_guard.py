"""Text that cannot be written back: lone surrogates (``"\\ud800"``), which JSON escapes and Python
strings can hold but UTF-8 cannot encode. Echoing one in a page or an answer would fail, so input that
holds one is refused where it comes in, naming the field."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

_SURROGATE = re.compile("[\ud800-\udfff]")


def is_bad_text(text: str) -> bool:
    """True when ``text`` holds a lone surrogate.

    >>> is_bad_text("Léa ♠"), is_bad_text("\\ud800")
    (False, True)
    """
    return _SURROGATE.search(text) is not None


def shown(name: str) -> str:
    """A field name safe to print: its bad characters spelt ``\\udXXX``.

    >>> shown("a\\ud800")
    'a\\\\ud800'
    """
    return _SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", name)


def first_bad_field(fields: Iterable[tuple[str, list[str]]]) -> str | None:
    """The first field (of ``QueryDict.lists()``) whose name or a value holds bad text, shown safely."""
    for name, values in fields:
        if is_bad_text(name) or any(is_bad_text(v) for v in values if isinstance(v, str)):
            return shown(name)
    return None


def first_bad_path(data: Any, root: str = "") -> str | None:
    """Where in decoded JSON a key or a string holds bad text (``players.\\ud800``, ``cards[2]``);
    ``None`` when all is well. Iterative, so deep nesting cannot exhaust the stack.

    >>> first_bad_path({"cards": ["1O", "\\ud800"]})
    'cards[1]'
    >>> first_bad_path({"ok": {"\\udfff": 1}})
    'ok.\\\\udfff'
    """
    stack: list[tuple[str, Any]] = [(root, data)]
    while stack:
        path, value = stack.pop()
        if isinstance(value, str):
            if is_bad_text(value):
                return shown(path) or "body"
        elif isinstance(value, dict):
            for key, item in reversed(list(value.items())):
                where = f"{path}.{key}" if path else str(key)
                if isinstance(key, str) and is_bad_text(key):
                    return shown(where)
                stack.append((where, item))
        elif isinstance(value, list):
            stack.extend((f"{path}[{i}]", item) for i, item in reversed(list(enumerate(value))))
    return None
