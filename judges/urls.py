from django.urls import path

from judges import views
from naipes_site.routes import named

app_name = "judges"

urlpatterns = [
    path("", views.index, name="index"),
    *named(views, "docena"),
    *named(views, "trick", "play", "points", route="<slug:game>/{}/"),
]
