"""The counters whose sheets are kept in :class:`counters.models.TableSheet` (Tute, Cirulo, La Docena): the
players and the options agreed at the start as data, each hand as the data its form cleaned. A game's module
subclasses :class:`TableCounter` with its forms, its engine's reading of the hands and its words."""

from __future__ import annotations

from django.db.models import QuerySet
from django.utils.translation import gettext as _

from counters import sheet_rules
from counters.counter import Counter
from counters.models import TableEntry, TableSheet


class TableCounter(Counter):
    model = TableSheet
    templates = ("counters/sheet.html", "counters/entry.html")
    entry_form_class: type
    """Built as ``entry_form_class(data, initial=..., sheet=sheet)``; once valid, ``cleaned_data["entry"]``
    holds the hand as stored."""

    @property
    def picked(self) -> tuple[str, str] | None:  # type: ignore[override]
        # The cards-taken grids' running totals, for the games whose hand form has card grids.
        return ("hands/picked/", "picked") if hasattr(self.entry_form_class, "picked_points") else None

    def sheets(self) -> QuerySet:
        return TableSheet.objects.filter(game=self.slug)

    def entries(self, sheet) -> QuerySet:
        return sheet.entry_set.all()

    def build(self, data: dict) -> TableSheet:
        return TableSheet(game=self.slug, players=data["player"], options=data["options"])

    def table(self, sheet):
        return sheet_rules.of_table_sheet(sheet)

    def entry_form(self, sheet, data=None, entry=None, entries=None):
        initial = {"version": sheet.version, **(self.entry_form_class.initial_from(entry) if entry else {})}
        return self.entry_form_class(data, initial=initial, sheet=sheet)

    def store(self, sheet, form, number: int, entry):
        data = form.cleaned_data["entry"]
        if entry is None:
            return lambda s: TableEntry.objects.create(sheet=s, number=number, data=data)
        return lambda s: TableEntry.objects.filter(pk=entry.pk).update(data=data)

    def about(self, sheet, form, number: int, state=None) -> dict:
        added = self.hand_about(sheet, form.cleaned_data["entry"]) if state is not None else {}
        return {**super().about(sheet, form, number), **added}

    def hand_about(self, sheet, data: dict) -> dict:
        """Who a hand just added is about in the history (``who`` and ``role``), if anybody."""
        return {}

    def edit_refused(self, sheet, entry, form) -> str:
        """Why the edit is refused, if it is: its sheet module's ``ended_at(sheet, entries)`` says the game was over
        after an earlier hand (None: it goes on)."""
        data = form.cleaned_data["entry"]
        after = [TableEntry(number=e.number, data=data if e.pk == entry.pk else e.data) for e in self.entries(sheet)]
        ended = self.sheet_module.ended_at(sheet, after)
        if ended is None:
            return ""
        return _("With this change the game was over after hand %(n)d, and the hands after it were never played. "
                 "Delete them first if this change is right.") % {"n": ended}
