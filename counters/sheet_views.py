"""The views of every counter, the same for every game and naming none; each asks the game's
:class:`counters.counter.Counter` what is the game's own. :func:`addresses` gives a counter all of them:

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
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.urls import path, reverse
from django.utils.cache import patch_vary_headers
from django.utils.translation import gettext as _
from django.views import View

from counters import history
from counters.counter import Counter
from counters.forms import page_lang
from counters.views import (
    STALE,
    allow,
    live_answer,
    quoted_version,
    redo_last_undo,
    repeated,
    restore_old_version,
    undo_last_change,
    versions_context,
)
from naipes_site.head import render
from naipes_site.share import csv_response


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
        # The rules every row was checked under, by name and by the code that gives them back.
        table = counter.table(sheet)
        rows = [*rows, [_("Table rules"), table.name(page_lang()), table.shared]]
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
        request.readonly = True
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


def addresses(counter: Counter) -> list:
    """Every address of the game's counter, with its name (``counters:<slug>-…``)."""
    s, e, k = counter.slug, counter.entries_path, {"counter": counter}
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
        *([path(f"{s}/<str:token>/{counter.picked[0]}", Picked.as_view(**k), name=f"{s}-{counter.picked[1]}")]
          if counter.picked else []),
        path(f"{s}/<str:token>/{e}/<int:number>/", Edit.as_view(**k), name=f"{s}-edit"),
        path(f"{s}/<str:token>/{e}/<int:number>/delete/", Delete.as_view(**k), name=f"{s}-delete"),
        path(f"{s}/<str:token>/csv/", Csv.as_view(**k), name=f"{s}-csv"),
        *counter.more_urls(),
    ]
