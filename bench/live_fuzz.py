"""`make fuzz`, second half: schemathesis, driven by /api/v1/openapi.json, against a live gunicorn on
loopback (a throw-away SQLite database). Any 5xx, or an answer the document does not allow, fails."""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

from bench.servers import free_port, gunicorn, prepared_site

CHECKS = "not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--examples", type=int, default=1000)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        env = prepared_site(f"sqlite:///{tmp}/fuzz.sqlite3")
        with gunicorn(args.port or free_port(), env, log=Path(tmp) / "gunicorn.log") as base:
            run = subprocess.run([str(Path(sys.executable).parent / "schemathesis"), "run",
                                  f"{base}/api/v1/openapi.json", "--checks", CHECKS,
                                  "--max-examples", str(args.examples), "--suppress-health-check", "all"])
            errors = [line for line in (Path(tmp) / "gunicorn.log").read_text(errors="replace").splitlines()
                      if '" 5' in line and "HTTP/1." in line]
    print(f"live fuzz: schemathesis exit {run.returncode}; {len(errors)} 5xx answers in the access log")
    return run.returncode or (1 if errors else 0)


if __name__ == "__main__":
    raise SystemExit(main())
