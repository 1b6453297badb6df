from django.urls import path

from practice import views

app_name = "practice"

urlpatterns = [
    path("", views.index, name="index"),
    path("<slug:game>/", views.hand, name="hand"),
]
