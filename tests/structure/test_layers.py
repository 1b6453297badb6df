"""Imports only go down the layers (CONTRIBUTING.md, "Layers"):

    naipes  ←  wording  ←  naipes_site  ←  trainers  ←  api, classroom, counters and any other app

The engine and the wording are plain Python: the standard library and the layers below them, nothing
else (no Django). The apps on the top floor never import each other. Every project file is read with
``ast``, so imports inside functions count, and so do the modules named to ``importlib.import_module``
and the dotted strings a setting or an ``import_string`` resolves (``"judges.search_documents"``).
Templates obey the same order: the tag libraries they ``{% load %}``, the templates they
``{% include %}`` or ``{% extends %}`` and the URL names they ``{% url %}`` belong to their own
package or a lower layer (the site's own templates, in ``templates/``, are the site layer's).
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

from django.conf import settings

from tests.structure.files import project_files as listed

ROOT = Path(__file__).resolve().parents[2]
LAYERS = {"naipes": 0, "wording": 1, "naipes_site": 2, "trainers": 3}
TOP = max(LAYERS.values()) + 1  # api, classroom, counters, tests, bench… and any app added later
PURE = {"naipes", "wording"}  # standard library and lower layers only
SKIP = {".venv", "node_modules", "staticfiles", ".git"}
SITE_TEMPLATES = "templates"  # the project's own template folder: the site layer's
APPS = {name.split(".")[0] for name in settings.INSTALLED_APPS}
"""The installed apps: on the top floor they never import each other (tests, bench and scripts may)."""

COMPOSITION_ROOT = {
    # The project URLconf includes every app's URLs by dotted string (CONTRIBUTING.md, "Layers").
    "naipes_site/urls.py": "include",
}
"""Files allowed to name higher layers in strings, and the one call whose string arguments may."""

SITE_LINKS_TO_APPS = {
    "templates/base.html": {"trainers", "judges", "counters", "classroom", "search", "api"},
    "templates/naipes_site/home.html": {"trainers", "judges", "counters", "classroom", "practice"},
    "templates/naipes_site/rule_page.html": {"trainers", "judges", "counters", "practice"},
}
"""The layout, the home page and the rule pages link to each app's front door by URL name (where the
game registry's flags say a game has a score sheet, judges, a practice hand), as the project URLconf
includes each app's URLs: the packages whose URL names each may use. No other template may."""


def project_files() -> list[Path]:
    return [p for p in listed(ROOT, SKIP) if p.suffix == ".py"]


def owner(path: Path) -> str:
    """The top-level package (or module) a file belongs to."""
    return path.relative_to(ROOT).parts[0].removesuffix(".py")


def local_names() -> set[str]:
    return {owner(p) for p in project_files()}


LOADER = "naipes/games/__init__.py"
"""The one module that imports by a computed name: a layer's ``games/<slug>`` modules, inside the package its
caller names (``naipes.games.modules("api.games")``)."""
GAME_LOADERS = ("modules", "module", "missing", "lacking")
"""``naipes.games``' functions: the package named to them counts as imported by the caller, layer rules and all."""


def _names_games(node: ast.expr) -> bool:
    """``games`` or ``naipes.games``: the loader, as callers reach it."""
    return (isinstance(node, ast.Name) and node.id == "games") or (isinstance(node, ast.Attribute) and node.attr == "games")


def _literal_prefix(node: ast.expr, package: str) -> str | None:
    """The module a string or f-string names: ``"trainers.drills"``, ``f"{__name__}.{x}"``."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr) and node.values:
        first = node.values[0]
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            return first.value
        if isinstance(first, ast.FormattedValue) and isinstance(first.value, ast.Name) \
                and first.value.id in ("__name__", "__package__"):
            return package
    return None


def nodes_of(path: Path) -> list[ast.AST]:
    """Every node of a file's syntax tree, walked once for all the checks that read it."""
    return list(ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))))


def imported(path: Path, nodes: list[ast.AST] | None = None) -> list[tuple[int, str]]:
    """``(line, top-level name)`` of every import in a file, wherever it stands."""
    package = owner(path)
    found: list[tuple[int, str]] = []
    for node in nodes if nodes is not None else nodes_of(path):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name.split(".")[0]) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            found.append((node.lineno, package if node.level else (node.module or "").split(".")[0]))
        elif isinstance(node, ast.Call) and node.args:
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            loader = name in GAME_LOADERS and isinstance(func, ast.Attribute) and _names_games(func.value)
            if name in ("import_module", "__import__") or loader:
                target = _literal_prefix(node.args[0], package)
                if target is None and loader:
                    continue  # a variable handed on: the loader's caller names the package (checked there)
                if target is None and path.relative_to(ROOT).as_posix() != LOADER:
                    found.append((node.lineno, "<computed>"))
                elif target is not None and not target.startswith("."):
                    found.append((node.lineno, target.split(".")[0]))
    return found


