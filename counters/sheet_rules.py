"""The table a sheet is played under (rules-decisions §44): the table it was started from, with the options the
sheet keeps in its own fields written over it.

A sheet stores its table's code (a named profile's slug, or a custom code) when it is started, and never
changes it: every check the counter makes runs under those ``Rules``. The options a counter asks at the
start (Papayoo's ending, Paulo's scoring...) are also kept in the sheet's own fields, and those win: a sheet
from before tables were stored (no code) is read from them alone, as the standard table or a custom one, so
nothing it recorded is lost. A stored code that no longer reads (a profile since renamed) falls back the same
way.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from naipes import RulesError
from naipes.options import declared
from naipes.profiles import TABLE_FIELDS, codes
from naipes_site import table_rules
from naipes_site.table_rules import TableRules


def rule_options(game: str, values: Mapping[str, Any]) -> dict[str, Any]:
    """The ``values`` that are the game's rules (a sheet's options also hold its session: prices, lengths...)."""
    names = {o.name for o in declared(game)} - TABLE_FIELDS
    return {name: value for name, value in values.items() if name in names}


def table_of(game: str, code: str, own: Mapping[str, Any]) -> TableRules:
    """The table stored as ``code`` with the sheet's ``own`` options over it, named as a profile when it is one."""
    started = table_rules.read(game, code)
    options = {**(started.options if started is not None else {}), **rule_options(game, own)}
    try:
        return table_rules.decode(game, codes.encode(game, options))
    except RulesError:  # the sheet's own options were checked when it started: the code is what changed
        return started or table_rules.standard(game)


def of_table_sheet(sheet) -> TableRules:
    """The table of a Tute, Cirulo or La Docena sheet (a :class:`counters.models.TableSheet`), whose agreed
    options are kept as data beside its session's (prices, lengths)."""
    return table_of(sheet.game, sheet.table, sheet.options)
