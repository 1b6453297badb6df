"""Score sheets for the real table."""

from django.shortcuts import render
from django.views.decorators.http import require_GET


@require_GET
def index(request):
    return render(request, "counters/index.html")
