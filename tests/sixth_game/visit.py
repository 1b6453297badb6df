"""Every page and endpoint of the toy game, asked in the copy :mod:`tests.sixth_game.build` makes (run there as
``python -m tests.sixth_game.visit``, with the test settings and a test database of its own): prints one line of
JSON, each address with its status and whether its answer names the toy."""

from __future__ import annotations

import json
import re


def visits(client) -> dict[str, tuple[int, bool]]:
    """address → (status, whether the answer names the toy: "Toy", its slug, or for the search a link to its rule
    page), following redirects."""
    found: dict[str, tuple[int, bool]] = {}

    def ask(label: str, response, *markers: str) -> str:
        text = response.content.decode()
        found[label] = (response.status_code, any(marker in text for marker in markers or ("Toy", "toy")))
        return text

    for lang in ("en", "es"):
        ask(f"/{lang}/toy/", client.get(f"/{lang}/toy/"))
        ask(f"/{lang}/toy/cheatsheet/", client.get(f"/{lang}/toy/cheatsheet/"))
        ask(f"/{lang}/search/?q=toy", client.get(f"/{lang}/search/?q=toy"), f'href="/{lang}/toy/')
    for path in ("/en/", "/en/toy/table/", "/en/toy/compare/", "/en/glossary/", "/en/trainers/",
                 "/en/trainers/toy-trick/", "/en/judges/", "/en/judges/toy/trick/", "/en/judges/toy/play/",
                 "/en/judges/toy/trick/?players=4&led=5C&cards=12E,7C,1B", "/en/practice/",
                 "/en/counters/", "/en/counters/toy/", "/api/v1/", "/api/v1/openapi.json", "/en/api/"):
        ask(path, client.get(path, follow=True))
    ask("/en/practice/toy/ (a hand)", client.get("/en/practice/toy/?seed=3", follow=True))
    body = client.get("/api/v1/trainers/toy-trick/question?seed=5&level=1").json()
    ask("/api/v1/trainers/toy-trick/answer", client.post(
        "/api/v1/trainers/toy-trick/answer", {"token": body["token"], "answer": body["data"]["trick"][0]},
        content_type="application/json"))
    page = client.get("/en/trainers/toy-trick/?seed=5&level=1").content.decode()
    token = re.search(r'name="token" value="([^"]+)"', page)
    card = re.search(r'name="choice" value="([^"]+)"', page)
    ask("/en/trainers/toy-trick/answer/", client.post("/en/trainers/toy-trick/answer/", {
        "token": token.group(1) if token else "", "choice": card.group(1) if card else ""}, follow=True))
    for endpoint, body in (("trick", {"cards": ["5C", "12E", "7C", "1B"]}),
                           ("legal", {"hand": ["2C", "5O", "12B"], "trick": ["7C"]})):
        ask(f"/api/v1/toy/{endpoint}", client.post(f"/api/v1/toy/{endpoint}", json.dumps(body),
                                                   content_type="application/json"))
    return found


def main() -> None:
    import django

    django.setup()
    from django.test import Client
    from django.test.runner import DiscoverRunner
    from django.test.utils import setup_test_environment

    setup_test_environment()
    runner = DiscoverRunner(verbosity=0)
    databases = runner.setup_databases()
    try:
        print(json.dumps(visits(Client())))
    finally:
        runner.teardown_databases(databases)


if __name__ == "__main__":
    main()
