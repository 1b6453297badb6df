"""Questions the site does not answer, told apart from those it answers badly: the search then says it has
nothing on them and links the nearest rule rather than pretend (``search.index``), and the owner's report
of searches not found counts them (``search.misses``).

Two kinds are known by their words, whatever the ranking finds: another card game asked about by name
(«reglas del mus», "how to play canasta") when none of the site's games is named, and buying something
(«dónde comprar una baraja») when no game is named or implied, since the site sells nothing. A third kind is
told by the ranking itself (``search.index.LOW_SCORE``): no game, a word the index does not know, and a
best match too weak to be an answer.
"""

from __future__ import annotations

# Other card games, folded, as players name them in either language. A game the site's pages name as a
# variant of one of theirs (the guiñote, the subastado of Tute) is not listed: its question may be answered.
# Words that are also everyday words or a suit (uno, truco, hearts, spades) are left out too.
OTHER_GAMES = frozenset([
    "brisca", "mus", "chinchon", "poker", "blackjack", "bridge", "canasta", "rummy", "escoba", "cinquillo",
    "solitario", "solitaire", "pocha", "whist", "euchre", "burraco", "pinochle", "cribbage", "baccarat",
    "bacara", "parchis", "domino", "remigio", "sueca", "scopa", "briscola",
])
# Buying and prices: the site teaches games and sells nothing.
SHOPPING = frozenset(["buy", "buying", "purchase", "shop", "store", "price", "comprar", "compro",
                      "tienda", "precio", "venden", "vende", "amazon"])


def other_game(query_words: list[str]) -> bool:
    """The query names another card game. (The caller checks that it names none of the site's.)"""
    return not OTHER_GAMES.isdisjoint(query_words)


def shopping(query_words: list[str]) -> bool:
    """The query is about buying something. (The caller checks that it names or implies no game.)"""
    return not SHOPPING.isdisjoint(query_words)
