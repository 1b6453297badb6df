from django.urls import path

from trainers import bank_views, learning_views, views

app_name = "trainers"

urlpatterns = [
    path("", views.index, name="index"),
    path("progress/", learning_views.progress, name="progress"),
    path("progress/reset/", learning_views.reset, name="reset"),
    path("progress/spaced-repetition/", learning_views.spaced_repetition, name="spaced_repetition"),
    path("progress/export/", learning_views.export, name="export"),
    path("progress/import/", learning_views.import_progress, name="import"),
    path("review/", learning_views.review, name="review"),
    path("review/next/", learning_views.review_next, name="review_next"),
    path("review/done/", learning_views.review_done, name="review_done"),
    path("summary/", learning_views.summary, name="summary"),
    path("start/", learning_views.start, name="start"),
    path("path/", learning_views.path, name="path"),
    path("bank/", bank_views.bank, name="bank"),
    path("bank/download/", bank_views.bank_download, name="bank_download"),
    path("<slug:slug>/", views.drill, name="drill"),
    path("<slug:slug>/answer/", views.answer, name="answer"),
]
