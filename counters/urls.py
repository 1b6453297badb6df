from django.urls import path

from counters import start_views
from counters.registry import counters
from counters.sheet_views import addresses

app_name = "counters"

urlpatterns = [
    path("", start_views.index, name="index"),
    *(path(f"{c.slug}/", start_views.Start.as_view(counter=c), name=f"{c.slug}-start") for c in counters()),
    *(address for c in counters() for address in addresses(c)),
]
