from django.urls import path

from naipes_site.routes import named
from trainers import bank_views, learning_views, views

app_name = "trainers"

urlpatterns = [
    path("", views.index, name="index"),
    *named(learning_views, "progress", "review", "summary", "start", "path"),
    *named(learning_views, "reset", "export", route="progress/{}/"),
    path("progress/spaced-repetition/", learning_views.spaced_repetition, name="spaced_repetition"),
    path("progress/review-limits/", learning_views.review_limits, name="review_limits"),
    path("progress/import/", learning_views.import_progress, name="import"),
    path("review/next/", learning_views.review_next, name="review_next"),
    path("review/done/", learning_views.review_done, name="review_done"),
    *named(bank_views, "bank"),
    path("bank/download/", bank_views.bank_download, name="bank_download"),
    path("<slug:slug>/", views.drill, name="drill"),
    path("<slug:slug>/answer/", views.answer, name="answer"),
]
