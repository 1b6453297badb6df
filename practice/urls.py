from django.urls import path

from practice import docena_views, views

app_name = "practice"

urlpatterns = [
    path("", views.index, name="index"),
    path("docena/", docena_views.hand, name="docena"),
    path("<slug:game>/", views.hand, name="hand"),
]
