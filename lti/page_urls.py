"""The pages a launch opens, under the language the launch chose (``/es/lti/…``, ``/en/lti/…``)."""

from django.urls import path

from lti import owner, pages, picker

app_name = "lti_pages"

urlpatterns = [
    path("play/<str:ticket>/", pages.play, name="play"),
    path("report/<str:ticket>/", pages.report, name="report"),
    path("rule/<str:ticket>/", pages.rule, name="rule"),
    path("pick/<str:ticket>/", picker.pick, name="pick"),
    path("owner/", owner.platforms, name="owner"),
    path("owner/enter/<str:key>/", owner.enter, name="owner_enter"),
]
