"""The counters' start page, with each game's start form, and starting a sheet from it.

Each form begins from the game's table (a link's ``?profile=`` or the one this browser keeps) and says so;
the organiser may still change the options the form asks, and the sheet keeps the table with those changes
(:mod:`counters.sheet_rules`)."""

from __future__ import annotations

from urllib.parse import urlencode

from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.urls import reverse

from counters.counter import Counter
from counters.forms import initial_from_table, page_lang
from counters.registry import counters
from counters.sheet_views import CounterView
from counters.views import allow
from naipes_site import page_shell, table_rules
from naipes_site.head import render
from naipes_site.table_rules import TableRules

TABLE_FIELD = "table"
"""The start form's hidden field: the code of the table the form began with."""


@allow("GET")
def index(request: HttpRequest) -> HttpResponse:
    """The start page is the same for everyone with the same address (language, a link's profile) and the same
    kept tables, but its CSRF token: made once per process (:func:`naipes_site.page_shell.once`)."""
    key = (f"counters:{request.scheme}://{request.get_host()}{request.get_full_path()}:"
           f"{table_rules.kept_cookies(request)}")
    return page_shell.once(request, "counters/index.html", lambda: {"counters": _counters(request)}, key)


def render_index(request: HttpRequest, status: int = 200, sent: Counter | None = None, form=None) -> HttpResponse:
    """The start page; ``form`` is the ``sent`` counter's form as it was sent (with its errors)."""
    return render(request, "counters/index.html", {"counters": _counters(request, sent, form)}, status=status)


def _counters(request: HttpRequest, sent: Counter | None = None, form=None) -> list[dict]:
    found = []
    for c in counters():
        # A form sent back keeps the table it began with; a new one begins with the request's (a link's
        # ``?profile=``, else the one this browser keeps, else the standard table).
        if c is sent:
            table = posted_table(request, c)
            name = table.name(page_lang())
        else:
            resolved = table_rules.resolve(request, c.slug)
            table, name = resolved.table, resolved.name
        found.append({
            "slug": c.slug, "title": c.title, "intro": c.intro,
            "form": form if c is sent else c.start_form(initial=initial_from_table(c.start_form, c.slug, table)),
            "start": {"game": c.slug, "table": table, "name": name},
        })
    return found


def posted_table(request: HttpRequest, counter: Counter) -> TableRules:
    return table_rules.read(counter.slug, request.POST.get(TABLE_FIELD, "")) or table_rules.standard(counter.slug)


class Start(CounterView):
    """A new sheet from the start form; bad input comes back on the start page, as typed, with status 400."""

    methods = ("POST",)
    back_to_sheet = True

    def _back(self, *args, **kwargs) -> str:
        return reverse("counters:index") + f"#{self.counter.slug}"

    def dispatch(self, request: HttpRequest, *args, **kwargs) -> HttpResponse:
        # A link to a game's start address that names a table (``/counters/paulo/?profile=durcal``): the start
        # page, its form drawn under that table, as a link's ``?profile=`` draws it there (rules-decisions §44).
        if request.method in ("GET", "HEAD") and table_rules.QUERY in request.GET:
            query = urlencode({table_rules.QUERY: request.GET[table_rules.QUERY][:80]})
            return HttpResponseRedirect(reverse("counters:index") + f"?{query}#{self.counter.slug}")
        return super().dispatch(request, *args, **kwargs)

    def post(self, request: HttpRequest) -> HttpResponse:
        form = self.counter.start_form(request.POST)
        if not form.is_valid():
            return render_index(request, status=400, sent=self.counter, form=form)
        sheet = self.counter.create(form.cleaned_data, posted_table(request, self.counter))
        return HttpResponseRedirect(self.counter.sheet_url(sheet))
