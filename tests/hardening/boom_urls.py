"""The site's URLconf plus one view that always fails, to see where a 500 is logged."""

from django.urls import path

from naipes_site.urls import handler400, handler404, handler500, urlpatterns as site_patterns  # noqa: F401


def boom(request):
    raise RuntimeError("boom for the log test")


urlpatterns = [path("boom/", boom), *site_patterns]


def no_database(request):
    from django.db import OperationalError

    raise OperationalError("connection to server at 127.0.0.1 failed: Connection refused")


urlpatterns = [path("es/no-database/", no_database), path("en/no-database/", no_database), *urlpatterns]
