from django.urls import path

from practice import views
from practice.games import hands

app_name = "practice"

urlpatterns = [
    path("", views.index, name="index"),
    # How strong the bots are: before the hands' route (no game is called "bots").
    path("bots/", views.bots, name="bots"),
    # A hand with a view of its own (La Docena's betting hand) sits at its slug, named after it, before the
    # one route of the trick hands.
    *(path(f"{slug}/", hand.view, name=slug) for slug, hand in hands().items() if hand.view is not None),
    path("<slug:game>/", views.hand, name="hand"),
]
