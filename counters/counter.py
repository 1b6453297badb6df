"""What a game's counter declares, and what the shared views (:mod:`counters.sheet_views`) ask of it.

Each game subclasses :class:`Counter` in its own module (``<game>_views.py``) with its model, forms,
templates and words; nothing here names a game. The sheet's page and the answer to a change made on an old
version are drawn here, the same for every game, from what the game declares.
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType

from django.db.models import Model, QuerySet
from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.utils.translation import gettext as _, gettext_lazy

import wording
from counters.forms import page_lang
from counters.views import STALE, TOKEN_SHAPE, repeated, sheet_context, stale_button_message, stale_message
from naipes_site import table_rules
from naipes_site.head import render
from naipes_site.table_rules import TableRules


class Counter:
    """What one game's counter is: the shared views ask it everything they do not do the same way."""

    slug: str
    model: type[Model]
    """The sheet's model (a :class:`counters.models.Sheet`)."""
    start_form: type
    sheet_module: ModuleType
    """The game's reading of a stored sheet through its engine (its ``sheet.py``, Paulo's ``board.py``), which
    :meth:`table`, :meth:`rules` and :meth:`state` ask: ``table_of(sheet)`` (but for a
    :class:`~counters.table_views.TableCounter`, which reads its table itself), ``rules_of(sheet)`` and
    ``state(sheet, entries)``."""
    templates: tuple[str, str]
    """The sheet's page, and the page that edits one entry."""
    entries_path = "hands"
    """Where the entries live under the sheet's address (``<slug>/<token>/hands/``)."""
    noun = "hand"
    """What an entry is called in the history list (:mod:`counters.history_text`)."""
    picked: tuple[str, str] | None = None
    """The address and name of the card grids' running totals (under the sheet), for a form that has them."""
    picked_template = "counters/_picked_totals.html"

    @property
    def title(self) -> str:
        """The sheet's name, on its pages and the start page: the game's own words (its wording file,
        ``site.score_sheet.title``), so a game brings them with its folders."""
        return wording.text(f"{self.slug}.site.score_sheet.title", page_lang())

    @property
    def intro(self) -> str:
        """What it does, under its name on the start page (``site.score_sheet.intro``)."""
        return wording.text(f"{self.slug}.site.score_sheet.intro", page_lang())

    # --- the sheet and its entries ------------------------------------------------------------------

    def sheets(self) -> QuerySet:
        return self.model.objects.all()

    def find(self, token: str, link: str = "token"):
        """The sheet behind its edit link (``token``) or its view-only link (``view_token``), or None."""
        if not TOKEN_SHAPE.fullmatch(token):
            return None  # a NUL byte, a cut or garbled link: no sheet, without asking the database
        return self.sheets().filter(**{link: token}).first()

    def entries(self, sheet) -> QuerySet:
        raise NotImplementedError

    def build(self, data: dict):
        """The new sheet, not saved yet, from the start form's cleaned data."""
        raise NotImplementedError

    def table(self, sheet) -> TableRules:
        """The table's rules the sheet is played under (:mod:`counters.sheet_rules`)."""
        return self.sheet_module.table_of(sheet)

    def create(self, data: dict, started: TableRules | None = None):
        """The new sheet, saved with the table it is played under: the one the start form began with
        (``started``) and the options the organiser set on it."""
        sheet = self.build(data)
        sheet.table = (started or table_rules.standard(self.slug)).code
        sheet.table = self.table(sheet).code
        sheet.save()
        return sheet

    def rules(self, sheet):
        """The engine's ``Rules`` the sheet's entries are checked under: its table's, at its players."""
        return self.sheet_module.rules_of(sheet)

    def state(self, sheet, entries: list):
        """What the engine says of the stored entries (with ``next_number``)."""
        return self.sheet_module.state(sheet, entries)

    def is_over(self, state) -> bool:
        return state.over

    def entry_form(self, sheet, data=None, entry=None, entries: list | None = None):
        """The form for the next entry, or for ``entry`` being edited."""
        raise NotImplementedError

    def context(self, request: HttpRequest, sheet, state, form, entry) -> dict:
        """What the game's templates show beside what every sheet shows."""
        return {}

    def csv(self, sheet, state) -> tuple[list, list]:
        raise NotImplementedError

    def store(self, sheet, form, number: int, entry) -> Callable:
        """The change that saves the valid ``form`` as entry ``number`` (a new one when ``entry`` is None)."""
        raise NotImplementedError

    def about(self, sheet, form, number: int, state=None) -> dict:
        """What a saved entry is called in the history: its number, and for an addition (``state`` is the
        sheet before it) who won or dealt it."""
        return {"noun": self.noun, "n": number}

    def picked_context(self, sheet, data) -> dict:
        """What the running totals' answer shows beside each grid's total."""
        return {}

    # --- refusals the game makes ------------------------------------------------------------------------

    def refused_now(self, sheet, state) -> str:
        """An error the stored entries themselves give (shown on top of the page), or ""."""
        return ""

    def not_editable(self, entry) -> str:
        """Why this entry has no form to edit it, or ""."""
        return ""

    def edit_refused(self, sheet, entry, form) -> str:
        """Why the valid change to ``entry`` cannot be saved as it stands, or ""."""
        return ""

    def delete_refused(self, sheet, remaining: list) -> str:
        """Why the entries left after a deletion (renumbered) cannot stand, or ""."""
        return ""

    # --- words --------------------------------------------------------------------------------------------

    words = {
        "over": gettext_lazy("The game is over: no more hands can be added. Edit or delete a hand to change it."),
        "saved": gettext_lazy("Hand %(n)d saved."),
        "changed": gettext_lazy("Hand %(n)d changed."),
        "deleted": gettext_lazy("Hand %(n)d deleted. “Undo” brings it back."),
        "no_entry": gettext_lazy("This sheet has no hand %(n)d (it may have been deleted on another phone): the sheet "
                                 "below is up to date."),
        "gone": gettext_lazy("Someone else deleted hand %(n)d a moment ago, so your change to it was not saved."),
        "gone_kept": gettext_lazy("Someone else deleted hand %(n)d a moment ago, so your change to it was not saved. "
                                  "What you typed is kept in the form for a new hand: save it there if it is still "
                                  "needed."),
        "moved": gettext_lazy("Someone else changed this sheet a moment ago: the hand you were editing is now hand "
                              "%(n)d, and your change was not saved. What you typed is kept: check it and save again "
                              "if it is still needed."),
    }
    """What the counter says of its entries (``%(n)d``: the entry's number), by the words of a sheet of hands;
    a game whose entries are called otherwise gives its own sentences."""

    def missing_message(self) -> str:
        raise NotImplementedError

    def over_message(self) -> str:
        return str(self.words["over"])

    def saved_message(self, sheet, form, number: int, edited: bool) -> str:
        return self.words["changed" if edited else "saved"] % {"n": number}

    def deleted_message(self, number: int) -> str:
        return self.words["deleted"] % {"n": number}

    def no_entry_message(self, number: int) -> str:
        return self.words["no_entry"] % {"n": number}

    def gone_message(self, number: int, kept: bool) -> str:
        """The entry being edited was deleted on another phone (``kept``: what was typed is offered as a new one)."""
        return self.words["gone_kept" if kept else "gone"] % {"n": number}

    def moved_message(self, number: int) -> str:
        """The entry being edited is now entry ``number`` (one before it was deleted on another phone)."""
        return self.words["moved"] % {"n": number}

    # --- pages ----------------------------------------------------------------------------------------------

    def sheet_url(self, sheet, anchor: str = "") -> str:
        return reverse(f"counters:{self.slug}", args=[sheet.token]) + anchor

    def missing(self, request: HttpRequest) -> HttpResponse:
        """A link that leads nowhere: said in the page's language, with a way back (404)."""
        return render(request, "counters/missing.html", {"title": _("Link not found"), "message": self.missing_message()},
                      status=404)

    def page(self, request: HttpRequest, sheet, form=None, entry=None, status: int = 200, error: str = "",
             error_at: str = "top", **extra) -> HttpResponse:
        """The sheet with the form for the next entry, or the page that edits ``entry``."""
        entries = list(self.entries(sheet))
        state = self.state(sheet, entries)
        form = form or self.entry_form(sheet, entry=entry, entries=entries)
        table = self.table(sheet)
        context = {
            **sheet_context(request, sheet, self.slug), "has_form": not self.is_over(state),
            "sheet": sheet, "state": state, "form": form, "entry": entry,
            "game_title": self.title, "table": table, "table_name": table.name(page_lang()),
            "error": error or self.refused_now(sheet, state), "error_at": error_at,
            # An edit's draft belongs to the version it was typed on: after any change (a deletion renumbers
            # the entries) it would fill another entry's form, or hide what another phone saved.
            "draft": f"edit-{entry.number}-v{sheet.version}" if entry else f"new-{state.next_number}",
            # The card grids' running totals, for a form that has them (a game whose hand has none has no address).
            "picked_url": reverse(f"counters:{self.slug}-{self.picked[1]}", args=[sheet.token]) if self.picked else "",
            **self.context(request, sheet, state, form, entry), **extra,
        }
        return render(request, self.templates[1] if entry else self.templates[0], context, status=status)

    def stale(self, request: HttpRequest, sheet, entry=None) -> HttpResponse:
        """Refuse a change made on an old version, keeping what was typed under the current version.

        The same form sent twice is answered as saved. An entry being edited is found again by its
        identity: another phone may have deleted an entry before it (it is then edited under its new
        number) or the entry itself (what was typed is then offered as a new entry)."""
        sheet.refresh_from_db()
        done = repeated(request, sheet, self.sheet_url(sheet, "#messages"))
        if done:
            return done
        data = request.POST.copy()
        data["version"] = str(sheet.version)
        entries = list(self.entries(sheet))
        if entry is None:
            return self.page(request, sheet, self.entry_form(sheet, data, entries=entries), status=STALE,
                             error=stale_message(), error_at="form")
        now = self._same_entry(request, sheet, entry)
        if now is None or self.not_editable(now):
            if self.is_over(self.state(sheet, entries)):
                return self.page(request, sheet, status=STALE, error=self.gone_message(entry.number, kept=False))
            return self.page(request, sheet, self.entry_form(sheet, data, entries=entries), status=STALE,
                             error=self.gone_message(entry.number, kept=True), error_at="form")
        error = stale_message() if now.number == entry.number else self.moved_message(now.number)
        return self.page(request, sheet, self.entry_form(sheet, data, now, entries), now, status=STALE, error=error,
                         error_at="form")

    def _same_entry(self, request: HttpRequest, sheet, entry):
        """The entry a stale edit form was made for, wherever it is now (None: it was deleted)."""
        try:
            pk = int(request.POST.get("entry", ""))
        except ValueError:
            return self.entries(sheet).filter(number=entry.number).first()
        return self.entries(sheet).filter(pk=pk).first()

    def refused_step(self, request: HttpRequest, sheet, refuse: Callable[[int, str], HttpResponse] | None = None,
                     error: str = "") -> HttpResponse:
        """A change with nothing typed (delete, carteta...) refused as stale: answered as saved if it is a
        repeat, else ``refuse(409, error)`` (by default the sheet with the error on top)."""
        sheet.refresh_from_db()
        return (repeated(request, sheet, self.sheet_url(sheet, "#messages"))
                or (refuse or self._refuse_on_top(request, sheet))(STALE, error or stale_button_message()))

    def _refuse_on_top(self, request: HttpRequest, sheet) -> Callable[[int, str], HttpResponse]:
        return lambda status, error: self.page(request, sheet, status=status, error=error)

    def more_urls(self) -> list:
        """The game's own addresses beside the shared ones."""
        return []
