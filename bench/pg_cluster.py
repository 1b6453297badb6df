"""A throw-away PostgreSQL 15 cluster on loopback for a benchmark, as `make test-postgres` makes one for the
tests (same options: no fsync, 200 connections, trust on 127.0.0.1); removed when the block ends."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

PG = Path("/usr/lib/postgresql/15/bin")


def available() -> bool:
    return (PG / "initdb").exists()


def _as_postgres(command: list[str]) -> None:
    # initdb refuses to run as root: the cluster belongs to the postgres user, as in the Makefile.
    prefix = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
    subprocess.run(prefix + command, check=True, capture_output=True, timeout=120)


@contextlib.contextmanager
def cluster(port: int) -> Iterator[tuple[str, Path]]:
    """A fresh cluster listening on 127.0.0.1:``port``; yields its ``DATABASE_URL`` and data folder."""
    folder = Path(f"/tmp/naipes-pg-bench-{port}")
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(mode=0o700)
    if os.geteuid() == 0:
        shutil.chown(folder, "postgres")
    data = folder / "data"
    _as_postgres([str(PG / "initdb"), "-D", str(data), "-U", "postgres", "--auth=trust", "-E", "UTF8",
                  "--locale=C.UTF-8"])
    options = f"-p {port} -k {folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200"
    _as_postgres([str(PG / "pg_ctl"), "-D", str(data), "-l", str(folder / "log"), "-o", options, "-w", "start"])
    try:
        yield f"postgres://postgres@127.0.0.1:{port}/postgres", data
    finally:
        _as_postgres([str(PG / "pg_ctl"), "-D", str(data), "-m", "fast", "-w", "stop"])
        shutil.rmtree(folder, ignore_errors=True)
