"""A view renders its page with ``naipes_site.head.render``, never Django's ``render`` itself, so that a ``HEAD``
of it builds no body where its templates tell its headers (``docs/production.md``, "HEAD, 204 and 304 answers
carry no body"). The one exception is the middleware's 413 page, which answers before any view."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.structure.files import project_files

ROOT = Path(__file__).resolve().parents[2]
ALLOWED = {"naipes_site/head.py", "naipes_site/middleware.py"}


def test_no_view_renders_with_djangos_own_render():
    found = []
    for path in project_files(ROOT, {".venv", "tests", "bench", "scripts", "node_modules"}):
        name = path.relative_to(ROOT).as_posix()
        if path.suffix != ".py" or name in ALLOWED:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == "django.shortcuts" and any(
                    alias.name == "render" for alias in node.names):
                found.append(name)
    assert found == []
