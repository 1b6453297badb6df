"""A URLconf where the live class's routes have moved (``test_quick_polls``): the quick polls follow it."""

from django.conf.urls.i18n import i18n_patterns
from django.urls import include, path

urlpatterns = i18n_patterns(
    path("aula/", include("classroom.urls")),
    path("unirse/", include("classroom.join_urls")),
)
