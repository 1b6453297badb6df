"""The club level's memory at work on positions built for it (naipes/bots/memory.py, each game's ``Club``): what it
remembers of the tricks, and a choice the beginner makes otherwise in the same seat."""

from __future__ import annotations

from itertools import combinations
from random import Random

from naipes.bots import Legal, SeatView
from naipes.bots.memory import remember
from naipes.cards import PAPAYOO_60, SPANISH_40, Card, Suit
from naipes.games import cirulo, docena, papayoo, paulo, tute
from naipes.games.cirulo import bots as cirulo_bots
from naipes.games.docena import bots as docena_bots
from naipes.games.papayoo import bots as papayoo_bots
from naipes.games.paulo import bots as paulo_bots
from naipes.games.tute import bots as tute_bots
from naipes.practice import PlayedTrick

S, P = SPANISH_40.parse, PAPAYOO_60.parse


def trick(leader: int, codes: str, winner: int, points: int = 0, parse=S) -> PlayedTrick:
    return PlayedTrick(leader, tuple(parse(codes)), winner, points)


def both(module, view: SeatView, legal: Legal) -> tuple[object, object]:
    """What the beginner and the club choose in the same seat."""
    return (module.BOTS["beginner"].choose(view, legal, Random(0)), module.BOTS["club"].choose(view, legal, Random(0)))


def test_memory_knows_the_cards_played_the_voids_and_the_cards_passed():
    view = SeatView("papayoo", 0, 4, papayoo.Rules(), tuple(P("2S 3S 4H")),
                    tricks=(trick(1, "5S 9S 20P 6S", 2, 20, P),), leader=3, trick=tuple(P("1H")), gave=tuple(P("10D")))
    mem = remember(view, papayoo.deck(papayoo.Rules()), known=((card, 1) for card in view.gave))
    assert mem.played == frozenset(P("5S 9S 20P 6S 1H"))
    assert mem.void(3, Suit.SPADES) and not mem.void(2, Suit.SPADES)
    assert len(mem.unseen) == 60 - 5 - 3
    assert mem.holder(P("10D")[0]) == 1 and not mem.may_hold(2, P("10D")[0]) and mem.may_hold(1, P("10D")[0])
    assert not mem.may_hold(3, P("10S")[0]) and mem.may_hold(3, P("10H")[0])
    assert mem.after(view) == [1, 2]  # seat 3 led 1H, seat 0 plays now


def test_tute_club_does_not_lead_a_suit_a_seat_is_known_to_lack_while_it_may_trump():
    # Four tricks while the stock lasted bind nobody; then seat 1 trumps an espada led (so it lacks espadas,
    # docs/rules-decisions.md §20) and may hold more oros. Seat 0 leads next.
    rules = tute.Rules()
    tricks = (trick(0, "1B 3B 12B 11B", 0), trick(0, "10B 7B 6B 5B", 0), trick(0, "4B 2B 7O 6O", 0),
              trick(0, "5O 4O 2C 4C", 0), trick(3, "5E 12E 2O 3O", 2), trick(2, "6C 7C 1C 10C", 0))
    view = SeatView("tute", 0, 4, rules, tuple(S("4E 5C")), leader=0, tricks=tricks, trump=Suit.OROS,
                    muestra=S("7O")[0], stock=0)
    assert tute_bots.memory(view).void(1, Suit.ESPADAS)
    beginner, club = both(tute_bots, view, Legal("play", view.hand))
    assert beginner == S("4E")[0] and club == S("5C")[0]


def test_tute_club_keeps_its_trumps_when_a_trick_does_not_pay_for_them():
    rules = tute.Rules()
    view = SeatView("tute", 0, 4, rules, tuple(S("3O 4C 5C")), leader=1, trick=tuple(S("12E 2B 7C")),
                    trump=Suit.OROS, muestra=S("6O")[0], stock=8)
    beginner, club = both(tute_bots, view, Legal("play", view.hand))
    assert beginner == S("3O")[0]  # it wins the king's 4 points with the three of trumps
    assert club == S("4C")[0]


def test_papayoo_club_throws_the_papayoo_under_a_higher_card_of_its_suit():
    # The die rolled hearts: 7H is the Papayoo. 9H leads; the 7 passes under it, so another seat takes it.
    view = SeatView("papayoo", 0, 4, papayoo.Rules(), tuple(P("7H 8H 2S")), leader=3, trick=tuple(P("9H")),
                    die=Suit.HEARTS)
    legal = Legal("play", tuple(P("7H 8H")))
    beginner, club = both(papayoo_bots, view, legal)
    assert beginner == P("8H")[0] and club == P("7H")[0]


def test_papayoo_club_takes_a_trick_it_cannot_lose_with_its_highest_card():
    # Every diamond above 6 has been played or is its own: the trick is its own whatever it plays, so it rids
    # itself of the 7 (the beginner keeps it and plays the 6).
    played = (trick(0, "10D 8D 9D 1D", 0, 0, P),)
    legal = Legal("play", tuple(P("7D 6D")))
    view = SeatView("papayoo", 0, 4, papayoo.Rules(), tuple(P("7D 6D 2H")), leader=2, trick=tuple(P("2D 3D")),
                    tricks=played, die=Suit.HEARTS)
    assert papayoo_bots.BOTS["club"].choose(view, legal, Random(0)) == P("7D")[0]
    assert papayoo_bots.BOTS["beginner"].choose(view, legal, Random(0)) == P("6D")[0]


