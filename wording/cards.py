"""Card, rank and suit names in both languages (the engine only knows codes)."""

from __future__ import annotations

from functools import lru_cache

from naipes.cards import Card, Suit

_SPANISH_RANKS = {
    1: ("as", "ace"), 2: ("dos", "two"), 3: ("tres", "three"), 4: ("cuatro", "four"),
    5: ("cinco", "five"), 6: ("seis", "six"), 7: ("siete", "seven"), 8: ("ocho", "eight"),
    9: ("nueve", "nine"), 10: ("sota", "sota (jack)"), 11: ("caballo", "caballo (knight)"),
    12: ("rey", "rey (king)"),
}
_FRENCH_RANKS = {
    1: ("as", "ace"), 2: ("dos", "two"), 3: ("tres", "three"), 4: ("cuatro", "four"),
    5: ("cinco", "five"), 6: ("seis", "six"), 7: ("siete", "seven"), 8: ("ocho", "eight"),
    9: ("nueve", "nine"), 10: ("diez", "ten"),
}
# English pages keep the Spanish suit names: a player at the table says "oros", not "coins".
_SUITS = {
    Suit.OROS: ("oros", "oros"), Suit.COPAS: ("copas", "copas"),
    Suit.ESPADAS: ("espadas", "espadas"), Suit.BASTOS: ("bastos", "bastos"),
    Suit.SPADES: ("picas", "spades"), Suit.HEARTS: ("corazones", "hearts"),
    Suit.CLUBS: ("tréboles", "clubs"), Suit.DIAMONDS: ("diamantes", "diamonds"),
    Suit.PAYOO: ("payoos", "Payoos"),
}

TEXTS: dict[str, dict[str, str]] = {
    f"suit.{suit.value}": {"es": es, "en": en} for suit, (es, en) in _SUITS.items()
}


def _pick(pair: tuple[str, str], lang: str) -> str:
    return pair[1] if lang == "en" else pair[0]


def suit_name(suit: Suit, lang: str) -> str:
    """``oros``, ``hearts``/``corazones``..."""
    return _pick(_SUITS[suit], lang)


@lru_cache(maxsize=1024)  # asked thousands of times an export: the cards and the two languages are few
def card_name(card: Card, lang: str) -> str:
    """The card's name as a person says it.

    >>> from naipes.cards import SPANISH_40, PAPAYOO_60
    >>> card_name(SPANISH_40.parse_one("4B"), "es"), card_name(SPANISH_40.parse_one("4B"), "en")
    ('cuatro de bastos', 'four of bastos')
    >>> card_name(PAPAYOO_60.parse_one("20P"), "en"), card_name(PAPAYOO_60.parse_one("7H"), "es")
    ('Payoo 20', 'siete de corazones')
    """
    if card.suit is Suit.PAYOO:
        return f"Payoo {card.rank}"  # a proper name in both languages, as on Gigamic's cards
    ranks = _SPANISH_RANKS if card.suit.is_spanish else _FRENCH_RANKS
    rank = _pick(ranks[card.rank], lang)
    suit = suit_name(card.suit, lang)
    return f"{rank} of {suit}" if lang == "en" else f"{rank} de {suit}"


def the_card(card: Card, lang: str) -> str:
    """The card's name with its article: «la sota de copas», «el tres de copas», "the three of copas".

    >>> from naipes.cards import SPANISH_40
    >>> the_card(SPANISH_40.parse_one("10B"), "es"), the_card(SPANISH_40.parse_one("10B"), "en")
    ('la sota de bastos', 'the sota (jack) of bastos')
    """
    if lang == "en":
        return f"the {card_name(card, lang)}"
    feminine = card.suit.is_spanish and card.rank == 10  # la sota; every other card name is masculine
    return f"{'la' if feminine else 'el'} {card_name(card, lang)}"


def rank_order(ranks: tuple[int, ...], lang: str) -> str:
    """A Spanish-pack rank order as players say it, from the engine's own tuple: figures by name, the
    ace as "as"/"ace", numbers as digits.

    >>> rank_order((12, 11, 10, 1, 7, 2), "en")
    'rey, caballo, sota, ace, 7, 2'
    """
    names = {1: ("as", "ace"), 10: ("sota", "sota"), 11: ("caballo", "caballo"), 12: ("rey", "rey")}
    return ", ".join(_pick(names[r], lang) if r in names else str(r) for r in ranks)


def the_rank(rank: int, lang: str) -> str:
    """A Spanish-pack rank as :func:`rank_order` says it, with its article: «la sota», «el as», «el 7»,
    "the sota", "the ace".

    >>> the_rank(10, "es"), the_rank(1, "es"), the_rank(10, "en")
    ('la sota', 'el as', 'the sota')
    """
    if lang == "en":
        return f"the {rank_order((rank,), lang)}"
    return f"{'la' if rank == 10 else 'el'} {rank_order((rank,), lang)}"


def card_names(card: Card) -> dict[str, str]:
    return {"es": card_name(card, "es"), "en": card_name(card, "en")}
