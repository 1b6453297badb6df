"""Python names URLs by the layers' rule too (CONTRIBUTING.md, "Layers"): the URL name a module passes to
``reverse``, ``reverse_lazy``, ``redirect`` or ``resolve_url`` (``"judges:trick"``, ``f"counters:{kind}"``),
and any ``"namespace:name"`` string it keeps for them, belongs to the module's own package or a lower layer,
exactly as a template's ``{% url %}`` (``test_layers.template_violations``). A path typed in a string or an
f-string (``f"/{lang}/judges/…"``, ``"/api/v1/…"``) is read by the project URLconf's prefixes and obeys the
same rule: a route moves without a sound, and a typed path hides which app a module depends on. What an app
needs of another's pages goes through a hook (CONTRIBUTING.md, "Adding to a lower layer").
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from tests.structure import test_layers as layers

URL_CALLS = {"reverse", "reverse_lazy", "redirect", "resolve_url"}
"""The calls whose first argument is a URL name (``redirect`` and ``resolve_url`` also take a path)."""

NAMESPACED = re.compile(r"^([a-z][a-z0-9_-]*):[a-z0-9_-]*$")
"""A ``"namespace:name"`` string (or the ``"namespace:"`` an f-string starts with)."""

TYPED = re.compile(r"^/(?:(?:\{\}|[a-z]{2})/)?(?P<route>[a-z0-9_-]+/.*)", re.S)
"""A path on this site, with or without its language (``/{lang}/``, ``/es/``): the route after it."""



def _text(node: ast.expr) -> str | None:
    """A string's text, an f-string's with ``{}`` for each value; ``None`` for anything else."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(part.value if isinstance(part, ast.Constant) else "{}" for part in node.values)
    return None


def route_prefixes(root: Path) -> dict[str, str]:
    """Each prefix the project URLconf includes an app's URLs under (``"judges/"``, ``"api/v1/"``), with the
    package of the URLconf it includes."""
    tree = ast.parse((root / "naipes_site" / "urls.py").read_text(encoding="utf-8"))
    found = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "path" and len(node.args) > 1:
            route, target = node.args[0], node.args[1]
            if isinstance(route, ast.Constant) and route.value and isinstance(target, ast.Call) \
                    and getattr(target.func, "id", "") == "include" and isinstance(target.args[0], ast.Constant):
                found[route.value] = str(target.args[0].value).split(".")[0]
    return found


def url_uses(path: Path, nodes: list[ast.AST]) -> list[tuple[int, str, str]]:
    """``(line, what, target)``: each URL name's namespace (or the whole name outside one) a module names,
    and each route prefix it types a path under."""
    skipped = layers._docstrings(nodes)
    called = {id(node.args[0]) for node in nodes if isinstance(node, ast.Call) and node.args
              and getattr(node.func, "id", getattr(node.func, "attr", None)) in URL_CALLS}
    skipped |= {id(part) for node in nodes if isinstance(node, ast.JoinedStr) for part in node.values}
    uses = []
    for node in nodes:
        if id(node) in skipped or not isinstance(node, ast.Constant | ast.JoinedStr) or (text := _text(node)) is None:
            continue
        if (typed := TYPED.match(text)) is not None:
            uses.append((node.lineno, "path", typed["route"]))
        elif (named := NAMESPACED.match(text.split("{}")[0] if "{}" in text else text)) is not None:
            uses.append((node.lineno, "url", named.group(1)))
        elif id(node) in called and "{}" not in text and "/" not in text:
            uses.append((node.lineno, "url", text))
    return sorted(uses)


def python_url_violations() -> list[str]:
    root = layers.ROOT
    local, urls = layers.local_names(), layers.url_names()
    prefixes = route_prefixes(root)
    bad = []
    for path in layers.project_files():
        where = path.relative_to(root).as_posix()
        if where == "naipes_site/urls.py":
            continue
        here = layers.owner(path)
        for line, kind, target in url_uses(path, layers.nodes_of(path)):
            if kind == "path":
                target = next((prefix for prefix in sorted(prefixes, key=len, reverse=True)
                               if target.startswith(prefix)), "")
                name = prefixes.get(target)
            else:
                name = urls.get(target)
            if name is None:
                continue  # Django's own names, and paths of the site's own pages
            if why := layers.wrong_way(here, name, local):
                what = "a path under" if kind == "path" else "URL"
                bad.append(f"{where}:{line} {what} {target!r} of {name}: {why}")
    return bad