def test_papayoo_club_passes_a_short_suit_whole():
    cards = tuple(P("9D 6D 1S 2S 3S 4S 1H 2H 3H 4H 5H 1C 2C 3C 4C"))
    assert set(P("9D 6D")) <= set(papayoo_bots.club_pass(cards, 5))


def test_cirulo_club_takes_a_clean_trick_to_share_the_plate():
    # Last to play on a trick without oros, having taken none: the trick makes it a sharer of the plate.
    rules = cirulo.Rules()
    view = SeatView("cirulo", 0, 4, rules, tuple(S("12E 4E 5C")), leader=1, trick=tuple(S("6E 7E 3E")),
                    scores=(0, 0, 0, 0))
    legal = Legal("play", tuple(S("12E 4E")))
    beginner, club = both(cirulo_bots, view, legal)
    assert beginner == S("4E")[0] and club == S("12E")[0]


def test_cirulo_club_once_clean_lets_a_trick_with_oros_go():
    rules = cirulo.Rules()
    view = SeatView("cirulo", 0, 4, rules, tuple(S("12E 4E 5C")), leader=1, trick=tuple(S("6E 7E 3E")),
                    tricks=(trick(0, "1B 2B 3B 4B", 0),), scores=(0, 0, 0, 0))
    legal = Legal("play", tuple(S("12E 4E")))
    assert cirulo_bots.BOTS["club"].choose(view, legal, Random(0)) == S("4E")[0]


def test_the_club_is_the_same_for_the_same_view():
    view = SeatView("papayoo", 0, 4, papayoo.Rules(), tuple(P("7H 8H 2S")), leader=None, die=Suit.HEARTS)
    legal = Legal("play", view.hand)
    club = papayoo_bots.BOTS["club"]
    assert len({club.choose(view, legal, Random(seed)) for seed in range(5)}) == 1
    assert isinstance(club.choose(view, legal, Random(0)), Card)


def paulo_view(tricks: tuple[PlayedTrick, ...]) -> SeatView:
    # Oros are trumps (the muestra 5O, in the dealer's hand), the Paulo 4B too. Seat 0 leads 5B; seat 1 (the
    # club's, partner of seat 3) may take it with 7B, with seat 2 (the other team) and then its partner behind.
    return SeatView("paulo", 1, 4, paulo.Rules(), tuple(S("7B 2B 12O")), leader=0, trick=tuple(S("5B")),
                    tricks=tricks, muestra=S("5O")[0], trump=Suit.OROS, scores=(0, 0))


def test_paulo_club_leaves_the_baza_to_its_partner_when_an_opponent_behind_may_beat_its_card():
    view = paulo_view(())
    legal = Legal("play", view.hand)
    beginner, club = both(paulo_bots, view, legal)
    assert beginner == S("7B")[0] and club == S("2B")[0]


def test_paulo_club_takes_the_baza_when_it_remembers_nobody_behind_can_beat_it():
    # The bastos above 7B are played, and seat 2 answered a trump lead without a trump: it holds none
    # (source 000, legal play).
    tricks = (trick(0, "12B 11B 10B 1B", 0), trick(0, "4B 6O 3B 7O", 0))
    view = paulo_view(tricks)
    assert paulo_bots.BOTS["club"].choose(view, Legal("play", view.hand), Random(0)) == S("7B")[0]


def test_docena_club_weighs_its_hand_against_the_cards_that_remain_among_the_others():
    rules = docena.Rules()
    strong, weak = frozenset(S("3O 3C 3E")), frozenset(S("10C 11E 12B"))
    assert docena_bots.share(strong, 8, rules) > 0.99 > 0.5 > docena_bots.share(weak, 8, rules)
    status = ("in",) * 8

    def view(cards: frozenset[Card], pending: int) -> SeatView:
        return SeatView("docena", 0, 8, rules, tuple(sorted(cards, key=lambda c: c.code)), phase="bet", leader=1,
                        pending=pending, stones=(30,) * 8, put=(6,) * 8, status=status, round="third")

    answer = Legal("bet", (("accept",), ("fold",)))
    club = docena_bots.BOTS["club"]
    assert club.choose(view(strong, 10), answer, Random(0)) == ("accept",)
    assert club.choose(view(weak, 10), answer, Random(0)) == ("fold",)
    opening = Legal("bet", (("pass",), *(("bet", n) for n in range(1, 31))))
    assert club.choose(view(strong, 0), opening, Random(0))[0] == "bet"
    assert club.choose(view(weak, 0), opening, Random(0)) == ("pass",)


def test_docena_share_counts_every_hand_of_the_remaining_cards_once():
    """``share`` counts by inclusion and exclusion; counted one hand at a time, the figures are the same."""
    rules = docena.Rules()
    pack = tuple(docena.deck(rules))

    def one_by_one(cards: frozenset[Card]) -> float:
        mine = docena_bots._worth(tuple(cards)) if len(cards) > 1 else docena_bots.strength(next(iter(cards)))
        others = [w for hand, w in docena_bots._hands(rules, len(cards)) if hand.isdisjoint(cards)]
        return (sum(w < mine for w in others) + 0.5 * sum(w == mine for w in others)) / len(others)

    hands = [frozenset(c) for size in (1, 2) for c in combinations(pack, size)]
    hands += [frozenset(c) for c in list(combinations(pack, 3))[::40]]
    assert all(docena_bots.share(cards, 8, rules) == one_by_one(cards) for cards in hands)
