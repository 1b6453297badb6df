"""A copy of the repository with a sixth game added: the toy game's own folders (``tests/sixth_game/game/``,
which mirrors the repository's layout) laid over the repository's files, and the one shared edit "Adding a
game" makes, ``"toy"`` appended to ``naipes.GAME_SLUGS``.

``python -m tests.sixth_game.build <folder>`` builds it there (``make test-sixth-game`` then runs the suite in
it); the tests build it with :func:`build`. The copy uses the repository's virtual environment (a link) and its
compiled message catalogues (copied: they are generated, not tracked).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TREE = Path(__file__).resolve().with_name("game")
SLUG = "toy"
REGISTRY = "naipes/__init__.py"
TREE_IN_REPOSITORY = TREE.relative_to(ROOT).as_posix() + "/"


def repository_files() -> list[str]:
    """What git knows of (tracked, and new files no ``.gitignore`` hides) and is there, the toy's tree aside."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                            cwd=ROOT, capture_output=True, check=True).stdout.decode().split("\0")
    return [name for name in dict.fromkeys(listed) if name and not name.startswith(TREE_IN_REPOSITORY)
            and (ROOT / name).is_file() and not (ROOT / name).is_symlink()]


def tree_files() -> list[str]:
    """The toy's files, as paths of the repository (``naipes/games/toy/__init__.py``…)."""
    return sorted(path.relative_to(TREE).as_posix() for path in TREE.rglob("*")
                  if path.is_file() and "__pycache__" not in path.parts)


def registered(source: str) -> str:
    """``naipes/__init__.py`` with the toy appended to ``GAME_SLUGS``: the one shared edit."""
    start = source.index("GAME_SLUGS: tuple[str, ...] = (")
    end = source.index(")", start + len("GAME_SLUGS: tuple[str, ...] = ("))
    return source[:end] + f', "{SLUG}"' + source[end:]


def generated() -> list[str]:
    """The compiled message catalogues (``make compiled`` writes them; git ignores them)."""
    return sorted(path.relative_to(ROOT).as_posix() for path in ROOT.glob("*/locale/*/LC_MESSAGES/django.mo"))


def build(dest: Path) -> Path:
    """The repository with the toy added, in ``dest`` (created; must not hold a copy already)."""
    dest.mkdir(parents=True, exist_ok=True)
    for name in (*repository_files(), *generated()):
        target = dest / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / name, target)
    for name in tree_files():
        target = dest / name
        if target.exists():
            raise FileExistsError(f"the toy's {name} would overwrite the repository's")
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(TREE / name, target)
    registry = dest / REGISTRY
    registry.write_text(registered(registry.read_text(encoding="utf-8")), encoding="utf-8")
    (dest / ".venv").symlink_to((ROOT / ".venv").resolve())
    # A checkout of its own (nothing committed), for the tests that ask git which files the project has.
    subprocess.run(["git", "init", "-q"], cwd=dest, check=True)
    subprocess.run(["git", "add", "-A"], cwd=dest, check=True)
    return dest


def differences(dest: Path) -> tuple[set[str], list[str]]:
    """What the copy has that the repository has not (files), and the repository's files it changed."""
    copied = {path.relative_to(dest).as_posix() for path in dest.rglob("*")
              if path.is_file() and not path.is_symlink() and "__pycache__" not in path.parts
              and ".venv" not in path.parts and ".git" not in path.parts}
    ours = set(repository_files()) | set(generated())
    changed = [name for name in sorted(ours & copied) if (dest / name).read_bytes() != (ROOT / name).read_bytes()]
    return copied - ours, changed


if __name__ == "__main__":
    print(build(Path(sys.argv[1])))
