"""A sheet's history in words, in the page's language: what each change did, and what an undo undid.

A change keeps what it touched as neutral data (``about``: the entry's noun and number, and who dealt or
won it), so the same change reads right in either language and after a language switch.
"""

from __future__ import annotations

from django.utils.translation import gettext as _

from counters.models import Change


def entry_label(about: dict) -> str:
    """``Round 3`` on a Papayoo sheet, ``Hand 3`` on every other counter."""
    if about.get("noun") == "round":
        return _("Round %(n)d") % {"n": about.get("n", 0)}
    return _("Hand %(n)d") % {"n": about.get("n", 0)}


def _whose(about: dict) -> str:
    """Who the entry belongs to, for telling it apart: its dealer or its winner ("" when neither)."""
    who = about.get("who")
    if not who:
        return ""
    if about.get("role") == "dealer":
        return _("dealt by %(name)s") % {"name": who}
    return _("won by: %(name)s") % {"name": who}


def describe(change: Change) -> str:
    """One line of the history list: ``Round 3 added (dealt by Carmen)``, ``Undone: Round 3 changed``."""
    about = change.about or {}
    if change.kind in ("undo", "redo"):
        what = describe(change.target) if change.target else _("a change")
        return (_("Undone: %(what)s") if change.kind == "undo" else _("Done again: %(what)s")) % {"what": what}
    if change.kind == "add":
        whose = _whose(about)
        entry = entry_label(about)
        return (_("%(entry)s added (%(whose)s)") % {"entry": entry, "whose": whose} if whose
                else _("%(entry)s added") % {"entry": entry})
    if change.kind == "edit":
        return _("%(entry)s changed") % {"entry": entry_label(about)}
    if change.kind == "delete":
        return _("%(entry)s deleted") % {"entry": entry_label(about)}
    if change.kind == "carteta":
        return _("Carteta started")
    if change.kind == "teams":
        return _("Team names changed")
    if change.kind == "restore":
        return _("Version %(v)d put back") % {"v": about.get("version", 0)}
    return _("A change")


def undone_message(change: Change) -> str:
    """What the undo button says it did: «Ronda 3 deshecha (la que repartió Carmen).»"""
    about = change.about or {}
    if change.kind == "add" and about.get("n"):
        whose = _whose(about)
        entry = entry_label(about)
        if whose:
            return _("%(entry)s undone (%(whose)s). “Redo” brings it back.") % {"entry": entry, "whose": whose}
        return _("%(entry)s undone. “Redo” brings it back.") % {"entry": entry}
    return _("Undone: %(what)s. “Redo” brings it back.") % {"what": describe(change)}


def redone_message(change: Change) -> str:
    return _("Done again: %(what)s.") % {"what": describe(change)}
