"""A launch's steps as a browser takes them, through Django's test client."""

from __future__ import annotations

from tests.lti.platform import Platform


def login(client, platform: Platform, **hint):
    """The platform's login initiation; the tool's answer (a redirect to the platform's authorisation)."""
    return client.get(platform.login_url(**hint))


def launch(client, platform: Platform, **claims):
    """Login, authorisation, launch: the tool's answer to the launch's form post."""
    redirect = login(client, platform)
    assert redirect.status_code == 302, redirect.content
    data = platform.authorize(redirect["Location"], **claims)
    return client.post("/lti/launch/", {"id_token": data["id_token"], "state": data["state"]}), data
