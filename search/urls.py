from django.urls import path

from search import views

app_name = "search"

urlpatterns = [
    path("", views.results, name="results"),
    path("clicked/", views.clicked, name="clicked"),
    path("misses/", views.report, name="misses"),
]
