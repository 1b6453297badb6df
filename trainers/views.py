"""Trainer pages."""

from django.shortcuts import render
from django.views.decorators.http import require_GET


@require_GET
def index(request):
    return render(request, "trainers/index.html")


@require_GET
def progress(request):
    return render(request, "trainers/progress.html")
