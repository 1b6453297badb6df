"""Nickname care for a class: a small filter of words no nickname may hold, and suggested nicknames.

The word lists are plain text files beside this module (``nicknames/blocked_es.txt``, ``blocked_en.txt``),
small on purpose: the filter stops the usual insults and swear words a pupil types to make the class laugh,
and the teacher, who sees every name, removes a seat for anything cleverer. A word ending in ``*`` in a
list is looked for inside other words and across spaces ("f u c k"); any other only as a whole word, so
"marica" does not refuse "Maricarmen" nor "dick" "Dickens".
"""

from __future__ import annotations

import re
import secrets
import unicodedata
from functools import lru_cache
from pathlib import Path

FOLDER = Path(__file__).resolve().parent / "nicknames"
LOOK_ALIKES = str.maketrans("013457@$", "oieastas")


def _plain(text: str) -> str:
    """Lower case, no accents (ñ becomes n), digits read as the letters they stand for."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).translate(LOOK_ALIKES)


@lru_cache(maxsize=1)
def _lists() -> tuple[frozenset[str], tuple[str, ...]]:
    whole, inside = set(), []
    for name in ("blocked_es.txt", "blocked_en.txt"):
        for line in (FOLDER / name).read_text(encoding="utf-8").splitlines():
            word = line.strip()
            if not word or word.startswith("#"):
                continue
            if word.endswith("*"):
                inside.append(_plain(word[:-1]))
            whole.add(_plain(word.rstrip("*")))
    return frozenset(whole), tuple(inside)


def is_blocked(nickname: str) -> bool:
    """Whether ``nickname`` holds a word of the lists (as a word, or inside one for the starred words)."""
    plain = _plain(nickname)
    whole, inside = _lists()
    words = re.findall(r"[a-z]+", plain)
    if any(w in whole for w in words):
        return True
    letters = "".join(words)
    return any(w in letters for w in inside)


@lru_cache(maxsize=1)
def _parts() -> dict[str, list[tuple[str, str]]]:
    parts: dict[str, list[tuple[str, str]]] = {"animal": [], "word": []}
    for line in (FOLDER / "suggest.txt").read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        kind, es, en = (p.strip() for p in line.split("|"))
        parts[kind].append((es, en))
    return parts


def suggestion(lang: str, taken: set[str] | frozenset[str] = frozenset()) -> str:
    """A nickname like "Lince Veloz" or "Swift Lynx", not one of ``taken`` (lower case) if it can help it."""
    parts = _parts()
    name = ""
    for _ in range(20):
        animal, word = secrets.choice(parts["animal"]), secrets.choice(parts["word"])
        name = f"{animal[0]} {word[0]}" if lang == "es" else f"{word[1]} {animal[1]}"
        if name.lower() not in taken:
            break
    return name
