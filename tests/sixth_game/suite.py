"""The suite over six games: ``make test-sixth-game`` builds the copy with the toy (:mod:`tests.sixth_game.build`)
and runs there every test but the browser's, so each test that reads the registry meets a sixth game. A test that
fails there and not here names the five games, or their count, where it should read the registry.

``python -m tests.sixth_game.suite [pytest arguments]``; the exit status is pytest's. ``SIXTH_GAME_KEEP=1`` keeps
the copy (its folder is printed) to run one test again there. ``SIXTH_GAME_TESTS=registry`` runs only the test
files that read the registry (:func:`registry_readers`: cheaper, but a test that types the five games without
reading the registry is not among them).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from tests.sixth_game import build

READS_THE_REGISTRY = re.compile(
    r"GAME_SLUGS|naipes\.games|from naipes import games|game_infos|info_by_slug|game_info\b|DRILLS|drills\(\)"
    r"|naipes\.registry|slugs\(\)|hands\(\)|counters\(\)|judge_modules|trick_games|game_answers|endpoints\(\)")
"""What a test that reads the registry names: the list, its loader, or a list one of the layers builds from it."""


def registry_readers(copy: Path) -> list[str]:
    """The test files (browser, deployment and sixth-game tests aside) that read the registry, as paths of the copy."""
    left_out = ("tests/e2e/", "tests/deploy/", "tests/sixth_game/")
    return sorted(path.relative_to(copy).as_posix() for path in (copy / "tests").rglob("test_*.py")
                  if not path.relative_to(copy).as_posix().startswith(left_out)
                  and READS_THE_REGISTRY.search(path.read_text(encoding="utf-8")))


def main(arguments: list[str]) -> int:
    folder = Path(tempfile.mkdtemp(prefix="naipes-sixth-game-"))
    copy = build.build(folder / "naipes")
    print(f"the repository with a sixth game: {copy}", flush=True)
    try:
        # The tests only (the doctests of the packages are the engine's facts, the same for any registry), but
        # the browser's (minutes, over the same pages), the deployment's (servers of their own, which read no
        # game) and the sixth game's own test, which builds a copy of its own.
        return subprocess.run([str(copy / ".venv/bin/python"), "-m", "pytest", "-q", "-p", "no:randomly",
                               "--continue-on-collection-errors", "--ignore=tests/e2e", "--ignore=tests/deploy",
                               "--ignore=tests/sixth_game", "-m", "not e2e", *arguments,
                               *(registry_readers(copy) if os.environ.get("SIXTH_GAME_TESTS") == "registry"
                                 else ["tests"])],
                              cwd=copy, env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}).returncode
    finally:
        if not os.environ.get("SIXTH_GAME_KEEP"):
            shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
