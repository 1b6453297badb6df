"""Bilingual wording for what the engine says in codes: reason codes, combination names, card names.

The engine returns language-free keys; the site, the drills and the API need each text in Spanish and
English (the API answers both at once), so these texts are data, one module per game in
``wording/games/`` (found through :func:`naipes.games.modules`) beside the shared ones here. This package
sits on the engine and below every Django app: plain Python, no Django. Interface strings of the
site itself go through gettext instead.

Each module defines ``TEXTS = {"key": {"es": "...", "en": "..."}}``, read from its data file by
:func:`load_texts` (a translator edits the file, not the code): a shared module's is
``wording/texts/<module>.toml``, looked up here as ``"<module>.<key>"``; a game's is
``wording/games/<game>.toml`` (:func:`load_game_texts`), looked up as ``"<game>.<key>"``, and holds the
names of the game's profiles too (its ``PROFILE_TEXTS``, :func:`load_profile_texts`), looked up as
``"profiles.<game>.<key>"``. Texts may hold ``{name}`` fields, filled by :func:`text`.
"""

from __future__ import annotations

import importlib
import tomllib
from collections.abc import Callable, Sequence
from functools import cache, lru_cache
from pathlib import Path

import naipes.games

LANGS = ("es", "en")
MODULES = ("common", "cards", "api", "options", "profiles", "bots", "coach")
"""The shared modules; each game's is in ``wording/games/``."""
TEXTS_DIR = Path(__file__).with_name("texts")
GAMES_DIR = Path(__file__).with_name("games")
PROFILES = "profiles."
"""The prefix of a game file's keys that name its profiles (looked up as ``profiles.<game>.<rest>``)."""


class MissingText(KeyError):
    """Raised when no wording exists for a key: a bug to fix, never shown to users."""


@cache
def load_texts(module: str, folder: Path = TEXTS_DIR) -> dict[str, dict[str, str]]:
    """The texts of ``wording/texts/<module>.toml`` (or of ``folder``), in the file's order: each table is a
    key holding its ``es`` and ``en`` text."""
    with (folder / f"{module}.toml").open("rb") as file:
        return tomllib.load(file)


def load_game_texts(game: str) -> dict[str, dict[str, str]]:
    """A game's own texts, ``wording/games/<game>.toml`` in its order, but for its profiles' names."""
    return {key: texts for key, texts in load_texts(game, GAMES_DIR).items() if not key.startswith(PROFILES)}


def load_profile_texts(game: str) -> dict[str, dict[str, str]]:
    """The names, summaries and origins of a game's profiles: the ``["profiles.<key>"]`` tables of
    ``wording/games/<game>.toml``, as ``<key>`` (looked up as ``profiles.<game>.<key>``)."""
    return {key.removeprefix(PROFILES): texts for key, texts in load_texts(game, GAMES_DIR).items()
            if key.startswith(PROFILES)}


@cache
def _merged(registry: tuple[str, ...]) -> dict[str, dict[str, str]]:
    merged: dict[str, dict[str, str]] = {}
    for name in MODULES:
        module = importlib.import_module(f"{__name__}.{name}")
        for key, texts in module.TEXTS.items():
            merged[f"{name}.{key}"] = texts
    # A game being added, without its wording yet, is left out: only its own texts are missing.
    for game, module in naipes.games.modules(f"{__name__}.games").items():
        for key, texts in module.TEXTS.items():
            merged[f"{game}.{key}"] = texts
        for key, texts in getattr(module, "PROFILE_TEXTS", {}).items():
            merged[f"profiles.{game}.{key}"] = texts
    return merged


def _all() -> dict[str, dict[str, str]]:
    """Every text by its key, for the registry as it is now (merged once per registry)."""
    return _merged(naipes.games.slugs())



