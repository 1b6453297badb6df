"""API tests send JSON the way a client would and read the JSON back."""

import json

import pytest


@pytest.fixture
def post(client):
    """POST a JSON body to /api/v1/<path>; returns (status, decoded answer)."""

    def send(path, body):
        data = body if isinstance(body, str | bytes) else json.dumps(body)
        response = client.post(f"/api/v1/{path}", data, content_type="application/json")
        assert response["Content-Type"] == "application/json; charset=utf-8"
        return response.status_code, json.loads(response.content)

    return send


@pytest.fixture
def get(client):
    """GET /api/v1/<path> with a query; returns (status, decoded answer)."""

    def send(path, query=None):
        response = client.get(f"/api/v1/{path}", query or {})
        assert response["Content-Type"] == "application/json; charset=utf-8"
        return response.status_code, json.loads(response.content)

    return send
