"""Imports only go down the layers (CONTRIBUTING.md, "Layers"):

    naipes  ←  wording  ←  naipes_site  ←  trainers  ←  api, classroom, counters and any other app

The engine and the wording are plain Python: the standard library and the layers below them, nothing
else (no Django). Every project file is read with ``ast``, so imports inside functions count, and so
do the modules named to ``importlib.import_module``.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LAYERS = {"naipes": 0, "wording": 1, "naipes_site": 2, "trainers": 3}
TOP = max(LAYERS.values()) + 1  # api, classroom, counters, tests, bench… and any app added later
PURE = {"naipes", "wording"}  # standard library and lower layers only
SKIP = {".venv", "node_modules", "staticfiles", ".git"}


def project_files() -> list[Path]:
    return sorted(p for p in ROOT.rglob("*.py") if not SKIP & set(p.relative_to(ROOT).parts))


def owner(path: Path) -> str:
    """The top-level package (or module) a file belongs to."""
    return path.relative_to(ROOT).parts[0].removesuffix(".py")


def local_names() -> set[str]:
    return {owner(p) for p in project_files()}


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


def imported(path: Path) -> list[tuple[int, str]]:
    """``(line, top-level name)`` of every import in a file, wherever it stands."""
    package = owner(path)
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name.split(".")[0]) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            found.append((node.lineno, package if node.level else (node.module or "").split(".")[0]))
        elif isinstance(node, ast.Call) and node.args:
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name in ("import_module", "__import__"):
                target = _literal_prefix(node.args[0], package)
                if target is None:
                    found.append((node.lineno, "<computed>"))
                elif not target.startswith("."):
                    found.append((node.lineno, target.split(".")[0]))
    return found


def layer(name: str) -> int:
    return LAYERS.get(name, TOP)


def violations() -> list[str]:
    local = local_names()
    bad = []
    for path in project_files():
        here = owner(path)
        for line, name in imported(path):
            where = f"{path.relative_to(ROOT)}:{line} imports {name}"
            if name == "<computed>":
                bad.append(f"{where}: name the module with a string literal")
            elif name in local and name != here and layer(here) < TOP and layer(name) >= layer(here):
                bad.append(f"{where}: {here} (layer {layer(here)}) may only import lower layers")
            elif here in PURE and name not in local and name not in sys.stdlib_module_names:
                bad.append(f"{where}: {here} is plain Python (standard library and lower layers only)")
    return bad


def test_imports_only_go_down_the_layers():
    assert violations() == []


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
