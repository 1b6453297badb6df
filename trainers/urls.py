from django.urls import path

from trainers import views

app_name = "trainers"

urlpatterns = [
    path("", views.index, name="index"),
    path("progress/", views.progress, name="progress"),
    path("progress/reset/", views.reset, name="reset"),
    path("review/", views.review, name="review"),
    path("<slug:slug>/", views.drill, name="drill"),
    path("<slug:slug>/answer/", views.answer, name="answer"),
]