def test_python_names_only_its_own_layer_s_urls_and_lower_ones():
    found = python_url_violations()
    assert found == [], "\n".join(found)


def test_the_checker_sees_url_names_and_typed_paths(tmp_path, monkeypatch):
    """An app that reverses, redirects to or keeps another app's URL name, or types a path under its
    prefix, is caught each time; its own names, the site's and Django's are not."""
    files = {
        "naipes_site/__init__.py": "",
        "naipes_site/urls.py": "path('judges/', include('judges.urls'))\npath('api/v1/', include('api.urls'))\n"
                               "path('search/', include('search.urls'))\n",
        "naipes_site/page_urls.py": "path('x/', x, name='home')\n",
        "judges/__init__.py": "",
        "judges/urls.py": "app_name = 'judges'\n",
        "api/__init__.py": "",
        "api/urls.py": "app_name = 'api'\n",
        "search/__init__.py": "",
        "search/urls.py": "app_name = 'search'\n",
        "search/tools.py": (
            '"""A docstring may say reverse("judges:trick") and /es/judges/."""\n'
            "reverse('judges:trick')\n"
            "redirect(f'judges:{kind}')\n"
            "KEPT = {'trick': 'judges:trick'}\n"
            "url = f'/{lang}/judges/paulo/trick/'\n"
            "api = '/api/v1/games/'\n"
            "reverse('search:index')\n"
            "reverse('home')\n"
            "redirect(f'/{lang}/search/')\n"
            "reverse('admin:index')\n"
        ),
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    monkeypatch.setattr(layers, "ROOT", tmp_path)
    monkeypatch.setattr(layers, "APPS", {"naipes_site", "judges", "api", "search"})
    found = python_url_violations()
    assert [line.split(" of ")[0] for line in found] == [
        "search/tools.py:2 URL 'judges'", "search/tools.py:3 URL 'judges'", "search/tools.py:4 URL 'judges'",
        "search/tools.py:5 a path under 'judges/'", "search/tools.py:6 a path under 'api/v1/'",
    ], found
    assert all("search and " in line and "apps on the same floor" in line for line in found)


def test_the_route_prefixes_are_the_project_s():
    prefixes = route_prefixes(layers.ROOT)
    assert prefixes["judges/"] == "judges" and prefixes["join/"] == "classroom" and prefixes["api/v1/"] == "api"



def test_the_search_s_links_are_filled_by_the_apps_that_own_the_pages():
    """Every page the site search names of another app is offered through the ``search_links`` hook by the app
    that owns it, at the address its URL name gives."""
    from django.urls import reverse
    from django.utils import translation

    from naipes_site.plugins import SEARCH_LINKS

    with translation.override("en"):
        assert SEARCH_LINKS.url("join") == reverse("join:join")
        assert SEARCH_LINKS.url("classroom") == reverse("classroom:index")
        assert SEARCH_LINKS.url("practice hand", "tute") == reverse("practice:hand", args=["tute"])
        assert SEARCH_LINKS.url("score sheets") == reverse("counters:index")
        assert SEARCH_LINKS.url("trick judge", "paulo") == reverse("judges:trick", args=["paulo"])
    offered = {purpose: url.__module__ for purpose, url in SEARCH_LINKS}
    assert set(offered) == set(SEARCH_LINKS.purposes)
    assert all(module.endswith(".search_links") for module in offered.values())


def test_a_link_for_no_declared_purpose_is_refused():
    from naipes_site.plugins import Links

    links = Links("no-such-hook-exists", {"join": "the page where a student types a class code"})
    with pytest.raises(ValueError, match="no-such-purpose"):
        links.link("no-such-purpose")
    assert links.url("join") is None
