"""How an app adds to what a layer below it does: the one way (CONTRIBUTING.md, "Adding to a lower layer").

A layer below the apps may not import them (``tests/structure/test_layers.py``). Where it needs what
they offer, it owns a **registry** (a :class:`Registry`, or a ``register`` function), and an app fills
it from a module of its own **named after the hook** (a hook of :data:`HOOKS`). When the site starts,
:func:`discover` imports that module from every installed app that has one, as Django finds ``admin``
modules. There is no other way: no dotted strings to resolve, no template tags looked up from a lower
layer's templates, no registering from ``AppConfig.ready``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, Generic, TypeVar

from django.http import HttpRequest, HttpResponse
from django.utils.module_loading import autodiscover_modules
from django.utils.safestring import SafeString

T = TypeVar("T")


class Registry(Generic[T]):
    """What the apps offer for one hook, in the order the apps are installed."""

    def __init__(self, hook: str) -> None:
        self.hook = hook
        self._entries: list[T] = []

    def register(self, entry: T) -> T:
        """Add ``entry`` (once); returns it, so it serves as a decorator."""
        if entry not in self._entries:
            self._entries.append(entry)
        return entry

    def __iter__(self) -> Iterator[T]:
        return iter(self._entries)


class Links(Registry[tuple[str, Callable[..., str]]]):
    """Pages of the apps a lower layer's code links to, each known by what it is for (one of ``purposes``),
    never by the app's URL name or a typed path: the app that owns the page registers the function that
    gives its address (``@SEARCH_LINKS.link("join")``), and an app that is not installed offers none."""

    def __init__(self, hook: str, purposes: dict[str, str]) -> None:
        super().__init__(hook)
        self.purposes = purposes

    def link(self, purpose: str) -> Callable[[Callable[..., str]], Callable[..., str]]:
        """A decorator: the function gives the address of the page for ``purpose``."""
        if purpose not in self.purposes:
            raise ValueError(f"{purpose!r} is none of the {self.hook} hook's purposes: {', '.join(self.purposes)}")

        def register(url: Callable[..., str]) -> Callable[..., str]:
            self.register((purpose, url))
            return url

        return register

    def url(self, purpose: str, *args: str) -> str | None:
        """The address of the page for ``purpose`` (``args`` are its own: a game's slug), or ``None`` when no
        installed app offers one."""
        return next((url(*args) for offered, url in self if offered == purpose), None)


SearchDocuments = Callable[[str], list[dict[str, Any]]]
"""A language → dicts of a search document's fields (``search.documents.Document``)."""

HomePanel = Callable[[HttpRequest], SafeString]
"""A request → the HTML of a panel on the home page (an app's invitation: "practise now")."""

Middleware = Callable[[Callable[[HttpRequest], HttpResponse]], Callable[[HttpRequest], HttpResponse]]
"""A Django middleware factory: given the handler below it, the handler it puts in its place."""

SEARCH_DOCUMENTS: Registry[SearchDocuments] = Registry("search_documents")
EARLY_MIDDLEWARE: Registry[Middleware] = Registry("early_middleware")
HOME_PANELS: Registry[HomePanel] = Registry("home_panels")
SEARCH_LINKS = Links("search_links", {
    "join": "the page where a student types a class code",
    "classroom": "the teachers' worksheets, quizzes and live classes",
    "practice hand": "a game's practice hand (the game's slug)",
    "score sheets": "the score sheets' start page",
    "trick judge": "a game's trick judge (the game's slug); a position follows as a query string",
    "hand judge": "a game's judge of hands (the game's slug); the hand follows as a query string",
    "play judge": "a game's judge of which cards may be played (the game's slug)",
    "api": "the page that documents the JSON API",
    "bots strength": "the page of the bots' measured strength (a game's slug, optional: its own part)",
    "shared deal": "the same deal for everyone: today's deals and a code to type",
    "worksheet": "a game's worksheet set-up for a class (the game's slug)",
    "quiz": "a game's quiz set-up for a class (the game's slug)",
    "live class": "a game's live class set-up (the game's slug)",
})
"""The apps' pages the site search names as tools or answers (``search.tools``, ``search.answers``)."""

HOOKS: dict[str, str] = {
    "checks": "django.core.checks.register, tag naipes_site.checks.TAG: a start-up check (manage.py, wsgi)",
    "retention": "naipes_site.retention.register: a table's rows past their time, pruned by `manage.py prune`; "
                 "trainers.retention.learner_rows: a table kept under a learner's id, pruned with the learner",
    "inserts": "naipes_site.inserts.insert: an [[insert]] for the rule pages",
    "search_documents": "naipes_site.plugins.SEARCH_DOCUMENTS: documents for the site search",
    "home_panels": "naipes_site.plugins.HOME_PANELS: a panel under the home page's title",
    "search_links": "naipes_site.plugins.SEARCH_LINKS: the address of a page the site search links to",
    "progress_sections": "trainers.progress_sections.register: a section of the learner's progress page",
    "judge_links": "trainers.judge_links.register: the judge's address for a class's question, for the debrief",
    "early_middleware": "naipes_site.plugins.EARLY_MIDDLEWARE: a middleware that answers before the stack",
    "review_items": "trainers.review_items.register: a review card that is no drill question, asked at the app's page",
    "activities": "naipes_site.activities.KINDS: activities another site (a learning platform) links to; "
                  "naipes_site.activities.HOSTS: a site that frames them and takes their scores",
}
"""Each hook (the module name an app fills it from) and the registry that module fills."""


def discover() -> None:
    """Import every installed app's module for each hook, which fills the registries."""
    autodiscover_modules(*HOOKS)


class EarlyMiddleware:
    """The apps' :data:`EARLY_MIDDLEWARE`, in the order the apps are installed, where the settings put this
    one: just under the guards, so a request they can answer (a live class's unchanged poll) skips the
    sessions, language, CSRF and CSP layers below."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        handler = get_response
        for factory in reversed(list(EARLY_MIDDLEWARE)):
            handler = factory(handler)
        self.handler = handler

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.handler(request)
