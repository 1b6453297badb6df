"""The site's HTML forms, found by crawling it: every page the URLconf serves without a parameter,
every trainer and rule page, and the score sheets the start forms create when sent as shown."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from html.parser import HTMLParser
from urllib.parse import urlencode, urlsplit

from django.urls import LocalePrefixPattern, URLPattern, URLResolver, get_resolver, resolve

from naipes_site.games import game_infos


@dataclass
class Form:
    page: str
    action: str
    method: str
    fields: dict[str, list[str]] = field(default_factory=dict)
    """Each field's name and the values a browser could send for it (options, or what is shown)."""
    defaults: list[tuple[str, str]] = field(default_factory=list)
    """What a browser sends untouched (empty text boxes filled with a name, so a start form works)."""

    radios: dict[str, str] = field(default_factory=dict)
    """Each radio group's first value, sent when none is checked (a user picks one)."""

    @property
    def id(self) -> str:
        """The view behind the form and the game or drill it is about (not the sheet's token)."""
        match = resolve(urlsplit(self.action).path)
        about = match.kwargs.get("slug") or match.kwargs.get("game") or ""
        return f"{self.method} {match.view_name} {about}".strip()

    def browser_defaults(self) -> list[tuple[str, str]]:
        chosen = {name for name, _v in self.defaults}
        return self.defaults + [(n, v) for n, v in self.radios.items() if n not in chosen]


class _Parser(HTMLParser):
    def __init__(self, page: str) -> None:
        super().__init__()
        self.page = page
        self.forms: list[Form] = []
        self.form: Form | None = None
        self.select: str | None = None
        # Round and round: a page holds as many empty boxes as its games' start forms ask for.
        self.names = itertools.cycle(["Ana", "Bea", "Cris", "Dani", "Eva", "Fede", "Gus", "Hugo"])

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "form":
            self.form = Form(self.page, a.get("action") or self.page, (a.get("method") or "get").upper())
            self.forms.append(self.form)
            return
        if self.form is None:
            return
        name = a.get("name")
        if tag == "input" and name:
            kind = (a.get("type") or "text").lower()
            value = a.get("value") or ""
            self.form.fields.setdefault(name, []).append(value)
            if kind in ("checkbox", "radio"):
                if kind == "radio":
                    self.form.radios.setdefault(name, value)
                if "checked" in a:
                    self.form.defaults.append((name, value))
            elif kind not in ("submit", "button", "reset"):
                numeric = kind == "number" or a.get("inputmode") in ("numeric", "decimal")
                if not value and numeric:
                    value = a.get("min") or "1"
                elif not value and kind in ("text", "search"):
                    value = next(self.names)
                self.form.defaults.append((name, value))
        elif tag == "textarea" and name:
            self.form.fields.setdefault(name, []).append("")
            self.form.defaults.append((name, ""))
        elif tag == "select" and name:
            self.select = name
            self.form.fields.setdefault(name, [])
        elif tag == "option" and self.select:
            self.form.fields[self.select].append(a.get("value", ""))
            if "selected" in a:
                self.form.defaults.append((self.select, a.get("value", "")))
        elif tag == "button" and name:
            self.form.fields.setdefault(name, []).append(a.get("value", ""))

    def handle_endtag(self, tag):
        if tag == "form":
            self.form = None
        elif tag == "select":
            self.select = None


def forms_in(html: str, page: str) -> list[Form]:
    parser = _Parser(page)
    parser.feed(html)
    return parser.forms


def plain_pages(lang: str) -> list[str]:
    """Every path of the URLconf that takes no parameter, under ``lang``; and the rule, cheat-sheet and
    trainer pages, whose parameters the games and drills give."""
    from trainers.drills import DRILLS

    found: list[str] = []

    def walk(patterns, prefix: str) -> None:
        for p in patterns:
            route = str(p.pattern)
            if isinstance(p, URLResolver):
                if "api/v1" in route:
                    continue  # the API has its own fuzz tests
                inner = f"/{lang}/" if isinstance(p.pattern, LocalePrefixPattern) else prefix + route
                walk(p.url_patterns, inner)
            elif isinstance(p, URLPattern) and "<" not in route and "^" not in route:
                found.append(prefix + route)

    walk(get_resolver().url_patterns, "/")
    pages = set(found)
    pages |= {f"/{lang}/{g.slug}/" for g in game_infos()} | {f"/{lang}/trainers/{s}/" for s in DRILLS}
    pages |= {f"/{lang}/classroom/worksheets/{g.slug}/" for g in game_infos()}
    pages |= {f"/{lang}/classroom/quiz/{g.slug}/" for g in game_infos()}
    return sorted(pages)


def send(client, form: Form, pairs: list[tuple[str, str]], **extra):
    """The form sent as a browser would: urlencoded. ``surrogatepass`` lets a lone surrogate out as the
    invalid UTF-8 a broken client sends."""
    body = urlencode(pairs, errors="surrogatepass")
    if form.method == "POST":
        return client.post(form.action, body, content_type="application/x-www-form-urlencoded", **extra)
    return client.get(f"{form.action}?{body}", **extra)


def crawl(client, lang: str = "es") -> list[Form]:
    """Every distinct form of the site (one per action pattern), following the start forms once."""
    seen: dict[str, Form] = {}
    pages = list(plain_pages(lang))
    visited: set[str] = set()
    while pages:
        page = pages.pop(0)
        if page in visited or len(visited) > 400:
            continue
        visited.add(page)
        response = client.get(page)
        if response.status_code != 200 or "html" not in response.get("Content-Type", ""):
            continue
        for form in forms_in(response.content.decode(), page):
            if form.id in seen:
                continue
            seen[form.id] = form
            sent = send(client, form, form.browser_defaults(), follow=True)
            if sent.redirect_chain:
                pages.append(sent.redirect_chain[-1][0].split("#")[0])
    return list(seen.values())