DOTTED = re.compile(r"^[a-z_][a-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)+$")


def _docstrings(nodes: list[ast.AST]) -> set[int]:
    return {id(node.body[0].value) for node in nodes
            if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
            and node.body and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}


def _names_a_module(dotted: str) -> bool:
    """``"judges.search_documents.documents"`` names a project module (a package and a module in it)."""
    package, module = dotted.split(".")[:2]
    return (ROOT / package / f"{module}.py").is_file() or (ROOT / package / module / "__init__.py").is_file()


def named_in_strings(path: Path, nodes: list[ast.AST] | None = None) -> list[tuple[int, str]]:
    """``(line, top-level name)`` of every dotted string naming another package's module (settings,
    ``import_string``, an AppConfig's attribute…), but the composition root's own call (``include``)."""
    nodes = nodes if nodes is not None else nodes_of(path)
    allowed_call = COMPOSITION_ROOT.get(path.relative_to(ROOT).as_posix())
    skipped = _docstrings(nodes)
    for node in nodes:
        if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", None)) == allowed_call:
            skipped |= {id(arg) for arg in node.args}
    here = owner(path)
    return [(node.lineno, node.value.split(".")[0]) for node in nodes
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skipped
            and DOTTED.match(node.value) and node.value.split(".")[0] != here and _names_a_module(node.value)]


def layer(name: str) -> int:
    return LAYERS.get(name, TOP)


def wrong_way(here: str, name: str, local: set[str]) -> str | None:
    """Why ``here`` may not depend on ``name``, or ``None`` when it may."""
    if name not in local or name == here:
        return None
    if layer(here) < TOP and layer(name) >= layer(here):
        return f"{here} (layer {layer(here)}) may only use lower layers"
    if here in APPS and name in APPS and layer(here) == layer(name) == TOP:
        return f"{here} and {name} are apps on the same floor: move what both need down to a lower layer"
    return None


def violations() -> list[str]:
    local = local_names()
    bad = []
    for path in project_files():
        here, nodes = owner(path), nodes_of(path)
        for line, name in imported(path, nodes):
            where = f"{path.relative_to(ROOT)}:{line} imports {name}"
            if name == "<computed>":
                bad.append(f"{where}: name the module with a string literal")
            elif why := wrong_way(here, name, local):
                bad.append(f"{where}: {why}")
            elif here in PURE and name not in local and name not in sys.stdlib_module_names:
                bad.append(f"{where}: {here} is plain Python (standard library and lower layers only)")
        for line, name in named_in_strings(path, nodes):
            if why := wrong_way(here, name, local):
                bad.append(f"{path.relative_to(ROOT)}:{line} names {name} in a string: {why}")
    return bad


# -- Templates -------------------------------------------------------------------------------------

TAG = re.compile(r"{%\s*(load|include|extends|url)\s+(.*?)\s*%}", re.S)
QUOTED = re.compile(r"""^(['"])(.+?)\1""")


def template_files() -> list[Path]:
    return [p for p in listed(ROOT, SKIP) if p.suffix == ".html" and "templates" in p.relative_to(ROOT).parts]


def template_owner(path: Path) -> str:
    top = path.relative_to(ROOT).parts[0]
    return "naipes_site" if top == SITE_TEMPLATES else top


def template_name(path: Path) -> str:
    """The name a template is found by: its path under the ``templates`` folder that holds it."""
    parts = path.relative_to(ROOT).parts
    return "/".join(parts[parts.index("templates") + 1:])


def tag_libraries() -> dict[str, str]:
    """Each project tag library (``{% load naipes %}``) and the package that defines it."""
    return {p.stem: owner(p) for p in project_files() if p.parent.name == "templatetags" and p.stem != "__init__"}


def url_names() -> dict[str, str]:
    """Each URL namespace (``"trainers"``) and each name outside a namespace (``"rule-page"``), with the
    package of the URLconf that defines it."""
    found: dict[str, str] = {}
    for path in project_files():
        if not path.name.endswith("urls.py"):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        namespace = next((node.value.value for node in ast.walk(tree) if isinstance(node, ast.Assign)
                          and any(getattr(target, "id", "") == "app_name" for target in node.targets)
                          and isinstance(node.value, ast.Constant)), None)
        if namespace:
            found[namespace] = owner(path)
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.keyword) and node.arg == "name" and isinstance(node.value, ast.Constant):
                found[str(node.value.value)] = owner(path)
    return found


