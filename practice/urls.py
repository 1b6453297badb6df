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

# The coach's analysis (practice.replay_views): the hint and feedback of the "teach" level, the replay of a finished
# hand, and the puzzles of the review queue.
from practice import replay_views  # noqa: E402
from practice.games.docena import views as docena_views  # noqa: E402

urlpatterns += [
    path("puzzle/<str:signed>/", replay_views.puzzle, name="puzzle"),
    # La Docena's betting hand has no tricks to replay: the coach on its last decision, and the list of its
    # decisions once it is over.
    path("docena/feedback/", docena_views.feedback, name="docena_feedback"),
    path("docena/review/", docena_views.review, name="docena_review"),
    path("<slug:game>/hint/", replay_views.hint, name="hint"),
    path("<slug:game>/feedback/", replay_views.feedback, name="feedback"),
    path("<slug:game>/replay/", replay_views.replay, name="replay"),
    path("<slug:game>/replay/decision/", replay_views.replay_decision, name="replay_decision"),
    path("<slug:game>/replay/summary/", replay_views.replay_summary, name="replay_summary"),
]
