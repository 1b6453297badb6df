from django.urls import path

from counters import views

app_name = "counters"

urlpatterns = [
    path("", views.index, name="index"),
]
