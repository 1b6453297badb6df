"""JSON API for the trainers; the project URLconf mounts it at ``/api/v1/trainers/``."""

from django.urls import path

from api import trainers
from naipes_site.routes import named

app_name = "trainers_api"

urlpatterns = [
    path("", trainers.trainers, name="list"),
    path("class-code/export", trainers.class_code_export, name="class-code-export"),
    *named(trainers, "question", "answer", "export", route="<slug:slug>/{}"),
]
