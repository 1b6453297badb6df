from django.urls import path

from judges import views
from naipes_site.routes import named

app_name = "judges"

urlpatterns = [
    path("", views.index, name="index"),
    *named(views, "trick", "play", "points", route="<slug:game>/{}/"),
    path("<slug:game>/", views.hand, name="hand"),  # a judge of a game's hands: /judges/docena/
]
