"""URLs: pages under `/es/` and `/en/`, the JSON API under `/api/v1/` for both languages at once."""

from django.conf.urls.i18n import i18n_patterns
from django.urls import include, path

from naipes_site import views

urlpatterns = [
    path("", views.root, name="root"),
    path("favicon.ico", views.favicon),
    # The trainers' API sits beside the engine's, under the same version prefix.
    path("api/v1/trainers/", include("api.trainer_urls")),
    path("api/v1/", include("api.urls")),
    # The LTI endpoints a learning platform calls (login, launch, keys, registration): one address for both
    # languages, which the launch then chooses from the platform's locale.
    path("lti/", include("lti.urls")),
]

urlpatterns += i18n_patterns(
    path("", views.home, name="home"),
    path("trainers/", include("trainers.urls")),
    path("counters/", include("counters.urls")),
    path("classroom/", include("classroom.urls")),
    path("practice/", include("practice.urls")),
    path("join/", include("classroom.join_urls")),
    path("api/", include("api.page_urls")),
    path("search/", include("search.urls")),
    path("judges/", include("judges.urls")),
    path("lti/", include("lti.page_urls")),
    path("", include("naipes_site.page_urls")),
)

handler400 = "naipes_site.views.bad_request"
handler404 = "naipes_site.views.page_not_found"
handler500 = "naipes_site.views.server_error"
