"""JSON API for the trainers; the project mounts it at ``/api/v1/trainers/``:

    path("trainers/", include("trainers.api_urls")),   # in api/urls.py
"""

from django.urls import path

from trainers import api

app_name = "trainers_api"

urlpatterns = [
    path("", api.trainers, name="list"),
    path("<slug:slug>/question", api.question, name="question"),
    path("<slug:slug>/answer", api.answer, name="answer"),
]
