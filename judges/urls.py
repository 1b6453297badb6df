from django.urls import path

from judges import views

app_name = "judges"

urlpatterns = [
    path("", views.index, name="index"),
    path("docena/", views.docena, name="docena"),
    path("<slug:game>/trick/", views.trick, name="trick"),
    path("<slug:game>/play/", views.play, name="play"),
    path("<slug:game>/points/", views.points, name="points"),
]
