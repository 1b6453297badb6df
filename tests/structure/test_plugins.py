"""An app adds to a lower layer one way only (CONTRIBUTING.md, "Adding to a lower layer"): a module named
after the hook, which ``naipes_site.plugins.discover`` imports from every installed app when the site
starts. No dotted strings resolved at run time, no template tags looked up from below, no registering
from ``AppConfig.ready``.
"""

from __future__ import annotations

import ast
from pathlib import Path

from naipes_site import plugins, retention
from naipes_site.inserts import names as insert_names
from tests.structure.files import project_files as listed
from trainers import judge_links, progress_sections

ROOT = Path(__file__).resolve().parents[2]
SKIP = {".venv", "node_modules", "staticfiles", ".git", "tests", "bench", "scripts"}


def project_files() -> list[Path]:
    return [p for p in listed(ROOT, SKIP) if p.suffix == ".py"]


SITE_READY = {"discover"}
"""What the site's own ``ready`` calls: the discovery of the apps' hook modules."""


def registers_in_ready(path: Path) -> bool:
    """Whether an app's ``AppConfig.ready`` calls anything (to register something), or the site's calls
    more than :data:`SITE_READY`."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.FunctionDef) and node.name == "ready":
            called = {getattr(call.func, "id", getattr(call.func, "attr", ""))
                      for call in ast.walk(node) if isinstance(call, ast.Call)}
            allowed = SITE_READY if path.parent.name == "naipes_site" else set()
            if called - allowed:
                return True
    return False


def test_the_hooks_are_filled_when_the_site_starts():
    """Each app's hook module was imported at start-up, whichever page or command runs first."""
    assert any(offer.__module__ == "judges.search_documents" for offer in plugins.SEARCH_DOCUMENTS)
    assert any(panel.__module__ == "trainers.home_panels" for panel in plugins.HOME_PANELS)
    assert "trainer" in insert_names()
    assert {"score-sheet changes (undo history)", "live sessions, their students and answers",  # counters, classroom
            "searches not found or not followed", "used question nonces"} <= set(retention.PRUNERS)  # search, trainers
    assert progress_sections._SOURCES
    assert any(link.__module__ == "judges.judge_links" for link in judge_links.JUDGE_LINKS)


def test_one_mechanism_only():
    """Nothing else resolves a dotted string or discovers modules; no ``AppConfig.ready`` registers."""
    found = []
    for path in project_files():
        name = path.relative_to(ROOT).as_posix()
        text = path.read_text(encoding="utf-8")
        if name != "naipes_site/plugins.py" and ("import_string" in text or "autodiscover_modules" in text):
            found.append(f"{name}: resolves strings or discovers modules (use a hook of naipes_site.plugins)")
        if path.name == "apps.py" and registers_in_ready(path):
            found.append(f"{name}: registers from AppConfig.ready (use the hook's own module)")
    assert found == []

