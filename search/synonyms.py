"""The games' own words in the other language: «triunfo» finds "trump" and the other way round.

Read from the glossary, whose entries pair a word said at a Spanish table with its English rendering
(«baza» / "trick"). Only pairs of one or two words make synonyms; a long gloss is an explanation.
"""

from __future__ import annotations

import re
from functools import cache

from naipes.cards import Card, Suit
from naipes.games import docena, paulo
from naipes_site import glossary
from search.games import game_answers
from search.text import card_token, fold, stem, words

_PARENS = re.compile(r"\([^)]*\)")
_LEADING = {"the", "to", "a", "an", "la", "las", "el", "los"}


def _core(text: str) -> list[str]:
    found = words(_PARENS.sub(" ", text.split(";")[0]))
    while found and found[0] in _LEADING:
        found = found[1:]
    return found


@cache
def table() -> dict[str, tuple[tuple[str, ...], ...]]:
    """Stem → the stem sequences it may stand for, each language's stems included.

    >>> ("trick",) in table()["baza"] and ("baz",) in table()["trick"]
    True
    """
    pairs: dict[str, set[tuple[str, ...]]] = {}
    renderings: dict[str, set[str]] = {}
    for entry in glossary.entries():
        renderings.setdefault(entry["term"].lower(), set()).add(entry["english"].lower())
    for entry in glossary.entries():
        if len(renderings[entry["term"].lower()]) > 1:
            continue  # a word with several meanings (mano: first player, deal, trick) is no synonym
        spanish, english = _core(entry["term"]), _core(entry["english"])
        if not spanish or not english or len(spanish) > 2 or len(english) > 2 or spanish == english:
            continue
        es = [tuple(stem(w, lang) for w in spanish) for lang in ("es", "en")]
        en = [tuple(stem(w, lang) for w in english) for lang in ("es", "en")]
        for key in {s[0] for s in es if len(s) == 1}:
            pairs.setdefault(key, set()).update(en)
        for key in {s[0] for s in en if len(s) == 1}:
            pairs.setdefault(key, set()).update(es)
    # Cards with a name of their own (the Paulo, the mala): the name and the card find each other.
    for card, name in nicknames().items():
        token = card_token(card)
        for lang in ("es", "en"):
            pairs.setdefault(stem(name, lang), set()).add((token,))
            pairs.setdefault(token, set()).add((stem(name, lang),))
    # The French suits an English player says of the Spanish pack («the four of clubs» for the Paulo): each
    # Spanish card and its French twin find each other, weaker than the card said (the Papayoo pack is French).
    for suit, french in FRENCH_TWINS.items():
        for rank in (1, 2, 3, 4, 5, 6, 7, 10):
            one, other = card_token(Card(rank, suit)), card_token(Card(rank, french))
            pairs.setdefault(one, set()).add((other,))
            pairs.setdefault(other, set()).add((one,))
    # Words said at an English card table for what the pages keep in Spanish, and everyday words for
    # the site's own: each finds the terms the pages use, in both stemmers.
    # And the words each game's players use for its terms (search/games/<slug>.py, ``ANSWERS.words``).
    every = {**TABLE_WORDS}
    for found in game_answers().values():
        for said, meant in found.words.items():
            every[said] = (*every.get(said, ()), *meant)
    for said, meant in every.items():
        for lang in ("es", "en"):
            key = stem(fold(said), lang)
            for term in meant:
                pairs.setdefault(key, set()).update(tuple(stem(w, other) for w in words(term)) for other in ("es", "en"))
    return {key: tuple(sorted(values)) for key, values in pairs.items()}


FRENCH_TWINS = {Suit.BASTOS: Suit.CLUBS, Suit.COPAS: Suit.HEARTS, Suit.ESPADAS: Suit.SPADES, Suit.OROS: Suit.DIAMONDS}
"""The Spanish suits and the French ones English players call them by: bastos clubs, copas hearts, espadas
spades, oros diamonds."""

TABLE_WORDS: dict[str, tuple[str, ...]] = {
    "renounce": ("renuncio",), "renege": ("renuncio",), "revoke": ("renuncio",),
    "trump": ("triunfo",), "trumps": ("triunfo",),
    "overtrump": ("montar", "over-trump"), "overtrumping": ("montar", "over-trump"),
    "lead": ("salir", "sale"), "leads": ("salir", "sale"), "follow": ("asistir", "following"),
    "trick": ("baza",), "tricks": ("baza",), "stock": ("robe",), "kitty": ("platillo",), "pot": ("platillo",),
    "plate": ("platillo",), "wildcard": ("mala",), "joker": ("mala",), "knight": ("caballo",), "horse": ("caballo",),
    "jack": ("sota",), "king": ("rey",), "kings": ("rey",), "ace": ("as",), "aces": ("as",),
    "misere": ("papayoo",), "misery": ("papayoo",), "ante": ("entró",), "marriage": ("acuse",),
    "scoresheet": ("score sheet",), "exercises": ("trainers",), "exercise": ("trainers",), "drills": ("trainers",),
    "ejercicios": ("entrenadores",), "win": ("take",), "wins": ("takes",), "gana": ("lleva",), "ganar": ("llevar",),
    "jugar": ("echar",), "tirar": ("echar",), "play": ("echar",), "tips": ("strategy",), "consejos": ("estrategia",), "trucos": ("estrategia",),
    # Everyday words for the order and the end of a game, said by people who do not know the pages' words.
    "high": ("order",), "low": ("order",), "alta": ("orden",), "baja": ("orden",), "alto": ("orden",),
    "bajo": ("orden",), "finish": ("end",), "finishes": ("end",), "over": ("end",), "acaba": ("termina", "fin"),
    "acabar": ("terminar", "fin"), "altogether": ("total",), "sum": ("total",),
    # Everyday and chat words for the pages' own: "ppl", "newbies", «novatos», "wild card".
    "ppl": ("people",), "newbie": ("beginner",), "newbies": ("beginner",), "novato": ("principiante",),
    "novatos": ("principiante",), "novata": ("principiante",), "wild": ("wildcard",), "comodin": ("mala",),
    "dice": ("die", "dado"), "reference": ("summary",), "cheatsheet": ("summary",),
}
"""English card-table words → the Spanish terms the pages keep (and a few everyday words → the site's)."""


def nicknames() -> dict[Card, str]:
    """The engine's names of single cards: Paulo's folk names and La Docena's mala."""
    return {**{card: fold(name) for card, name in paulo.NICKNAMES.items()}, docena.MALA: "mala"}
