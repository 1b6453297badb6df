"""The pages a launch opens, under the language the launch chose (``/es/lti/…``, ``/en/lti/…``)."""

from django.urls import path

from lti import owner, pages, picker
from naipes_site.routes import named

app_name = "lti_pages"

urlpatterns = [
    *named(pages, "play", "report", "rule", route="{}/<str:ticket>/"),
    path("pick/<str:ticket>/", picker.pick, name="pick"),
    path("owner/", owner.platforms, name="owner"),
    path("owner/enter/<str:key>/", owner.enter, name="owner_enter"),
]
