"""Helpers for the judges' tests."""


def page(client, path, **query):
    """GET a judge's page with the position as its query: (status, HTML)."""
    response = client.get(path, query)
    return response.status_code, response.content.decode()
