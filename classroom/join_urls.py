from django.urls import path

from classroom import live_views, review_views
from naipes_site.routes import named

app_name = "join"

urlpatterns = [
    path("", live_views.join, name="join"),
    *named(live_views, "seat"),
    path("seat/poll/", live_views.seat_poll, name="poll"),
    path("seat/answer/", live_views.seat_answer, name="answer"),
    path("seat/review/", review_views.seat_review, name="review"),
]
