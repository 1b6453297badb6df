"""A stored La Docena stones ledger replayed through the engine (:mod:`naipes.games.docena.stones`): stones per
player after every entry, who is out, whether the reganche is still open, and the end of the game."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from counters import sheet_rules
from naipes.games import docena
from naipes.games.docena import stones as ledger


def rules_of(sheet) -> docena.Rules:
    """The sheet's table's rules (the tie, "nada" and double entró rules it was started under)."""
    rules: docena.Rules = sheet_rules.of_table_sheet(sheet).rules(players=len(sheet.players))
    return rules


@dataclass(frozen=True)
class Row:
    number: int
    kind: str
    data: dict
    entro: int
    centre: int
    stones: tuple[int, ...]


@dataclass(frozen=True)
class SheetState:
    rows: tuple[Row, ...]
    stones: tuple[int, ...]
    left: tuple[int, ...]
    buys: tuple[int, ...]
    """Montones bought by each player: the first one and every reganche."""
    pot: int
    reganche_open: bool
    over: bool
    sharers: tuple[int, ...]
    share: int
    rest: int
    broken: str = ""
    """Why an entry could not be replayed (an edit made it impossible); empty when all is well."""
    entro: int = 0

    @property
    def next_number(self) -> int:
        return len(self.rows) + 1


def state(sheet, entries: Sequence) -> SheetState:
    opts = sheet.options
    rules = rules_of(sheet)
    players = len(sheet.players)
    stones = [ledger.STONES] * players
    buys = [1] * players
    rows: list[Row] = []
    first_out, hands, agreed, broken = None, 0, False, ""
    for entry in entries:
        data = entry.data
        try:
            if agreed:
                raise ledger.GameOver("over")
            if data["kind"] == "hand":
                result = ledger.play_hand(stones, data["stakes"], data["withdrew"], data["winner"], rules,
                                           data.get("side_winners", ()))
                stones = list(result.stones)
                hands += 1
                if first_out is None and any(s <= 0 for s in stones):
                    first_out = hands
                rows.append(Row(entry.number, "hand", data, result.entro, result.centre, tuple(stones)))
            elif data["kind"] == "reganche":
                player = data["player"]
                if stones[player] > 0 or not ledger.reganche_open(first_out, hands, players, opts.get("vueltas", 1)):
                    raise ledger.StakeError("no_reganche", player)
                stones[player] = ledger.STONES
                buys[player] += 1
                rows.append(Row(entry.number, "reganche", data, 0, 0, tuple(stones)))
            else:  # three left agree to share the pot
                if len(ledger.left_in(stones)) not in (2, 3):
                    raise ledger.StakeError("no_share", -1)
                agreed = True
                rows.append(Row(entry.number, "share", data, 0, 0, tuple(stones)))
        except docena.DocenaError as exc:
            broken = getattr(exc, "reason", "game_over")
            break
    left = ledger.left_in(stones)
    open_now = ledger.reganche_open(first_out, hands, players, opts.get("vueltas", 1))
    # Two left end the game, unless the ones just out may still re-engage (then the table says so).
    over = agreed or (len(left) <= 2 and not open_now)
    pot = sum(opts.get("price", 0) + (b - 1) * opts.get("reganche_price", 0) for b in buys)
    sharers = left if over else ()
    share, rest = ledger.pot_shares(pot, len(sharers)) if sharers else (0, 0)
    return SheetState(tuple(rows), tuple(stones), left, tuple(buys), pot,
                      not over and open_now,
                      over, sharers, share, rest, broken, docena.entro(len(left), rules) if len(left) >= 3 else 0)


def ended_at(sheet, entries: Sequence) -> int | None:
    for played in range(1, len(entries)):
        if state(sheet, entries[:played]).over:
            return entries[played - 1].number
    return None
