from django.urls import path

from classroom import live_views, screen_views, sheets, views

app_name = "classroom"

urlpatterns = [
    path("", views.index, name="index"),
    path("code/", views.find_code, name="code"),
    path("worksheets/<slug:game>/", views.setup, {"tool": sheets.WORKSHEET}, name="worksheet-setup"),
    path("worksheets/ready/<str:token>/", views.ready, name="ready"),
    path("sheet/<str:code>/", views.worksheet, name="worksheet"),
    path("key/<str:token>/", views.key, name="key"),
    path("key/<str:token>/<int:number>/", views.correct, name="correct"),
    path("key/<str:token>/export/<slug:fmt>/", views.export, name="export"),
    path("quiz/<slug:game>/", views.setup, {"tool": sheets.QUIZ}, name="quiz-setup"),
    path("quiz/<str:code>/<int:number>/", views.quiz, name="quiz"),
    path("quiz/run/<str:token>/<int:number>/", views.quiz_run, name="quiz-run"),
    path("live/code/", live_views.live_from_code, name="live-code"),
    path("live/new/<slug:game>/", live_views.live_setup, name="live-setup"),
    path("live/<str:secret>/", live_views.teacher, name="live"),
    path("live/<str:secret>/panel/", live_views.teacher_panel, name="live-panel"),
    path("live/<str:secret>/step/", live_views.teacher_step, name="live-step"),
    path("screen/<str:key>/", screen_views.screen, name="screen"),
    path("screen/<str:key>/poll/", screen_views.screen_poll, name="screen-poll"),
    path("live/<str:secret>/report.csv", live_views.teacher_csv, name="live-csv"),
]
