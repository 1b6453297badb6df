"""The README's first command, tried the way a newcomer does: ``make run`` (or ``make dev``) in this
folder with nothing run before it, then the pages a visitor opens first. CI runs it in its fresh clone.

    python3 scripts/smoke_run.py [--target run|dev] [--port N] [--timeout SECONDS]

It waits (at most ``--timeout`` seconds) for the site to answer, checks both home pages, a rule page, a
trainer, a search that finds something and a static file, then stops the whole process group (make, the
server and its workers). Any failure prints what failed and the server's log, and exits with status 1.
Standard library only: it runs before ``make`` has built the virtual environment.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


class SmokeFailure(Exception):
    pass


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def get(url: str) -> tuple[int, str, str]:
    """Status, content type and text of a GET; an HTTP error is an answer too."""
    try:
        with urllib.request.urlopen(url, timeout=30) as response:
            return response.status, response.headers.get("Content-Type", ""), response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.headers.get("Content-Type", ""), error.read().decode(errors="replace")


def wait_until_serving(server: subprocess.Popen, base: str, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while True:
        if server.poll() is not None:
            raise SmokeFailure(f"make stopped (status {server.returncode}) before serving {base}/")
        try:
            get(base + "/es/")
            return
        except OSError:  # nothing listens yet, or the workers are still booting
            if time.monotonic() > deadline:
                raise SmokeFailure(f"nothing answered at {base}/ within {timeout:.0f} s") from None
            time.sleep(1)


def expect(base: str, path: str, *, containing: str | None = None, content_type: str = "text/html") -> str:
    status, kind, text = get(base + path)
    if status != 200:
        raise SmokeFailure(f"GET {path} answered {status}, not 200")
    if not kind.startswith(content_type):
        raise SmokeFailure(f"GET {path} answered {kind!r}, not {content_type}")
    if containing is not None and containing not in text:
        raise SmokeFailure(f"GET {path} does not contain {containing!r}")
    print(f"  200 {path}")
    return text


def check_site(base: str) -> None:
    home = expect(base, "/es/")
    expect(base, "/en/")
    expect(base, "/es/tute/", containing="<h2")
    # A trainer the catalogue links to (its slugs have a hyphen: «tute-trick»; «review/» is no drill).
    drills = re.findall(r'href="(/en/trainers/[a-z]+-[a-z-]+/)"', expect(base, "/en/trainers/"))
    if not drills:
        raise SmokeFailure("the trainers' catalogue links to no drill")
    expect(base, drills[0], containing="<form")
    expect(base, "/es/search/?q=baza", containing='class="search-results"')
    # The style sheet as the home page links it: under make run, its hashed name from the manifest.
    sheet = re.search(r'<link rel="stylesheet" href="([^"]+)"', home)
    if not sheet:
        raise SmokeFailure("the home page links no style sheet")
    expect(base, sheet.group(1), content_type="text/css")


def stop(server: subprocess.Popen) -> None:
    """The whole group: make, gunicorn's master and its workers (or runserver and its reloader)."""
    if server.poll() is None:
        os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait()
    with contextlib.suppress(ProcessLookupError):  # a worker that outlived make
        os.killpg(server.pid, signal.SIGKILL)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", choices=["run", "dev"], default="run")
    parser.add_argument("--port", type=int, default=0, help="a free port when not given")
    parser.add_argument("--timeout", type=float, default=300, help="seconds to wait for the first answer")
    args = parser.parse_args(argv)
    port = args.port or free_port()
    base = f"http://127.0.0.1:{port}"
    with tempfile.NamedTemporaryFile("w+", prefix=f"smoke-{args.target}-", suffix=".log") as log:
        print(f"make {args.target} PORT={port}, log in {log.name}", flush=True)
        started = time.monotonic()
        server = subprocess.Popen(["make", args.target, "HOST=127.0.0.1", f"PORT={port}"], cwd=ROOT,
                                  stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                                  start_new_session=True)
        try:
            wait_until_serving(server, base, args.timeout)
            print(f"  serving after {time.monotonic() - started:.0f} s", flush=True)
            check_site(base)
        except SmokeFailure as failure:
            stop(server)
            log.seek(0)
            print(f"make {args.target} FAILED: {failure}\n--- its log ---\n{log.read()}", file=sys.stderr)
            return 1
        stop(server)
    print(f"make {args.target}: the site served every page checked")
    return 0


if __name__ == "__main__":
    sys.exit(main())
