from django.urls import path

from trainers import views

app_name = "trainers"

urlpatterns = [
    path("", views.index, name="index"),
    path("progress/", views.progress, name="progress"),
]
