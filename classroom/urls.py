from django.urls import path

from classroom import sheets, views

app_name = "classroom"

urlpatterns = [
    path("", views.index, name="index"),
    path("code/", views.find_code, name="code"),
    path("worksheets/<slug:game>/", views.setup, {"tool": sheets.WORKSHEET}, name="worksheet-setup"),
    path("worksheets/ready/<str:token>/", views.ready, name="ready"),
    path("sheet/<str:code>/", views.worksheet, name="worksheet"),
    path("key/<str:token>/", views.key, name="key"),
    path("key/<str:token>/<int:number>/", views.correct, name="correct"),
    path("quiz/<slug:game>/", views.setup, {"tool": sheets.QUIZ}, name="quiz-setup"),
    path("quiz/<str:code>/<int:number>/", views.quiz, name="quiz"),
]
