"""The project's files, as the structure tests read them: what git knows of (tracked, and new files not yet
added that no ``.gitignore`` hides), never the virtual environment's thousands of files or the collected
static files. Outside a git checkout (a tarball, a temporary folder a test builds), the folder is walked,
leaving out the folders ``skip`` names."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path


def _from_git(root: Path) -> list[Path] | None:
    try:
        listed = subprocess.run(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", "."],
            cwd=root, capture_output=True, check=True,
        ).stdout
    except (OSError, subprocess.CalledProcessError):  # no git, or not a checkout
        return None
    # A file deleted but not yet committed is still in the index: only what is there counts.
    return [path for name in dict.fromkeys(listed.decode().split("\0")) if name
            and (path := root / name).is_file()]


def _walked(root: Path, skip: set[str]) -> list[Path]:
    found = []
    for folder, folders, names in os.walk(root):
        folders[:] = [name for name in folders if name not in skip]
        found += [Path(folder, name) for name in names]
    return found


def project_files(root: Path, skip: set[str]) -> list[Path]:
    """Every file under ``root`` with no folder or name in ``skip``, sorted."""
    found = _from_git(root)
    if found is None:
        found = _walked(root, skip)
    return sorted(path for path in found if not skip & set(path.relative_to(root).parts))

