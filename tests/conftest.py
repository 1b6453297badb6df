"""Shared test set-up: hypothesis profiles, Playwright pointed at Debian's Chromium, and the fixtures tests in
several folders share."""

import os
import shutil

import pytest
from django.contrib.sessions.middleware import SessionMiddleware
from django.test.signals import template_rendered
from hypothesis import HealthCheck, settings

import naipes
import naipes.games

# Playwright's sync API keeps an event loop running, which Django would take for async code.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

# `dev`, the default (every run, CI's too): 60 examples where a test names no number of its own. A
# property that must search wider names its own number, which no profile overrides, and each bug a
# property found stays as a plain test of its example. `thorough` (`make fuzz`): 200.
settings.register_profile("dev", max_examples=60, deadline=None)
settings.register_profile(
    "thorough", max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))


def chromium_path() -> str:
    """`playwright install` cannot download browsers here: Debian's Chromium, its headless shell where it is
    installed (`make test` installs it): the same engine without the full browser's windowing, the Chromium
    Playwright itself runs headless, at about half the full browser's CPU for the same pages. The binary
    itself, not Debian's shell wrapper in /usr/bin. `CHROMIUM_PATH` chooses another."""
    shell = "/usr/lib/chromium/chromium-headless-shell"
    return (
        os.environ.get("CHROMIUM_PATH")
        or (shell if os.access(shell, os.X_OK) else None)
        or shutil.which("chromium-headless-shell")
        or shutil.which("chromium")
        or "/usr/bin/chromium"
    )


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {
        **browser_type_launch_args,
        "executable_path": chromium_path(),
        "args": [
            "--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--no-first-run",
        ],
    }


@pytest.fixture
def browser_context_args(browser_context_args):
    return {**browser_context_args, "locale": "es-ES"}


@pytest.fixture
def sessions_opened(monkeypatch) -> list[str]:
    """The paths of the requests that reached the session middleware (the quick polls' tests: none should)."""
    seen: list[str] = []
    original = SessionMiddleware.process_request

    def spy(self, request):
        seen.append(request.path)
        return original(self, request)

    monkeypatch.setattr(SessionMiddleware, "process_request", spy)
    return seen


@pytest.fixture
def decoded(monkeypatch) -> list[tuple[str, str]]:
    """The table codes :func:`naipes_site.table_rules.decode` reads while the test runs, ``(game, code)`` in order
    (the decoder keeps its answers, but each call is a reading): a request reads its table once
    (rules-decisions §40)."""
    from naipes_site import table_rules  # once Django is set up

    calls: list[tuple[str, str]] = []
    decode = table_rules.decode

    def counted(game: str, text: str):
        calls.append((game, text))
        return decode(game, text)

    monkeypatch.setattr(table_rules, "decode", counted)
    return calls


@pytest.fixture
def renders():
    """The name of each template rendered while the test runs, in order."""
    seen: list[str] = []

    def note(sender, template, **kwargs):
        seen.append(template.name)

    template_rendered.connect(note)
    yield seen
    template_rendered.disconnect(note)


@pytest.fixture
def register_game(monkeypatch):
    """Registers one more game after the registry's own (``register_game("toy")``) for the test, as the one
    shared edit of CONTRIBUTING.md's "Adding a game" would: the loaders of :mod:`naipes.games` read the registry
    afresh then, and again once the test has put everything it patched back."""

    def register(slug: str) -> None:
        monkeypatch.setattr(naipes, "GAME_SLUGS", (*naipes.GAME_SLUGS, slug))
        naipes.games.forget()

    yield register
    monkeypatch.undo()
    naipes.games.forget()
