"""Gunicorn on loopback for the load benchmark, the live fuzz run and the two-server test."""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GUNICORN = Path(sys.executable).parent / "gunicorn"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def manage(*args: str, env: dict[str, str]) -> None:
    subprocess.run([sys.executable, "manage.py", *args, "-v", "0"], cwd=ROOT, env=env, check=True)


@contextlib.contextmanager
def gunicorn(port: int, env: dict[str, str], workers: int = 2, log: Path | None = None) -> Iterator[str]:
    """A gunicorn serving the site at the yielded base URL until the block ends."""
    out = open(log, "ab") if log else subprocess.DEVNULL  # noqa: SIM115 - closed below
    process = subprocess.Popen(
        [str(GUNICORN), "naipes_site.wsgi", "--no-control-socket", "--workers", str(workers),
         "--bind", f"127.0.0.1:{port}", "--access-logfile", "-" if log else "/dev/null"],
        cwd=ROOT, env={**os.environ, **env}, stdout=out, stderr=out,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 180  # a loaded machine boots workers slowly
        while True:
            try:
                urllib.request.urlopen(base + "/api/v1/", timeout=10).read()
                break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"gunicorn on port {port} did not start") from None
                time.sleep(0.3)
        yield base
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
        if log:
            out.close()
