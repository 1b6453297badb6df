"""The one way a counter is built. Each game declares its counter in its own module (``<game>_views.py``):
a :class:`Counter` subclass that gives its model, forms, templates and words. The views below are the same
for every game and name none:

- :class:`Show`, :class:`Add`, :class:`Edit`, :class:`Delete`: the sheet and its entries (hands or rounds);
- :class:`Undo`, :class:`Redo`, :class:`Restore` and :class:`OlderVersions`: the sheet's history;
- :class:`Live`, :class:`ViewOnly`: the poll of an open page, and the view-only link (with its poll);
- :class:`Csv` and :class:`Picked` (each card grid's running total as the cards are picked).

Forms work without JavaScript: a change is saved with a normal POST and answered with a redirect (a reload
never posts again); bad input comes back with everything typed and status 400; a change made on a version
another phone has already changed is refused with 409, unless it is the very change just saved sent again
(a double tap), which is answered as saved. Every change goes through :func:`counters.history.commit`.
"""

from __future__ import annotations

from collections.abc import Callable

from django.contrib import messages
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import path, reverse
from django.utils.cache import patch_vary_headers
from django.utils.translation import gettext as _
from django.views import View

from counters import history
from counters.views import (
    STALE,
    TOKEN_SHAPE,
    allow,
    live_answer,
    quoted_version,
    redo_last_undo,
    repeated,
    restore_old_version,
    sheet_context,
    stale_button_message,
    stale_message,
    undo_last_change,
    versions_context,
)
from naipes_site.share import csv_response


