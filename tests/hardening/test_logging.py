"""A 500 is logged, to stderr with the shipped settings, with its path and request id, and without the
query string, the body or cookies (which may hold names and tokens)."""

import logging

import pytest
from django.conf import settings
from django.test import Client, override_settings

from naipes_site.logs import RequestIdFilter

pytestmark = pytest.mark.django_db


def test_the_shipped_settings_log_to_stderr():
    handler = settings.LOGGING["handlers"]["stderr"]
    assert handler["class"] == "logging.StreamHandler" and handler["stream"] == "ext://sys.stderr"
    assert settings.LOGGING["root"]["handlers"] == ["stderr"]


def test_every_answer_carries_a_request_id():
    response = Client().get("/es/")
    assert len(response["X-Request-ID"]) == 32


def test_a_proxys_request_id_is_kept_and_a_hostile_one_replaced():
    assert Client().get("/es/", HTTP_X_REQUEST_ID="abcdef0123456789")["X-Request-ID"] == "abcdef0123456789"
    assert "<" not in Client().get("/es/", HTTP_X_REQUEST_ID="<script>alert(1)</script>")["X-Request-ID"]


@override_settings(ROOT_URLCONF="tests.hardening.boom_urls")
def test_a_500_is_logged_with_path_and_request_id_and_no_personal_data(caplog):
    client = Client(raise_request_exception=False)
    with caplog.at_level(logging.ERROR):
        response = client.post("/boom/?name=Secret+Ana", {"player": "Private Bea"},
                               HTTP_X_REQUEST_ID="req-0123456789", HTTP_COOKIE="sessionid=s3cr3t")
    assert response.status_code == 500
    records = [r for r in caplog.records if r.name == "django.request" and r.levelno == logging.ERROR]
    assert len(records) == 1
    record = records[0]
    RequestIdFilter().filter(record)
    assert record.request_id == "req-0123456789"
    line = logging.Formatter(settings.LOGGING["formatters"]["line"]["format"]).format(record)
    assert "/boom/" in line and "request_id=req-0123456789" in line and "RuntimeError" in line
    for secret in ("Secret", "Private", "s3cr3t"):
        assert secret not in line


def test_an_api_failure_is_logged_with_the_request_id(caplog):
    from api.http import endpoint

    @endpoint(None)
    def broken(request):
        raise RuntimeError("api boom")

    from django.test import RequestFactory

    from naipes_site.middleware import RequestIdMiddleware

    request = RequestFactory().get("/api/v1/x", HTTP_X_REQUEST_ID="api-req-123456")
    with caplog.at_level(logging.ERROR):
        response = RequestIdMiddleware(broken)(request)
    assert response.status_code == 500
    record = next(r for r in caplog.records if r.levelno == logging.ERROR)
    RequestIdFilter().filter(record)
    assert record.request_id == "api-req-123456"
