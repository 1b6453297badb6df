"""Paulo scoring: chinos, patas and medios Paulos; bets; al quiero and al canuto; the carteta.

Readings: docs/rules-decisions.md §4 (al quiero), §7 (chinos and cuernos, match length, end of a
medio Paulo), §9 (going away, refusing a raise) and §10 (carteta).

Everything here is a pure function of a frozen :class:`Score`. One model serves the three scorings
(``Rules.scoring``), the fields of :class:`TeamScore` carrying each one's counters:

=========  ========================  ============  ================================
scoring    ``chinos`` holds          pata          ``medios`` counts
=========  ========================  ============  ================================
chinos     chinos of the pata, 0-8   9 chinos      medios Paulos (2 patas each)
cuerno     points, 0-23              (none)        cuernos (24 points each)
lanjaron   gordos of the pata, 0-9   10 gordos     games of 20 gordos
=========  ========================  ============  ================================
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from naipes.games.paulo.rules import DEFAULT_RULES, PauloError, Rules
from naipes.tables import Cell, Table, Term

ENDS: tuple[str, ...] = ("played", "refused", "abandoned", "penalty", "quiero_declined")
"""How a hand can end (keys of :class:`HandOutcome.end`)."""

PATA = 9
"""Chinos in a pata (chinos scoring)."""
PATAS_PER_MEDIO = 2
"""Patas in a medio Paulo; two medios Paulos make a Paulo."""
CUERNO = 24
"""Points in a cuerno (cuerno scoring); two cuernos make a Pablo."""
LANJARON_PATA = 10
"""Gordos in a Lanjarón pata; the game is 20 gordos."""
CHICOS_PER_GORDO = 3
"""Lanjarón: three chicos are changed for one gordo."""
TORO_SENCILLO_LIMIT = 14
"""Lanjarón: no toro sencillo (carteta) once a team has this many gordos."""


class ScoreError(PauloError):
    """Base class for impossible scores and hand outcomes; ``code`` names it for the API."""

    code = "bad_score"


class BadScore(ScoreError):
    """Raised when a score holds counts its scoring cannot reach (negative, or past a rollover)."""

    code = "bad_score"


class BadOutcome(ScoreError):
    """Raised when a hand outcome is malformed (winner not 0 or 1, unknown end, negative bets)."""

    code = "bad_outcome"


class NoBetToRefuse(BadOutcome):
    """Raised when a team goes away with no bet made: outside the al quiero decision it cannot."""

    code = "no_bet"


class CannotGoAway(BadOutcome):
    """Raised when a team goes away during a quiero forzoso, which must be played out."""

    code = "quiero_forzoso"


class NotAlQuiero(BadOutcome):
    """Raised when a team declines to play al quiero without being al quiero (or after bets)."""

    code = "not_al_quiero"


class MatchOver(ScoreError):
    """Raised when a hand is scored after a team has already won the match."""

    code = "match_over"


class CartetaNotAllowed(ScoreError):
    """Raised when a carteta is asked for while a team has chinos buenos or one was already played."""

    code = "carteta_not_allowed"


@dataclass(frozen=True)
class TeamScore:
    """One team's counters (see the module docstring for what they hold under each scoring)."""

    chinos: int = 0
    """Chinos of the pata being filled (points in cuerno scoring, gordos in Lanjarón)."""
    patas: int = 0
    """Patas held towards the medio Paulo: 0 or 1."""
    chicos: int = 0
    """Lanjarón only: maíces bet and not accepted, 0-2 (three are changed for a gordo)."""
    medios: int = 0
    """Medios Paulos won in the match (cuernos in cuerno scoring, 20-gordo games in Lanjarón)."""

    def __post_init__(self) -> None:
        for name in ("chinos", "patas", "chicos", "medios"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise BadScore(f"{name} must be a whole number from 0, not {value!r}")

    @property
    def paulos(self) -> int:
        """Whole Paulos won: two medios Paulos each (Pablos of two cuernos in cuerno scoring)."""
        return self.medios // 2

    @property
    def chinos_buenos(self) -> int:
        """Chinos of the second pata."""
        return self.chinos if self.patas else 0

    @property
    def chinos_malos(self) -> int:
        """Chinos of the first pata."""
        return 0 if self.patas else self.chinos


@dataclass(frozen=True)
class Score:
    """Both teams' counters, and whether this medio Paulo has had its carteta."""

    teams: tuple[TeamScore, TeamScore] = (TeamScore(), TeamScore())
    carteta_played: bool = False
    """A carteta may be played once per medio Paulo (source 000, scoring and betting (carteta))."""

    def __post_init__(self) -> None:
        if len(self.teams) != 2 or not all(isinstance(t, TeamScore) for t in self.teams):
            raise BadScore("a Paulo score has exactly two teams")

    def __getitem__(self, team: int) -> TeamScore:
        return self.teams[team]


@dataclass(frozen=True)
class HandOutcome:
    """How one hand ended, as the score sheet records it.

    ``end`` is one of :data:`ENDS`: ``"played"`` (the winner took three tricks), ``"refused"`` (the
    loser refused the last bet and went away), ``"abandoned"`` (the loser had accepted every bet, then
    did not accept the next raise: docs/rules-decisions.md §9), ``"penalty"`` (the loser failed to assist and the winner claimed it: scored as if
    it had gone away) or ``"quiero_declined"`` (the loser, al quiero, chose not to play).
    """

    winner: int
    """The team that scores: 0 or 1."""
    end: str = "played"
    bets: int = 0
    """Bets made in the hand: 0 none, 1 the opening bet, 2 one raise... With ``end="refused"`` the
    last of them was the one refused; otherwise all of them were accepted."""

    def __post_init__(self) -> None:
        if self.winner not in (0, 1) or isinstance(self.winner, bool):
            raise BadOutcome(f"the winner is team 0 or 1, not {self.winner!r}")
        if self.end not in ENDS:
            raise BadOutcome(f"a hand ends {', '.join(ENDS)}, not {self.end!r}")
        if isinstance(self.bets, bool) or not isinstance(self.bets, int) or self.bets < 0:
            raise BadOutcome(f"bets must be a whole number from 0, not {self.bets!r}")

    @property
    def loser(self) -> int:
        return 1 - self.winner


@dataclass(frozen=True)
class Award:
    """What the winner of a hand takes."""

    team: int
    amount: int
    """Chinos (points in cuerno scoring, gordos in Lanjarón)."""
    chicos: int = 0
    """Lanjarón: the chico of a refused bet."""
    medio: bool = False
    """The hand decides the medio Paulo outright (quiero forzoso, or won by a team al quiero)."""


def pata_size(rules: Rules = DEFAULT_RULES) -> int | None:
    """Chinos in a pata (gordos in a Lanjarón chico); ``None`` in cuerno scoring, which has no patas.

    >>> pata_size(), pata_size(Rules(scoring="lanjaron")), pata_size(Rules(scoring="cuerno"))
    (9, 10, None)
    """
    return {"chinos": PATA, "lanjaron": LANJARON_PATA}.get(rules.scoring)


def medio_size(rules: Rules = DEFAULT_RULES) -> int:
    """Chinos in a medio Paulo (points in a cuerno, gordos in a Lanjarón game).

    >>> medio_size(), medio_size(Rules(scoring="cuerno")), medio_size(Rules(scoring="lanjaron"))
    (18, 24, 20)
    """
    pata = pata_size(rules)
    return CUERNO if pata is None else PATAS_PER_MEDIO * pata


def units(team: TeamScore, rules: Rules = DEFAULT_RULES) -> int:
    """Chinos (points, gordos) a team holds towards the medio Paulo, patas included.

    >>> units(TeamScore(chinos=2, patas=1))
    11
    """
    pata = pata_size(rules)
    return team.chinos + (team.patas * pata if pata else 0)


def short_of_medio(score: Score, team: int, rules: Rules = DEFAULT_RULES) -> int:
    """Chinos a team still needs for the medio Paulo.

    >>> short_of_medio(Score((TeamScore(chinos=8, patas=1), TeamScore())), 0)
    1
    """
    return medio_size(rules) - units(score[team], rules)


def is_al_quiero(score: Score, team: int, rules: Rules = DEFAULT_RULES) -> bool:
    """One chino short of the medio Paulo (1 pata + 8 buenos). Lanjarón: at least 18 gordos and 2
    chicos, read as (gordos, chicos) ≥ (18, 2). The cuerno model has no al quiero.

    >>> is_al_quiero(Score((TeamScore(chinos=8, patas=1), TeamScore())), 0)
    True
    """
    if rules.scoring == "cuerno":
        return False
    if rules.scoring == "lanjaron":
        return (units(score[team], rules), score[team].chicos) >= (medio_size(rules) - 2, 2)
    return short_of_medio(score, team, rules) == 1


def is_al_canuto(score: Score, team: int, rules: Rules = DEFAULT_RULES) -> bool:
    """Two chinos short of the medio Paulo (1 pata + 7 buenos); chinos scoring only.

    >>> is_al_canuto(Score((TeamScore(), TeamScore(chinos=7, patas=1))), 1)
    True
    """
    return rules.scoring == "chinos" and short_of_medio(score, team, rules) == 2


def is_quiero_forzoso(score: Score, rules: Rules = DEFAULT_RULES) -> bool:
    """Both teams al quiero: the hand must be played and its winner takes the medio Paulo."""
    return is_al_quiero(score, 0, rules) and is_al_quiero(score, 1, rules)


def quiero_team(score: Score, rules: Rules = DEFAULT_RULES) -> int | None:
    """The team that must decide whether to play this hand: the only team al quiero, if exactly one is."""
    flags = [is_al_quiero(score, t, rules) for t in (0, 1)]
    return flags.index(True) if flags.count(True) == 1 else None


def can_go_away(score: Score, rules: Rules = DEFAULT_RULES) -> bool:
    """Whether a team may go away this hand (never in a quiero forzoso)."""
    return not is_quiero_forzoso(score, rules)


def _worth(score: Score, rules: Rules, *, chinos: int, canuto: int, cuerno: int, lanjaron: int) -> int:
    """A value as the scoring counts it: ``chinos``, or ``canuto`` if either team is al canuto; in cuerno and
    Lanjarón scoring a value of their own, whatever the score."""
    if rules.scoring == "cuerno":
        return cuerno
    if rules.scoring == "lanjaron":
        return lanjaron
    return canuto if is_al_canuto(score, 0, rules) or is_al_canuto(score, 1, rules) else chinos


def no_bet_value(score: Score, rules: Rules = DEFAULT_RULES) -> int:
    """What a hand won with no bet is worth: 2 chinos, or 1 if either team is al canuto (source 000, scoring
    and betting).

    Cuerno scoring: 3 points; Lanjarón: 1 gordo.

    >>> no_bet_value(Score()), no_bet_value(Score((TeamScore(chinos=7, patas=1), TeamScore())))
    (2, 1)
    """
    return _worth(score, rules, chinos=2, canuto=1, cuerno=3, lanjaron=1)


def opening_bet(score: Score, rules: Rules = DEFAULT_RULES) -> int:
    """The first bet of a hand: 3 chinos, or 2 if either team is al canuto (source 000, scoring and
    betting; rules-decisions §4: also al quiero).

    Cuerno scoring: the accepted bet makes the hand worth 6 points; Lanjarón: 2 maíces (a gordo and a
    chico, both gordos once accepted).

    >>> opening_bet(Score()), opening_bet(Score((TeamScore(), TeamScore(chinos=7, patas=1))))
    (3, 2)
    """
    return _worth(score, rules, chinos=3, canuto=2, cuerno=6, lanjaron=2)


def raise_step(rules: Rules = DEFAULT_RULES) -> int:
    """Each bet after the first adds this: 1 chino (3 points in cuerno scoring, 1 chico in Lanjarón)."""
    return 3 if rules.scoring == "cuerno" else 1


def bet_value(score: Score, bets: int, rules: Rules = DEFAULT_RULES) -> int:
    """Worth of the hand once ``bets`` bets are accepted (0 = the no-bet value).

    >>> [bet_value(Score(), n) for n in range(4)]
    [2, 3, 4, 5]
    >>> [bet_value(Score(), n, Rules(scoring="cuerno")) for n in range(4)]
    [3, 6, 9, 12]
    """
    if bets <= 0:
        return no_bet_value(score, rules)
    return opening_bet(score, rules) + raise_step(rules) * (bets - 1)


def match_winner(score: Score, rules: Rules = DEFAULT_RULES) -> int | None:
    """The team that has won the match (``Rules.target_medios`` medios Paulos), or None."""
    target = rules.target_medios
    return next((t for t in (0, 1) if score[t].medios >= target), None)


def _check_score(score: Score, rules: Rules) -> None:
    pata = pata_size(rules)
    for team in score.teams:
        if pata is None and team.patas:
            raise BadScore("cuerno scoring has no patas")
        if pata is not None and (team.chinos >= pata or team.patas >= PATAS_PER_MEDIO):
            raise BadScore(f"a pata holds at most {pata - 1} chinos and a team at most 1 pata here")
        if team.chicos and (rules.scoring != "lanjaron" or team.chicos >= CHICOS_PER_GORDO):
            raise BadScore("only Lanjarón scoring keeps chicos, at most 2")
        if units(team, rules) >= medio_size(rules):
            raise BadScore("a team at the medio Paulo has already won it")


def award(score: Score, outcome: HandOutcome, rules: Rules = DEFAULT_RULES) -> Award:
    """What the winner of a hand takes (source 000, scoring and betting; rules-decisions §9).

    Refusing a bet gives the other team one chino less than that bet, which is the last accepted value
    (or the no-bet value for the opening bet); an accepted bet is paid in full even if the accepting team
    then refuses the next raise; a team al quiero that declines gives 1 chino; a quiero forzoso, or any hand won by
    a team al quiero, decides the medio Paulo.

    >>> award(Score(), HandOutcome(winner=0, end="refused", bets=2))
    Award(team=0, amount=3, chicos=0, medio=False)
    """
    _check_score(score, rules)
    if match_winner(score, rules) is not None:
        raise MatchOver("the match is already won")
    k, end = outcome.bets, outcome.end
    if end in ("refused", "abandoned") and k == 0:
        raise NoBetToRefuse("a team can go away only in answer to a bet")
    if end in ("refused", "abandoned", "quiero_declined") and is_quiero_forzoso(score, rules):
        raise CannotGoAway("in a quiero forzoso nobody may go away")
    if end == "quiero_declined":
        if not is_al_quiero(score, outcome.loser, rules):
            raise NotAlQuiero("only a team al quiero may decline to play")
        if k:
            raise NotAlQuiero("the al quiero decision comes before any bet")
        # Lanjarón does not say what a declined quiero pays: the base rule's single maíz, as a gordo.
        return Award(outcome.winner, 1)
    medio = is_quiero_forzoso(score, rules) or is_al_quiero(score, outcome.winner, rules)
    if end == "refused":
        # Only the bet never accepted is lost: N - 1 chinos, i.e. the value before that bet.
        chicos = 1 if rules.scoring == "lanjaron" else 0
        return Award(outcome.winner, bet_value(score, k - 1, rules), chicos, medio)
    return Award(outcome.winner, bet_value(score, k, rules), 0, medio)


def apply_hand(score: Score, outcome: HandOutcome, rules: Rules = DEFAULT_RULES) -> Score:
    """The score after a hand: the award added, with the pata rollover and the medio Paulo.

    When a team reaches 9 chinos it gives 9 back and keeps the rest ("una pata y chinos buenos"); at two
    patas it wins a medio Paulo, the excess is dropped and both teams start again from 0 (rules-decisions §7).

    >>> s = Score((TeamScore(chinos=6), TeamScore()))
    >>> apply_hand(s, HandOutcome(winner=0, bets=3))[0]
    TeamScore(chinos=2, patas=1, chicos=0, medios=0)
    """
    prize = award(score, outcome, rules)
    team = score[prize.team]
    chicos = team.chicos + prize.chicos
    total = units(team, rules) + prize.amount + chicos // CHICOS_PER_GORDO
    if prize.medio or total >= medio_size(rules):
        teams = [TeamScore(medios=t.medios + (i == prize.team)) for i, t in enumerate(score.teams)]
        return Score((teams[0], teams[1]), carteta_played=False)
    pata = pata_size(rules)
    patas, chinos = divmod(total, pata) if pata else (0, total)
    updated = replace(team, chinos=chinos, patas=patas, chicos=chicos % CHICOS_PER_GORDO)
    teams = [updated if i == prize.team else t for i, t in enumerate(score.teams)]
    return replace(score, teams=(teams[0], teams[1]))


def can_carteta(score: Score, rules: Rules = DEFAULT_RULES) -> bool:
    """Whether a carteta may be played now: neither team has chinos buenos and none was played in this
    medio Paulo (source 000, scoring and betting). Lanjarón: no toro sencillo once a team has 14 gordos. The
    cuerno model has no chinos buenos, so only the once-per-cuerno limit applies.

    >>> can_carteta(Score()), can_carteta(Score((TeamScore(chinos=1, patas=1), TeamScore())))
    (True, False)
    """
    if score.carteta_played:
        return False
    if rules.scoring == "lanjaron":
        return all(units(t, rules) < TORO_SENCILLO_LIMIT for t in score.teams)
    return all(t.chinos_buenos == 0 for t in score.teams)


def start_carteta(score: Score, rules: Rules = DEFAULT_RULES) -> Score:
    """Mark this medio Paulo's carteta as played; its duels are then scored with :func:`apply_hand`."""
    if not can_carteta(score, rules):
        raise CartetaNotAllowed("no carteta now: chinos buenos won, or one was already played")
    return replace(score, carteta_played=True)


def carteta_pairs(players: int) -> tuple[tuple[int, int], ...]:
    """The duels of a carteta, in order, as seat pairs (seat 0 = dealer, seat 1 on his right).

    Neighbours play each other, starting on the dealer's right; the dealer and his left-hand player
    last (source 000, scoring and betting for 4 and 6 players, rules-decisions §10 for 8).

    >>> carteta_pairs(4), carteta_pairs(6)
    (((1, 2), (3, 0)), ((1, 2), (3, 4), (5, 0)))
    """
    return tuple((seat, (seat + 1) % players) for seat in range(1, players, 2))


def toro_pairs(players: int) -> tuple[tuple[int, int], ...]:
    """Lanjarón's full Toro: every player against every opponent, (players / 2)² duels.

    >>> len(toro_pairs(4)), len(toro_pairs(6))
    (4, 9)
    """
    return tuple((a, b) for a in range(1, players, 2) for b in range(0, players, 2))


def earliest_bet(score: Score, rules: Rules = DEFAULT_RULES) -> str:
    """When the first bet of the hand may be made (source 000, scoring and betting), as a key for the site:
    ``from_start`` (a team al quiero), ``second_player`` (6 players), ``postre`` (the last to play in
    trick 1) or ``before_cards_or_after_trick`` (Lanjarón)."""
    if rules.scoring == "lanjaron":
        return "before_cards_or_after_trick"
    if is_al_quiero(score, 0, rules) or is_al_quiero(score, 1, rules):
        return "from_start"
    return "second_player" if rules.players == 6 else "postre"


def team_status(score: Score, team: int, rules: Rules = DEFAULT_RULES) -> str:
    """A one-word state for the score sheet: ``al_quiero``, ``al_canuto``, ``chinos_buenos``
    (a pata and some more) or ``chinos_malos``."""
    if is_al_quiero(score, team, rules):
        return "al_quiero"
    if is_al_canuto(score, team, rules):
        return "al_canuto"
    return "chinos_buenos" if score[team].patas else "chinos_malos"


def units_table(rules: Rules = DEFAULT_RULES) -> Table:
    """The counting units of the chosen scoring: each unit, how many of the smaller one it holds."""
    steps = {
        "chinos": (("chino", 1, None), ("pata", PATA, "chino"), ("medio_paulo", PATAS_PER_MEDIO, "pata"),
                   ("paulo", 2, "medio_paulo")),
        "cuerno": (("punto", 1, None), ("cuerno", CUERNO, "punto"), ("pablo", 2, "cuerno")),
        "lanjaron": (("chico", 1, None), ("gordo", CHICOS_PER_GORDO, "chico"), ("pata", LANJARON_PATA, "gordo"),
                     ("partida", PATAS_PER_MEDIO, "pata")),
    }[rules.scoring]
    medio = {"chinos": "medio_paulo", "cuerno": "cuerno", "lanjaron": "partida"}[rules.scoring]
    rows = [(Term(f"paulo.unit.{u}"), n, Term(f"paulo.unit.{of}") if of else None) for u, n, of in steps]
    rows.append((Term("paulo.unit.match"), rules.target_medios, Term(f"paulo.unit.{medio}")))
    return Table(columns=("unit", "count", "of"), rows=tuple(rows), caption=f"paulo.units.{rules.scoring}")


def hand_values_table(rules: Rules = DEFAULT_RULES) -> Table:
    """What the winner of a hand takes in each situation, worked out by :func:`award` itself.

    Columns: situation, bets made, value, value when a team is al canuto (chinos scoring), chicos
    (Lanjarón scoring).
    """
    plain = Score()
    canuto = Score((TeamScore(chinos=7, patas=1), TeamScore()))
    quiero = Score((TeamScore(chinos=8, patas=1), TeamScore()))
    if rules.scoring == "lanjaron":
        quiero = Score((TeamScore(chinos=8, patas=1, chicos=2), TeamScore()))
    rows: list[tuple[Cell, ...]] = []
    for key, end, bets in (("no_bet", "played", 0), ("opening_refused", "refused", 1),
                           ("opening_accepted", "played", 1), ("raise_refused", "refused", 2),
                           ("raise_accepted", "played", 2), ("accepted_then_away", "abandoned", 2)):
        outcome = HandOutcome(winner=1, end=end, bets=bets)
        got = award(plain, outcome, rules)
        low = award(canuto, outcome, rules).amount if rules.scoring == "chinos" else None
        rows.append((Term(f"paulo.situation.{key}"), bets, got.amount, low, got.chicos))
    if rules.scoring != "cuerno":
        got = award(quiero, HandOutcome(winner=1, end="quiero_declined"), rules)
        rows.append((Term("paulo.situation.quiero_declined"), 0, got.amount, None, 0))
        medio = "partida" if rules.scoring == "lanjaron" else "medio_paulo"
        rows.append((Term("paulo.situation.quiero_forzoso"), None, Term(f"paulo.unit.{medio}"), None, 0))
    return Table(
        columns=("situation", "bets", "value", "value_al_canuto", "chicos"),
        rows=tuple(rows),
        caption=f"paulo.hand_values.{rules.scoring}",
    )
