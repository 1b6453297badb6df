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

# The Spanish pack as an English player names it, though the pages keep the Spanish words: "the knight of
# coins" is the «caballo de oros», "the 7 of cups" the «siete de copas». Clubs stay the Papayoo pack's suit.
SUITS_SAID = {"coins": Suit.OROS, "coin": Suit.OROS, "golds": Suit.OROS, "cups": Suit.COPAS, "cup": Suit.COPAS,
              "swords": Suit.ESPADAS, "sword": Suit.ESPADAS, "batons": Suit.BASTOS, "baton": Suit.BASTOS,
              "sticks": Suit.BASTOS, "wands": Suit.BASTOS, "staves": Suit.BASTOS}
FIGURES_SAID = {"jack": 10, "knave": 10, "page": 10, "knight": 11, "horse": 11, "king": 12}

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
    for card in SPANISH_48:
        english_rank = fold(_PARENS.sub("", card_name(card, "en"))).split(" of ")[0]
        ranks = {str(card.rank), english_rank} | {word for word, rank in FIGURES_SAID.items() if rank == card.rank}
        suits = [word for word, suit in SUITS_SAID.items() if suit is card.suit] + [card.suit.value]
        for rank in ranks:
            for suit in suits:
                phrases.setdefault(f"{rank} of {suit}", card_token(card))
    # A bare code: Spanish letters win the shared ``C`` (copas before clubs).
    codes = {fold(card.code): card_token(card) for card in (*PAPAYOO_60, *SPANISH_48)}
    alternatives = sorted(phrases, key=len, reverse=True)
    pattern = re.compile(r"\b(" + "|".join(re.escape(p) for p in alternatives) + r")\b")
    return pattern, {**phrases, **codes}


def card_tokens_in(folded: str) -> str:
    """Folded text with each card name replaced by its token; two ranks said with one suit are two cards.

    >>> card_tokens_in("el cuatro de bastos y el 4 de bastos")
    'el 4bastos y el 4bastos'
    >>> card_tokens_in("the knight of coins, then the 7 of cups")
    'the 11oros, then the 7copas'
    >>> card_tokens_in("el as y el rey de copas")
    'el 1copas y el 12copas'
    """
    pattern, tokens = _card_phrases()
    folded = _two_ranks().sub(_one_suit_each, folded)
    return pattern.sub(lambda m: tokens[m.group(1)], folded)


@cache
def _two_ranks() -> re.Pattern[str]:
    """Two ranks and one suit, «el as y el rey de copas», "the ace and king of cups": a card of each rank."""
    ranks = {fold(_PARENS.sub("", card_name(Card(rank, Suit.OROS), lang))).split(" de ")[0].split(" of ")[0]
             for rank in (1, 2, 3, 4, 5, 6, 7, 10, 11, 12) for lang in STEMMERS} | set(FIGURES_SAID)
    said = "|".join(sorted(ranks | {str(n) for n in range(1, 13)}, key=len, reverse=True))
    suits = "|".join(sorted({s.value for s in SUITS_SAID.values()} | set(SUITS_SAID), key=len, reverse=True))
    return re.compile(rf"\b({said})\s+(y|and|e)\s+((?:el|la|the)\s+)?({said})\s+(de|del|of)\s+(?:the\s+)?"
                      rf"({suits}|same\s+suit|mismo\s+palo)\b")


def _one_suit_each(match: re.Match[str]) -> str:
    """The suit said for both ranks; "of the same suit", «del mismo palo» names none, so one stands for any."""
    first, joined, article, second, of, suit = match.groups()
    of, suit = ("of" if of == "of" else "de"), (Suit.COPAS.value if suit.endswith(("suit", "palo")) else suit)
    return f"{first} {of} {suit} {joined} {article or ''}{second} {of} {suit}"


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
