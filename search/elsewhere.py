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
    "bacara", "parchis", "domino", "remigio", "sueca", "scopa", "briscola", "burro", "julepe", "tresillo",
    "cuatrola", "mentiroso", "hearthstone",
])
# ...and those whose name is everyday words, known only said whole («el truco argentino», "uno card game").
OTHER_GAME_PHRASES = ("siete y media", "siete y medio", "truco argentino", "truco gaucho", "truco venezolano",
                      "uno card game", "jugar al uno", "cartas del uno", "crazy eights", "go fish", "old maid")
# Dates, places and sign-ups: the site keeps no calendar of games or tournaments, even of its own games.
EVENTS = frozenset(["calendario", "calendar", "fechas", "inscripcion", "inscribirse", "apuntarse", "registration",
                    "tickets", "entradas", "near", "cerca"])
# Buying and prices: the site teaches games and sells nothing.
SHOPPING = frozenset(["buy", "buying", "purchase", "shop", "store", "price", "comprar", "compro",
                      "tienda", "precio", "venden", "vende", "amazon"])

# What is bought, beside a game's name: the box, the pack, its price («cuánto cuesta la caja del papayoo»).
PRODUCT = frozenset(["caja", "box", "lata", "tin", "juego", "game", "baraja", "barajas", "deck", "decks", "pack",
                     "packs", "cartas", "cards", "set", "edicion", "edition", "cuesta", "cuestan", "cost", "costs",
                     "barata", "barato", "baratas", "cheap", "cheapest", "online", "internet", "donde", "where",
                     "puedo", "can", "i", "original", "oficial", "official", "gigamic", "euros", "dollars"])


def other_game(query_words: list[str]) -> bool:
    """The query names another card game. (The caller checks that it names none of the site's.)

    >>> other_game(["reglas", "del", "burro"]), other_game("senas del truco argentino".split())
    (True, True)
    >>> other_game("trucos para ganar al tute".split())
    False
    """
    said = f" {' '.join(query_words)} "
    return not OTHER_GAMES.isdisjoint(query_words) or any(f" {phrase} " in said for phrase in OTHER_GAME_PHRASES)


def events(query_words: list[str]) -> bool:
    """The query asks for dates, places or sign-ups (a tournament's calendar), whichever game it names."""
    return not EVENTS.isdisjoint(query_words)


def shopping(query_words: list[str]) -> bool:
    """The query is about buying something. (The caller checks that it names or implies no game.) Buying back in
    is a game's rebuy, not a purchase.

    >>> shopping("buy a deck".split()), shopping("buying back in after losing".split())
    (True, False)
    """
    rebuy = any(w in SHOPPING and after in {"back", "in"} for w, after in zip(query_words, query_words[1:], strict=False))
    return not SHOPPING.isdisjoint(query_words) and not rebuy


GAME_ASKED_BEFORE = frozenset(["reglas", "jugar", "juega", "juegan", "aprender", "rules", "play", "playing", "learn"])
GAME_ASKED_AFTER = frozenset(["rules", "reglas"])
_BETWEEN = frozenset(["del", "de", "la", "al", "a", "el", "of", "the"])


def game_asked(query_words: list[str]) -> list[str]:
    """The word a query asks the rules of («reglas del X», «jugar al X», "how to play X", "X rules", "X card
    game"): if the index does not know it, it is a game the site does not teach.

    >>> game_asked("reglas del burro para ninos".split()), game_asked("pumba card game rules".split())
    (['burro'], ['pumba'])
    """
    found = []
    for i, word in enumerate(query_words):
        if word in GAME_ASKED_BEFORE:
            after = [w for w in query_words[i + 1:i + 4] if w not in _BETWEEN]
            found += after[:1]
        if word in GAME_ASKED_AFTER and i and query_words[i - 1] not in {"game", "card"}:
            found.append(query_words[i - 1])
        if word == "card" and query_words[i + 1:i + 2] == ["game"] and i:
            found.append(query_words[i - 1])
    return [w for w in found if w.isalpha()]
