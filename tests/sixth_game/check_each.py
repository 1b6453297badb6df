"""``manage.py check`` in the copy :mod:`tests.sixth_game.build` makes, once without each of the files named (run
there as ``python -m tests.sixth_game.check_each <file>...``): prints one line of JSON, each file with the exit
status and the output (stdout, then stderr) of the check run while that file alone was moved aside.

Each check is a process of its own, as ``python manage.py check`` is, forked from this one after Django's own
modules are imported (they are the same for every check, and importing them is most of a check's cost): the
project's modules, its settings and the registry are imported afresh in each, with the file away.
"""

from __future__ import annotations

import json
import os
import runpy
import shutil
import sys
import tempfile
import traceback
from pathlib import Path

# Django's modules that ``manage.py check`` imports whatever the project holds; none reads the settings here.
import django.core.checks
import django.core.management
import django.db.models
import django.template.defaulttags
import django.test
import django.urls
import django.views.generic  # noqa: F401

COPY = Path.cwd()


def check(output: Path) -> int:
    """In a child process: ``manage.py check`` as ``python manage.py check`` runs it, its stdout and stderr in
    ``output``; its exit status."""
    pid = os.fork()
    if pid == 0:
        status = 1
        try:
            fd = os.open(output, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
            os.dup2(fd, 1)
            os.dup2(fd, 2)
            sys.argv = ["manage.py", "check"]
            try:
                runpy.run_path(str(COPY / "manage.py"), run_name="__main__")
                status = 0
            except SystemExit as exc:
                if exc.code is None or isinstance(exc.code, int):
                    status = exc.code or 0
                else:
                    print(exc.code, file=sys.stderr)
            except BaseException:
                traceback.print_exc()
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(status)
    return os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])


def main(names: list[str]) -> None:
    said: dict[str, tuple[int, str]] = {}
    with tempfile.TemporaryDirectory() as folder:
        aside, output = Path(folder) / "aside", Path(folder) / "output"
        for name in names:
            shutil.move(COPY / name, aside)
            try:
                status = check(output)
            finally:
                shutil.move(aside, COPY / name)
            said[name] = (status, output.read_text(encoding="utf-8", errors="replace"))
    print(json.dumps(said))


if __name__ == "__main__":
    main(sys.argv[1:])
