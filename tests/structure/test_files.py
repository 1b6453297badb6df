"""The structure tests read the project's files from git's list, not by walking the folder: a fresh clone's
virtual environment (thousands of files in ``.venv``) is never walked; a file not yet added is read all the
same, and a folder that is no checkout is walked, leaving out the folders it is told to."""

from __future__ import annotations

import subprocess
from pathlib import Path

from tests.structure import files
from tests.structure.files import project_files

SKIP = {".venv", "node_modules", "staticfiles", ".git"}


def tree(root: Path, names: list[str]) -> None:
    for name in names:
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text("", encoding="utf-8")


def git(root: Path, *args: str) -> None:
    subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t", *args], cwd=root, check=True,
                   capture_output=True)


def test_a_checkout_lists_what_git_knows_and_never_walks_the_virtual_environment(tmp_path, monkeypatch):
    tree(tmp_path, ["app/kept.py", "app/gone.py", "app/templates/app/page.html", ".venv/lib/site.py",
                    "staticfiles/app.js", "app/__pycache__/kept.cpython-311.pyc"])
    (tmp_path / ".gitignore").write_text(".venv/\n/staticfiles/\n__pycache__/\n", encoding="utf-8")
    git(tmp_path, "init", "-q")
    git(tmp_path, "add", ".")
    git(tmp_path, "commit", "-q", "-m", "start")
    tree(tmp_path, ["app/new.py"])  # written, not yet added
    (tmp_path / "app/gone.py").unlink()  # deleted, not yet committed
    monkeypatch.setattr(files, "_walked", lambda root, skip: [])  # a walk would find nothing
    assert [p.relative_to(tmp_path).as_posix() for p in project_files(tmp_path, SKIP)] == [
        ".gitignore", "app/kept.py", "app/new.py", "app/templates/app/page.html"]


def test_outside_a_checkout_the_folder_is_walked_without_the_skipped_folders(tmp_path):
    tree(tmp_path, ["naipes/cards.py", "templates/base.html", ".venv/lib/site.py", "node_modules/x/y.js",
                    "naipes/deep/node_modules/z.py"])
    assert [p.relative_to(tmp_path).as_posix() for p in project_files(tmp_path, SKIP)] == [
        "naipes/cards.py", "templates/base.html"]


def test_the_project_is_read_from_git_in_a_checkout():
    root = Path(__file__).resolve().parents[2]
    if not (root / ".git").exists():
        return  # a tarball of the project: walked, as the test above checks
    listed = {p.relative_to(root).as_posix() for p in project_files(root, SKIP)}
    assert "tests/structure/files.py" in listed and "manage.py" in listed
    assert not {name for name in listed if name.startswith((".venv/", "staticfiles/"))}
