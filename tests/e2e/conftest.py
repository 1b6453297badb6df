"""Every browser test also checks the Content Security Policy: any `securitypolicyviolation` event on any
page a test visits (screenshots included) fails that test.

Each browser context, the `page` fixture's and those a test opens itself with `browser.new_context`,
gets a script that reports violations to Python as they happen, so a page closed or navigated away
still counts.

Every context still open when a test ends is closed: a live page left open keeps polling the live
server after its test, and Django's test client, listening for any request's exception, would blame
those polls on whichever later test happens to be sending a request.
"""

import pytest
from playwright.sync_api import expect

from tests import search_index as search_index_rows
from tests.e2e.steps import PHONE

# Two xdist workers share two cores with the live servers they drive: a live poll that lands in 1 s on an
# idle machine can take several under load. Waiting longer costs nothing when the page is right.
expect.set_options(timeout=10_000)

REPORT = """
document.addEventListener("securitypolicyviolation", (event) => {
  window.__naipesCspViolation(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname}`);
});
"""


def watch(context, seen: list[str], watched: set[int]) -> None:
    if id(context) in watched:
        return
    watched.add(id(context))
    context.expose_function("__naipesCspViolation", lambda text: seen.append(text))
    context.add_init_script(REPORT)


@pytest.fixture(autouse=True)
def no_csp_violations(request, monkeypatch):
    names = request.fixturenames
    if "page" not in names and "context" not in names and "browser" not in names:
        yield
        return
    seen: list[str] = []
    watched: set[int] = set()
    browser = request.getfixturevalue("browser")
    opened = browser.new_context

    def new_context(*args, **kwargs):
        context = opened(*args, **kwargs)
        watch(context, seen, watched)
        return context

    monkeypatch.setattr(browser, "new_context", new_context)
    own = None  # pytest-playwright's context, which it closes itself
    if "page" in names or "context" in names:
        own = request.getfixturevalue("context")
        watch(own, seen, watched)
    yield
    for context in browser.contexts:
        if context is not own:
            context.close()
    assert seen == [], f"Content Security Policy violations: {seen}"


def errors_of(page) -> list[str]:
    """JavaScript errors and console errors (CSP violations included) that ``page`` meets from now on."""
    seen: list[str] = []
    page.on("pageerror", lambda exc: seen.append(str(exc)))
    page.on("console", lambda msg: seen.append(msg.text) if msg.type == "error" else None)
    return seen


@pytest.fixture
def errors(page):
    """The JavaScript and console errors of the ``page`` fixture."""
    return errors_of(page)


@pytest.fixture
def index(live_server):
    """The search index in the live server's database (emptied after each browser test), read once
    in this process as a server reads it at its first query (:func:`tests.search_index.written`)."""
    from search import index as search_index

    search_index_rows.written()
    search_index.search("baza", "es"), search_index.search("baza", "en")


@pytest.fixture
def phone(browser):
    """A page on a 360 x 740 touch phone (its own browser context, closed when the test ends)."""
    context = browser.new_context(**PHONE)
    yield context.new_page()
    context.close()
