"""The API page, under the language prefix: ``/es/api/`` and ``/en/api/``."""

from django.urls import path

from api import views

urlpatterns = [
    path("", views.docs, name="api-docs"),
]