@lru_cache(maxsize=8192)
def _plain_both(registry: tuple[str, ...], key: str) -> dict[str, str] | None:
    """A key's texts in every language, for the registry as it is (found once per key: a drill's export asks for
    the same reasons and names thousands of times), or ``None`` when one is missing."""
    texts = _merged(registry).get(key)
    if texts is not None and all(lang in texts for lang in LANGS):
        return {lang: texts[lang] for lang in LANGS}
    return None


def _missing_module(key: str) -> str:
    name = key.split(".")[0]
    return f" (wording/games/{name}.py does not exist yet)" if name in naipes.games.missing(
        f"{__name__}.games") else ""


def has(key: str) -> bool:
    return key in _all()


def text(key: str, lang: str, **fields: object) -> str:
    """The wording of ``key`` in ``lang`` (``es`` or ``en``), with ``fields`` filled in."""
    try:
        template = _all()[key][lang if lang in LANGS else "es"]
    except KeyError as exc:
        raise MissingText(key + _missing_module(key)) from exc
    return template.format(**fields) if fields else template


def both(key: str, **fields: object) -> dict[str, str]:
    """``{"es": ..., "en": ...}`` for the API.

    Field values that are themselves ``{"es", "en"}`` dicts are picked per language.
    """
    if not fields:  # what ``text`` gives without fields, looked up once (a missing key gets its error below)
        texts = _plain_both(naipes.games.slugs(), key)
        if texts is not None:
            return dict(texts)  # the caller's own dict
    return {
        lang: text(key, lang, **{k: (v[lang] if isinstance(v, dict) else v) for k, v in fields.items()})
        for lang in LANGS
    }


def for_game(game: str) -> Callable[..., str]:
    """:func:`text` for one game's keys, for a module that words a single game:
    ``for_game("tute")("insert.led", lang)`` is ``text("tute.insert.led", lang)``."""

    def game_text(key: str, lang: str, **fields: object) -> str:
        return text(f"{game}.{key}", lang, **fields)

    return game_text


def and_list(items: Sequence[str], lang: str) -> str:
    """Items as a sentence lists them: ``Ana, Bea y Cris`` / ``Ana, Bea and Cris``; one item alone.

    Spanish says "e" for "y" before an /i/ sound: ``Ana e Inés``, but ``agua y hielo``.
    """
    return _joined(items, lang, "and")


def or_list(items: Sequence[str], lang: str) -> str:
    """Items as a sentence offers them: ``4, 6 u 8`` / ``4, 6 or 8``; one item alone.

    Spanish says "u" for "o" before an /o/ sound, numbers read aloud included: ``7 u 8``, ``plata u oro``.
    """
    return _joined(items, lang, "or")


def _joined(items: Sequence[str], lang: str, conjunction: str) -> str:
    if len(items) < 2:
        return "".join(items)
    last = items[-1]
    word = text(f"common.list.{conjunction}", lang)
    if lang == "es" and _sounds_first(last, conjunction):
        word = {"and": "e", "or": "u"}[conjunction]
    return f"{', '.join(items[:-1])} {word} {last}"


_VOWELS = "aeiouáéíóú"


def _sounds_first(word: str, conjunction: str) -> bool:
    """Whether a Spanish ``word`` begins with the sound that turns "y" into "e" or "o" into "u"."""
    spoken = word.strip().lower()
    if spoken.isdigit():
        # Only "o" changes before a number: 8… is ocho, ochenta, ochocientos…; 11, 11 000 are once, once mil.
        digits = spoken.lstrip("0") or "0"
        return conjunction == "or" and (digits[0] == "8" or (digits.startswith("11") and len(digits) % 3 == 2))
    spoken = spoken.removeprefix("h")
    if conjunction == "and":
        # An /i/ before another vowel is a glide, not the sound itself: "y hielo", "y yodo".
        return spoken[:1] in ("i", "í") and spoken[1:2] not in tuple(_VOWELS)
    return spoken[:1] in ("o", "ó")


def all_keys() -> list[str]:
    return sorted(_all())