def template_uses(path: Path) -> list[tuple[int, str, str]]:
    """``(line, what, target)``: each tag library loaded, template included or extended, and URL name
    (its namespace, or the whole name outside one) that a template names literally."""
    text = path.read_text(encoding="utf-8")
    uses = []
    for match in TAG.finditer(text):
        line = text.count("\n", 0, match.start()) + 1
        kind, rest = match.groups()
        if kind == "load":
            words = rest.split()
            libraries = words[words.index("from") + 1:] if "from" in words else words
            uses += [(line, "load", library) for library in libraries]
        elif quoted := QUOTED.match(rest):
            target = quoted.group(2)
            uses.append((line, kind, target.split(":")[0] if kind == "url" else target))
    return uses


def template_violations() -> list[str]:
    local = local_names()
    libraries, urls = tag_libraries(), url_names()
    templates = {template_name(p): template_owner(p) for p in template_files()}
    bad = []
    for path in template_files():
        here, where = template_owner(path), path.relative_to(ROOT).as_posix()
        for line, kind, target in template_uses(path):
            name = {"load": libraries, "url": urls}.get(kind, templates).get(target)
            if name is None:
                continue  # Django's own tags, templates and names
            if kind == "url" and name in SITE_LINKS_TO_APPS.get(where, ()):
                continue
            if why := wrong_way(here, name, local):
                bad.append(f"{where}:{line} {kind} {target!r} of {name}: {why}")
    return bad


def test_imports_only_go_down_the_layers():
    assert violations() == []


def test_templates_only_use_their_own_layer_and_lower_ones():
    assert template_violations() == []


def test_the_checker_sees_every_kind_of_import(tmp_path, monkeypatch):
    """A file of the engine that imports upward in each way the checker knows is caught each time."""
    engine = tmp_path / "naipes"
    engine.mkdir()
    (engine / "bad.py").write_text(
        "import os\n"
        "import django\n"
        "from wording import text\n"
        "def late():\n"
        "    from trainers.drills import DRILLS\n"
        "    import importlib\n"
        "    importlib.import_module('api.http')\n"
        "    importlib.import_module(f'{__name__}.inner')\n"
        "    importlib.import_module(name)\n"
        "from . import cards\n",
        encoding="utf-8",
    )
    for app in ("wording", "trainers", "api"):
        (tmp_path / app).mkdir()
        (tmp_path / app / "__init__.py").write_text("", encoding="utf-8")
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    found = "\n".join(violations())
    assert "imports django" in found
    assert "imports wording" in found
    assert "imports trainers" in found
    assert "imports api" in found
    assert "string literal" in found
    assert "imports os" not in found and "imports naipes" not in found


def test_the_layers_are_the_project_s_packages():
    assert set(LAYERS) <= local_names()


def test_the_doctests_of_every_app_run():
    """pytest collects doctests from ``testpaths`` (pyproject.toml): every top-level package is listed."""
    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["pytest"]["ini_options"]["testpaths"])
    packages = {p.parent.name for p in ROOT.glob("*/__init__.py")} - {"bench", "scripts"}
    assert packages <= listed


def test_the_checker_sees_templates_strings_and_sideways_imports(tmp_path, monkeypatch):
    """A site template that loads a trainers' tag library, includes an app's template and names an app's
    URL; a setting that names an app's module; an app importing another: each is caught."""
    files = {
        "trainers/__init__.py": "",
        "trainers/templatetags/learning.py": "",
        "api/__init__.py": "",
        "api/urls.py": "app_name = 'api'\n",
        "api/views.py": "",
        "api/templates/api/_box.html": "",
        "search/__init__.py": "import api.views\n",
        "naipes_site/__init__.py": "",
        "naipes_site/settings.py": "VIEW = 'api.views.page'\n",
        "naipes_site/urls.py": "include('api.urls')\n",
        "templates/page.html": "{% load i18n learning %}{% include 'api/_box.html' %}{% url 'api:page' %}",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    module = sys.modules[__name__]
    monkeypatch.setattr(module, "ROOT", tmp_path)
    monkeypatch.setattr(module, "APPS", {"naipes_site", "trainers", "api", "search"})
    found = "\n".join(violations() + template_violations())
    assert "search/__init__.py:1 imports api: search and api are apps on the same floor" in found
    assert "naipes_site/settings.py:1 names api in a string" in found
    assert "naipes_site/urls.py" not in found  # the project URLconf includes apps by dotted string
    assert "templates/page.html:1 load 'learning' of trainers" in found
    assert "templates/page.html:1 include 'api/_box.html' of api" in found
    assert "templates/page.html:1 url 'api' of api" in found
    assert "'i18n'" not in found
