"""Rule pages: a cold render (Markdown parsed, engine inserts drawn) against a warm one (cache hit).

Also compares a warm rule page with a static file served through the same stack, so the figure
is a ratio to a reference measured in the same run.
"""

from __future__ import annotations

import os
import time

from bench.environment import test_environment


def _setup() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "naipes_site.settings.test")
    import django

    django.setup()


def _time(get, url: str, repeat: int, before=None) -> float:
    best = float("inf")
    for _ in range(repeat):
        if before:
            before()
        start = time.perf_counter()
        response = get(url)
        elapsed = time.perf_counter() - start
        assert response.status_code == 200, (url, response.status_code)
        best = min(best, elapsed)
    return best


def main() -> None:
    _setup()
    from django.core.cache import caches
    from django.test import Client

    from naipes import GAME_SLUGS

    test_environment()
    client = Client()
    clear = caches["content"].clear
    print("Rule pages (in-process, best of 5)")
    for slug in GAME_SLUGS:
        url = f"/es/{slug}/"
        try:
            cold = _time(client.get, url, 5, before=clear)
        except AssertionError:
            print(f"  {slug:8s} not available")
            continue
        client.get(url)
        warm = _time(client.get, url, 5)
        size = len(client.get(url).content)
        print(f"  {slug:8s} cold {cold * 1000:6.1f} ms  warm {warm * 1000:5.1f} ms  "
              f"cold/warm {cold / warm:5.1f}x  page {size / 1024:5.1f} KiB")
    static = _time(client.get, "/static/css/site.css", 5)
    warm_home = _time(client.get, "/es/", 5)
    print(f"  home page {warm_home * 1000:.1f} ms; static file {static * 1000:.1f} ms; "
          f"home/static {warm_home / static:.1f}x")


if __name__ == "__main__":
    main()
