"""The tool's endpoints, one address for both languages: a platform is given them once."""

from django.urls import path

from lti import registration, views

app_name = "lti"

urlpatterns = [
    path("jwks.json", views.jwks, name="jwks"),
    path("login/", views.login, name="login"),
    path("launch/", views.launch, name="launch"),
    path("register/<str:key>/", registration.start, name="register"),
]
