"""JSON API for the trainers; the project URLconf mounts it at ``/api/v1/trainers/``."""

from django.urls import path

from api import trainers

app_name = "trainers_api"

urlpatterns = [
    path("", trainers.trainers, name="list"),
    path("class-code/export", trainers.class_code_export, name="class-code-export"),
    path("<slug:slug>/question", trainers.question, name="question"),
    path("<slug:slug>/answer", trainers.answer, name="answer"),
    path("<slug:slug>/export", trainers.export, name="export"),
]
