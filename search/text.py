"""Words as the index compares them: accents and case folded, card names made one token, stemmed.

Spanish and English stem with Snowball, so ``jugadores`` meets ``jugador`` and ``tricks`` meets
``trick``. A card said in any of its forms (``cuatro de bastos``, ``4 de bastos``, ``four of bastos``,
``4B``) becomes one token, so every form finds the others.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

import snowballstemmer

from naipes.cards import PAPAYOO_60, SPANISH_48, Card, Suit
from wording.cards import card_name

_WORD = re.compile(r"[a-z0-9]+")
_PARENS = re.compile(r"\s*\([^)]*\)")
STEMMERS = {"es": "spanish", "en": "english"}


def fold(text: str) -> str:
    """Lower case without accents: ``Quién`` → ``quien``, ``Ñ`` stays a letter (``n``).

    >>> fold("¿Quién GANA la baza?")
    '¿quien gana la baza?'
    """
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def card_token(card: Card) -> str:
    """One word for a card in the index: ``4bastos``, ``7hearts``, ``20payoo``."""
    return f"{card.rank}{card.suit.value}"


@cache
def _card_phrases() -> tuple[re.Pattern[str], dict[str, str]]:
    """Every way the site names a card, folded, mapped to its token; longest phrases first."""
    phrases: dict[str, str] = {}
    for deck in (SPANISH_48, PAPAYOO_60):
        for card in deck:
            token = card_token(card)
            for lang in STEMMERS:
                name = fold(_PARENS.sub("", card_name(card, lang)))
                phrases.setdefault(name, token)
                if card.suit is not Suit.PAYOO:
                    rank, _sep, suit = name.partition(" de " if lang == "es" else " of ")
                    phrases.setdefault(f"{card.rank} {_sep.strip()} {suit}", token)
    # A bare code: Spanish letters win the shared ``C`` (copas before clubs).
    codes = {fold(card.code): card_token(card) for card in (*PAPAYOO_60, *SPANISH_48)}
    alternatives = sorted(phrases, key=len, reverse=True)
    pattern = re.compile(r"\b(" + "|".join(re.escape(p) for p in alternatives) + r")\b")
    return pattern, {**phrases, **codes}


def card_tokens_in(folded: str) -> str:
    """Folded text with each card name replaced by its token.

    >>> card_tokens_in("el cuatro de bastos y el 4 de bastos")
    'el 4bastos y el 4bastos'
    """
    pattern, tokens = _card_phrases()
    return pattern.sub(lambda m: tokens[m.group(1)], folded)


def words(text: str) -> list[str]:
    """The folded words of a text, card names as one token each (no stemming)."""
    _pattern, tokens = _card_phrases()
    return [tokens.get(w, w) for w in _WORD.findall(card_tokens_in(fold(text)))]


@cache
def _stemmer(lang: str):
    return snowballstemmer.stemmer(STEMMERS.get(lang, "spanish"))


@cache
def stem(word: str, lang: str) -> str:
    """The Snowball stem of a folded word; card tokens and numbers are kept whole.

    >>> stem("jugadores", "es") == stem("jugador", "es"), stem("tricks", "en")
    (True, 'trick')
    """
    if word[0].isdigit():
        return word
    return _stemmer(lang).stemWord(word)


def terms(text: str, lang: str) -> list[str]:
    """The stems of a text, in order: what the index stores and the query is compared with."""
    return [stem(w, lang) for w in words(text)]
