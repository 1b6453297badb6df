"""Debian's nginx on loopback with the production recipe, ``deploy/nginx/naipes.conf``, in front of a gunicorn:
for tests/deploy/test_nginx.py and ``make load-proxy``.

The recipe is used as it is, with only its ports and paths replaced (each must be found in it, so the
recipe and this stay in step), inside a main configuration of its own: nginx runs as a process of the
caller, ``nginx -p <folder> -c <folder>/nginx.conf``, with its pid, logs, temporary files and cache in that
folder, never the system service.
"""

from __future__ import annotations

import contextlib
import os
import pwd
import shutil
import signal
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

from bench.servers import ROOT

RECIPE = ROOT / "deploy" / "nginx" / "naipes.conf"

PRODUCTION_VALUES = {
    "upstream": "server 127.0.0.1:8000;",
    "listen": "listen 80;",
    "static": "alias /srv/naipes/staticfiles/;",
    "cache": "proxy_cache_path /var/cache/nginx/naipes ",
}
"""What the recipe says for a production machine, replaced for a run on loopback."""

PURGE = "find {cache} -type f -delete"
"""The recipe's purge after a deploy (its header and docs/production.md say so)."""

TYPES = """types {
    text/html html; text/css css; application/javascript js mjs; image/svg+xml svg; image/png png;
    image/x-icon ico; font/woff2 woff2; application/json json; text/plain txt; application/gzip gz;
}"""
"""Enough of /etc/nginx/mime.types, which a production nginx.conf includes before conf.d."""


def nginx_binary() -> str | None:
    return shutil.which("nginx") or next((p for p in ("/usr/sbin/nginx",) if os.access(p, os.X_OK)), None)


def recipe(upstream: str, port: int, static_root: Path, cache: Path) -> str:
    """The recipe for a run on loopback: gunicorn at ``upstream`` (host:port), nginx on ``port``."""
    text = RECIPE.read_text()
    values = {
        "upstream": f"server {upstream};",
        "listen": f"listen 127.0.0.1:{port};",
        "static": f"alias {static_root}/;",
        "cache": f"proxy_cache_path {cache} ",
    }
    for name, production in PRODUCTION_VALUES.items():
        if text.count(production) != 1:
            raise ValueError(f"the recipe no longer says {production!r} once ({name})")
        text = text.replace(production, values[name])
    return text


def main_config(folder: Path, site: str, workers: int = 1, access_log: bool = False) -> str:
    """nginx's main configuration around the recipe, every path in ``folder``."""
    # Run by root, nginx's workers would become "nobody", who cannot read a test's private folder.
    user = f"user {pwd.getpwuid(os.geteuid()).pw_name};" if os.geteuid() == 0 else ""
    temp = "\n".join(f"    {kind}_temp_path {folder}/temp/{kind};" for kind in
                     ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
    log = f"access_log {folder}/access.log;" if access_log else "access_log off;"
    return f"""daemon off;
{user}
worker_processes {workers};
pid {folder}/nginx.pid;
error_log {folder}/error.log warn;
events {{ worker_connections 1024; }}
http {{
    {TYPES}
    default_type application/octet-stream;
    sendfile on;
    {log}
{temp}
    include {site};
}}
"""


@contextlib.contextmanager
def nginx(upstream: str, static_root: Path, folder: Path, port: int, workers: int = 1,
          access_log: bool = False, extra_site: str = "") -> Iterator[str]:
    """nginx with the recipe on 127.0.0.1:``port`` until the block ends; yields its base URL. ``extra_site``
    is added to the http block (a server of its own, for the benchmark's static bytes)."""
    binary = nginx_binary()
    if binary is None:
        raise FileNotFoundError("nginx is not installed (`make test` installs it: apt-get install nginx)")
    (folder / "temp").mkdir(parents=True, exist_ok=True)
    cache = folder / "cache"
    site = folder / "naipes.conf"
    site.write_text(recipe(upstream, port, static_root, cache) + extra_site)
    config = folder / "nginx.conf"
    config.write_text(main_config(folder, site, workers, access_log))
    process = subprocess.Popen([binary, "-p", str(folder), "-c", str(config), "-e", str(folder / "error.log")],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
                break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    error = process.stderr.read().decode() if process.poll() is not None else ""
                    raise RuntimeError(f"nginx did not start: {error}") from None
                time.sleep(0.05)
        yield f"http://127.0.0.1:{port}"
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGQUIT)  # graceful: the workers finish what they are sending
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        process.stderr.close()


def purge(cache: Path) -> None:
    """Empties nginx's cache the way the recipe says a deploy does."""
    subprocess.run(PURGE.format(cache=cache), shell=True, check=True)
