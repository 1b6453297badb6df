"""Templates link to the site's own pages by URL name (``{% url 'rule-page' game.slug %}``), never by a
typed path (``href="/{{ lang }}/tute/"``): a path typed in a template goes stale without a sound when a
route moves, and hides which app a page depends on from the layer test (``test_layers``).
"""

from __future__ import annotations

import re
from pathlib import Path

from tests.structure.files import project_files as listed

ROOT = Path(__file__).resolve().parents[2]
SKIP = {".venv", "node_modules", "staticfiles", ".git"}

# An attribute that takes an address, whose value starts with one "/" (a path on this site), or a path
# glued together with the ``add`` filter.
TYPED_PATH = re.compile(r"""\b(?:href|src|action|formaction|hx-(?:get|post|put|patch|delete))=["']/(?!/)"""
                        r"""|["']/["']\|add:""")

STANDALONE_STYLESHEET = '<link rel="stylesheet" href="/static/css/site.css">'
"""The error pages that stand alone (500, 503) link the unhashed stylesheet on purpose: they may not
look the static manifest up (their own comments say why)."""

def templates() -> list[Path]:
    return [p for p in listed(ROOT, SKIP) if p.suffix == ".html" and "templates" in p.relative_to(ROOT).parts[:-1]]


def typed_paths(path: Path, root: Path = ROOT) -> list[str]:
    found = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if TYPED_PATH.search(line.replace(STANDALONE_STYLESHEET, "")):
            found.append(f"{path.relative_to(root)}:{number}: {line.strip()[:160]}")
    return found


def test_templates_link_by_url_name():
    found = [line for path in templates() for line in typed_paths(path)]
    assert found == [], "typed paths in templates; use {% url 'name' … %} instead:\n" + "\n".join(found)


def test_the_check_sees_typed_paths(tmp_path):
    page = tmp_path / "page.html"
    page.write_text(
        '<a href="/{{ lang }}/tute/">x</a>\n'
        '<form action="/{{ lang }}/search/">\n'
        '<input hx-get="/es/search/">\n'
        '{% with url="/"|add:lang %}\n'
        '<a href="{% url \'home\' %}">ok</a> <a href="https://example.org/">ok</a> <a href="#main">ok</a>\n'
        f"{STANDALONE_STYLESHEET}\n",
        encoding="utf-8",
    )
    found = typed_paths(page, tmp_path)
    assert [line.split(":")[1] for line in found] == ["1", "2", "3", "4"]
