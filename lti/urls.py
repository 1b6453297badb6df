"""The tool's endpoints, one address for both languages: a platform is given them once."""

from django.urls import path

from lti import registration, views
from naipes_site.routes import named

app_name = "lti"

urlpatterns = [
    path("jwks.json", views.jwks, name="jwks"),
    *named(views, "login", "launch"),
    path("register/<str:key>/", registration.start, name="register"),
]