class Counter:
    """What one game's counter is: the shared views ask it everything they do not do the same way."""

    slug: str
    model: type
    """The sheet's model (a :class:`counters.models.Sheet`)."""
    start_form: type
    templates: tuple[str, str]
    """The sheet's page, and the page that edits one entry."""
    entries_path = "hands"
    """Where the entries live under the sheet's address (``<slug>/<token>/hands/``)."""
    noun = "hand"
    """What an entry is called in the history list (:mod:`counters.history_text`)."""
    picked: tuple[str, str] | None = None
    """The address and name of the card grids' running totals (under the sheet), for a form that has them."""
    picked_template = "counters/_picked_totals.html"

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

    def create(self, data: dict):
        """The new sheet, from the start form's cleaned data."""
        raise NotImplementedError

    def state(self, sheet, entries: list):
        """What the engine says of the stored entries (with ``next_number``)."""
        raise NotImplementedError

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

    def missing_message(self) -> str:
        raise NotImplementedError

    def over_message(self) -> str:
        raise NotImplementedError

    def saved_message(self, sheet, form, number: int, edited: bool) -> str:
        raise NotImplementedError

    def deleted_message(self, number: int) -> str:
        raise NotImplementedError

    def no_entry_message(self, number: int) -> str:
        raise NotImplementedError

    def gone_message(self, number: int, kept: bool) -> str:
        """The entry being edited was deleted on another phone (``kept``: what was typed is offered as a new one)."""
        raise NotImplementedError

    def moved_message(self, number: int) -> str:
        """The entry being edited is now entry ``number`` (one before it was deleted on another phone)."""
        raise NotImplementedError

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
        context = {
            **sheet_context(request, sheet, self.slug), "has_form": not self.is_over(state),
            "sheet": sheet, "state": state, "form": form, "entry": entry,
            "error": error or self.refused_now(sheet, state), "error_at": error_at,
            # An edit's draft belongs to the version it was typed on: after any change (a deletion renumbers
            # the entries) it would fill another entry's form, or hide what another phone saved.
            "draft": f"edit-{entry.number}-v{sheet.version}" if entry else f"new-{state.next_number}",
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

    def urls(self) -> list:
        """Every address of the game's counter, with its name (``counters:<slug>-…``)."""
        s, e, k = self.slug, self.entries_path, {"counter": self}
        return [
            path(f"{s}/view/<str:token>/", ViewOnly.as_view(**k), name=f"{s}-view"),
            path(f"{s}/view/<str:token>/live/", ViewOnly.as_view(live=True, **k), name=f"{s}-view-live"),
            path(f"{s}/<str:token>/live/", Live.as_view(**k), name=f"{s}-live"),
            path(f"{s}/<str:token>/undo/", Undo.as_view(**k), name=f"{s}-undo"),
            path(f"{s}/<str:token>/redo/", Redo.as_view(**k), name=f"{s}-redo"),
            path(f"{s}/<str:token>/versions/", Restore.as_view(**k), name=f"{s}-restore"),
            path(f"{s}/<str:token>/history/", OlderVersions.as_view(**k), name=f"{s}-history"),
            path(f"{s}/<str:token>/", Show.as_view(**k), name=s),
            path(f"{s}/<str:token>/{e}/", Add.as_view(**k), name=f"{s}-add"),
            *([path(f"{s}/<str:token>/{self.picked[0]}", Picked.as_view(**k), name=f"{s}-{self.picked[1]}")]
              if self.picked else []),
            path(f"{s}/<str:token>/{e}/<int:number>/", Edit.as_view(**k), name=f"{s}-edit"),
            path(f"{s}/<str:token>/{e}/<int:number>/delete/", Delete.as_view(**k), name=f"{s}-delete"),
            path(f"{s}/<str:token>/csv/", Csv.as_view(**k), name=f"{s}-csv"),
            *self.more_urls(),
        ]

    def more_urls(self) -> list:
        """The game's own addresses beside the shared ones."""
        return []


# --- the views ----------------------------------------------------------------------------------------------


class CounterView(View):
    """A view of one game's counter (``counter``, given in the URL conf). ``methods`` are the methods it
    takes; with ``back_to_sheet``, a GET of an address that only takes a form (a copied or reloaded link)
    goes to the sheet that holds the form, instead of a 405."""

    counter: Counter = None  # type: ignore[assignment]  # given by as_view(counter=...)
    methods: tuple[str, ...] = ("GET",)
    back_to_sheet = False

    def dispatch(self, request: HttpRequest, *args, **kwargs) -> HttpResponse:
        back = self._back if self.back_to_sheet else None
        return allow(*self.methods, back=back)(self.answer)(request, *args, **kwargs)

    def answer(self, request: HttpRequest, *args, **kwargs) -> HttpResponse:
        return super().dispatch(request, *args, **kwargs)

    def _back(self, token: str, *args, **kwargs) -> str:
        return reverse(f"counters:{self.counter.slug}", args=[token])


class SheetView(CounterView):
    """A view of one sheet, found by its edit link (``self.sheet``); a link to no sheet gets a 404."""

    link = "token"

    def answer(self, request: HttpRequest, token: str, **kwargs) -> HttpResponse:
        self.sheet = self.counter.find(token, self.link)
        if self.sheet is None:
            return self.counter.missing(request)
        return super().answer(request, **kwargs)

    def done(self) -> HttpResponseRedirect:
        return HttpResponseRedirect(self.counter.sheet_url(self.sheet, "#messages"))


class Show(SheetView):
    def get(self, request: HttpRequest) -> HttpResponse:
        return self.counter.page(request, self.sheet)


class Add(SheetView):
    methods = ("POST",)
    back_to_sheet = True

    def post(self, request: HttpRequest) -> HttpResponse:
        counter, sheet = self.counter, self.sheet
        if quoted_version(request) != sheet.version:
            return counter.stale(request, sheet)
        entries = list(counter.entries(sheet))
        state = counter.state(sheet, entries)
        if counter.is_over(state):
            return counter.page(request, sheet, status=400, error=counter.over_message())
        form = counter.entry_form(sheet, request.POST, entries=entries)
        if not form.is_valid():
            return counter.page(request, sheet, form, status=400)
        number = state.next_number
        try:
            history.commit(sheet, form.cleaned_data["version"], "add", counter.store(sheet, form, number, None),
                           history.fingerprint(request), about=counter.about(sheet, form, number, state))
        except history.StaleVersion:
            return counter.stale(request, sheet)
        messages.success(request, counter.saved_message(sheet, form, number, edited=False))
        return self.done()


class Edit(SheetView):
    """The page that edits one entry, and the change made there."""

    methods = ("GET", "POST")

    def get(self, request: HttpRequest, number: int) -> HttpResponse:
        entry = self.counter.entries(self.sheet).filter(number=number).first()
        return self._refused(request, entry, number) or self.counter.page(request, self.sheet, entry=entry)

    def _refused(self, request: HttpRequest, entry, number: int) -> HttpResponse | None:
        if entry is None:
            return self.counter.page(request, self.sheet, status=404, error=self.counter.no_entry_message(number))
        refusal = self.counter.not_editable(entry)
        return self.counter.page(request, self.sheet, status=400, error=refusal) if refusal else None

    def post(self, request: HttpRequest, number: int) -> HttpResponse:
        counter, sheet = self.counter, self.sheet
        entry = counter.entries(sheet).filter(number=number).first()
        if quoted_version(request) != sheet.version:
            return counter.stale(request, sheet, entry or counter.entries(sheet).model(number=number))
        refused = self._refused(request, entry, number)
        if refused:
            return refused
        form = counter.entry_form(sheet, request.POST, entry)
        if not form.is_valid():
            return counter.page(request, sheet, form, entry, status=400)
        refusal = counter.edit_refused(sheet, entry, form)
        if refusal:
            form.add_error(None, refusal)
            return counter.page(request, sheet, form, entry, status=400)
        try:
            history.commit(sheet, form.cleaned_data["version"], "edit", counter.store(sheet, form, number, entry),
                           history.fingerprint(request), about=counter.about(sheet, form, number))
        except history.StaleVersion:
            return counter.stale(request, sheet, entry)
        messages.success(request, counter.saved_message(sheet, form, number, edited=True))
        return self.done()


class Delete(SheetView):
    methods = ("POST",)
    back_to_sheet = True

    def post(self, request: HttpRequest, number: int) -> HttpResponse:
        counter, sheet = self.counter, self.sheet
        entries = list(counter.entries(sheet))
        entry = next((e for e in entries if e.number == number), None)
        if entry is None:
            sheet.refresh_from_db()
            return (repeated(request, sheet, counter.sheet_url(sheet, "#messages"))
                    or counter.page(request, sheet, status=STALE if quoted_version(request) != sheet.version else 404,
                                    error=counter.no_entry_message(number)))
        if quoted_version(request) != sheet.version:
            return counter.refused_step(request, sheet)
        remaining = [e for e in entries if e is not entry]
        for n, e in enumerate(remaining, start=1):
            e.number = n
        refusal = counter.delete_refused(sheet, remaining)
        if refusal:
            return counter.page(request, sheet, status=400, error=refusal)

        def remove(s) -> None:
            entry.delete()
            history.renumber(counter.entries(s))
        try:
            history.commit(sheet, quoted_version(request) or 0, "delete", remove, history.fingerprint(request),
                           about={"noun": counter.noun, "n": number})
        except history.StaleVersion:
            return counter.refused_step(request, sheet)
        messages.success(request, counter.deleted_message(number))
        return self.done()


class Picked(SheetView):
    """Each card grid's running total as the cards are picked (htmx asks as the form changes; the engine
    counts, through the form's ``picked_points``), with what the game adds (:meth:`Counter.picked_context`)."""

    def get(self, request: HttpRequest) -> HttpResponse:
        counter, sheet = self.counter, self.sheet
        form = counter.entry_form(sheet, request.GET, entries=[])
        totals = [(f"cards_{seat}", form.picked_points(seat)) for seat in range(len(sheet.players))]
        return render(request, counter.picked_template, {"pickers": totals, **counter.picked_context(sheet, request.GET)})


class Csv(SheetView):
    def get(self, request: HttpRequest) -> HttpResponse:
        counter, sheet = self.counter, self.sheet
        header, rows = counter.csv(sheet, counter.state(sheet, list(counter.entries(sheet))))
        return csv_response(f"{counter.slug}-{sheet.created:%Y-%m-%d}.csv", header, rows)


class HistoryStep(SheetView):
    """Undo, redo, or put back a version: the same on every sheet (:mod:`counters.views`)."""

    methods = ("POST",)
    back_to_sheet = True
    step: Callable[..., HttpResponse]

    def post(self, request: HttpRequest) -> HttpResponse:
        return type(self).step(request, self.sheet, self.counter.page, self.counter.sheet_url(self.sheet, "#messages"))


class Undo(HistoryStep):
    step = undo_last_change


class Redo(HistoryStep):
    step = redo_last_undo


class Restore(HistoryStep):
    step = restore_old_version


class Live(SheetView):
    """What the open page's poll gets (:func:`counters.views.live_answer`)."""

    def get(self, request: HttpRequest) -> HttpResponse:
        return live_answer(request, self.sheet, self.counter.page)


class ViewOnly(SheetView):
    """The view-only link: the same sheet, live, with no form (``live``: its poll)."""

    link = "view_token"
    live = False

    def get(self, request: HttpRequest) -> HttpResponse:
        request.readonly = True  # type: ignore[attr-defined]
        if self.live:
            return live_answer(request, self.sheet, self.counter.page)
        return self.counter.page(request, self.sheet)


class OlderVersions(SheetView):
    """The versions before ``?before=N``, a page at a time: the list's "older versions" link asks for them
    with htmx (which gets only the lines, to put in place of the link), or opens them as a page of their own
    without JavaScript."""

    def get(self, request: HttpRequest) -> HttpResponse:
        sheet, kind = self.sheet, self.counter.slug
        try:
            before = int(request.GET.get("before", "")[:9])
        except ValueError:
            before = sheet.version + 1
        context = {"kind": kind, "token": sheet.token, "version": sheet.version, "readonly": False,
                   "sheet_url": self.counter.sheet_url(sheet), **versions_context(sheet, kind, before=max(before, 1))}
        template = "counters/_version_items.html" if request.htmx else "counters/versions.html"
        response = render(request, template, context)
        patch_vary_headers(response, ("HX-Request",))
        return response
