"""La Docena's stakes and betting checks: the entró, dropping out on a caballo or sota, who may open,
who may cut the dejo.

Facts: source 004, the combination ladder (announcing a flor) and source 004, the deal and betting (entró,
first-card betting, dejo); caballos and sotas only come into the pack from six players.
"""

from __future__ import annotations

from collections.abc import Iterable

from naipes.cards import CABALLO, SOTA, Card
from naipes.games.docena.hands import rank_cards
from naipes.games.docena.rules import DEFAULT_RULES, MALA, BadPlayers, Rules, pack, parse_hand
from naipes.tricks import Verdict

REASONS: tuple[str, ...] = (
    "caballo_or_sota_may_withdraw", "entro_stays", "mano_first_card", "mala_first_card", "flor_may_not_open",
    "may_open",
)
"""Every reason the betting verdicts give (``docena.reason.<code>`` in the wording)."""


def entro(players_left: int, rules: Rules = DEFAULT_RULES) -> int:
    """Stones each card-receiver puts in, by players still in the game (source 004, the deal and betting; the
    game ends at 2).

    >>> [entro(n) for n in (9, 6, 5, 4, 3)]
    [1, 1, 2, 4, 8]
    >>> entro(6, Rules(double_entro_from=7))
    2
    """
    if players_left < 3:
        raise BadPlayers("with two players left the game is over; they split the pot")
    return {3: 8, 4: 4}.get(players_left, 2 if players_left <= rules.double_entro_from else 1)


def withdrawal_possible(players_left: int) -> bool:
    """Whether anybody can drop out on a caballo or sota with this many players receiving cards: only the
    packs from six players hold caballos and sotas (source 004, the pack and card values).

    >>> [withdrawal_possible(n) for n in (3, 5, 6, 8)]
    [False, False, True, True]
    """
    return any(c.rank in (CABALLO, SOTA) for c in pack(players_left).cards)


def fewest_players_to_withdraw() -> int:
    """The fewest players receiving cards whose pack holds a caballo or a sota (6).

    >>> fewest_players_to_withdraw()
    6
    """
    return min(n for n in range(3, 9) if withdrawal_possible(n))


def can_withdraw(first_card: Card, rules: Rules = DEFAULT_RULES) -> Verdict:
    """Whether a player may show his first card, leave the hand and take his entró back (source 004, the deal
    and betting).

    The card must be in the pack for ``rules.players`` (caballos and sotas only come in from six
    players), else ``CardNotInDeck``.

    >>> from naipes.cards import SPANISH_40
    >>> can_withdraw(SPANISH_40.parse_one("10E"))
    Verdict(legal=True, reason='caballo_or_sota_may_withdraw')
    """
    card = pack(rules.players).parse_one(first_card.code)
    if card.rank in (CABALLO, SOTA):
        return Verdict(True, "caballo_or_sota_may_withdraw")
    return Verdict(False, "entro_stays")


def can_open_betting(hand: Iterable[Card] | str, *, mano: bool = False) -> Verdict:
    """Whether this player may open the betting now (source 004, the combination ladder (announcing a flor)
    and the deal and betting (first card)).

    On the first card neither the mano nor the mala's holder may open; a flor holder may never open
    (a callá may bet silently).

    >>> can_open_betting("5O", mano=False).reason, can_open_betting("3C 2C 1C").reason
    ('mala_first_card', 'flor_may_not_open')
    """
    cards = parse_hand(hand)
    if len(cards) == 1 and mano:
        return Verdict(False, "mano_first_card")
    if len(cards) == 1 and MALA in cards:
        return Verdict(False, "mala_first_card")
    if rank_cards(cards).kind == "flor":
        return Verdict(False, "flor_may_not_open")
    return Verdict(True, "may_open")


def can_cut_dejo(hand: Iterable[Card] | str) -> bool:
    """Whether a three-card hand may cut the dejo ("flor", "se me ha hecho"): a callá or a flor (source 004,
    the deal and betting).

    >>> can_cut_dejo("3C 3E 5O"), can_cut_dejo("3C 2C 12O")
    (True, False)
    """
    cards = parse_hand(hand)
    return len(cards) == 3 and rank_cards(cards).kind in ("calla", "flor")
