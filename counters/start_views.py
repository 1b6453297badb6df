"""The counters' start page, with each game's start form, and starting a sheet from it."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse

from counters.registry import COUNTERS
from counters.sheet_views import CounterView
from counters.views import allow


@allow("GET")
def index(request: HttpRequest) -> HttpResponse:
    return render_index(request)


def render_index(request: HttpRequest, status: int = 200, **forms) -> HttpResponse:
    """The start page; ``<slug>_form`` gives a game's form as it was sent (with its errors)."""
    context = {f"{c.slug}_form": forms.get(f"{c.slug}_form") or c.start_form() for c in COUNTERS}
    return render(request, "counters/index.html", context, status=status)


class Start(CounterView):
    """A new sheet from the start form; bad input comes back on the start page, as typed, with status 400."""

    methods = ("POST",)
    back_to_sheet = True

    def _back(self, *args, **kwargs) -> str:
        return reverse("counters:index") + f"#{self.counter.slug}"

    def post(self, request: HttpRequest) -> HttpResponse:
        form = self.counter.start_form(request.POST)
        if not form.is_valid():
            return render_index(request, status=400, **{f"{self.counter.slug}_form": form})
        return HttpResponseRedirect(self.counter.sheet_url(self.counter.create(form.cleaned_data)))
