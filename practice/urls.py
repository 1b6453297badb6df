from django.urls import path

from practice import duplicate_views, views
from practice.games import hands

app_name = "practice"

urlpatterns = [
    path("", views.index, name="index"),
    # How strong the bots are: before the hands' route (no game is called "bots").
    path("bots/", views.bots, name="bots"),
    # The same deal for everyone: the board (no game is called "deal"), a deal by its code, and its results.
    path("deal/", duplicate_views.board, name="duplicate"),
    path("deal/<str:code>/", duplicate_views.deal_page, name="deal"),
    path("deal/<str:code>/play/", duplicate_views.play, name="deal-play"),
    path("deal/<str:code>/results/", duplicate_views.results, name="deal-results"),
    # A hand with a view of its own (La Docena's betting hand) sits at its slug, named after it, before the
    # one route of the trick hands.
    *(path(f"{slug}/", hand.view, name=slug) for slug, hand in hands().items() if hand.view is not None),
    path("<slug:game>/", views.hand, name="hand"),
    path("<slug:game>/today/", duplicate_views.today, name="today"),
    path("<slug:game>/deal/<str:token>/", duplicate_views.linked, name="linked"),
]
