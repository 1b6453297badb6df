"""The site shell: languages, redirects, hreflang, errors, security headers."""

import re
import subprocess
import sys

import pytest
from django.conf import settings
from django.contrib.humanize.templatetags.humanize import apnumber
from django.urls import reverse
from django.utils import translation
from django.utils.text import capfirst

from naipes.games import slugs
from naipes_site.games import game_infos

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(("accept", "target"), [("en-GB,en;q=0.9", "/en/"), ("es-ES", "/es/"), ("fr-FR", "/es/"), ("", "/es/")])
def test_root_redirects_by_browser_language_spanish_when_unsure(client, accept, target):
    response = client.get("/", headers={"accept-language": accept} if accept else {})
    assert response.status_code == 302
    assert response["Location"] == target


@pytest.mark.parametrize("lang", ["es", "en"])
def test_home_page_has_lang_hreflang_and_switch(client, lang):
    other = "en" if lang == "es" else "es"
    html = client.get(f"/{lang}/").content.decode()
    assert f'<html lang="{lang}">' in html
    assert re.search(rf'<link rel="alternate" hreflang="{lang}" href="http://testserver/{lang}/">', html)
    assert re.search(rf'<link rel="alternate" hreflang="{other}" href="http://testserver/{other}/">', html)
    assert f'href="/{other}/" hreflang="{other}"' in html
    assert html.count("<h1") == 1
    for slug in slugs():
        assert f'href="/{lang}/{slug}/"' in html


def home_heading(lang: str) -> str:
    """The home page's heading: the registry's number of games in words ("Five card games…" for five)."""
    with translation.override(lang):
        number = capfirst(apnumber(len(game_infos())))
    return {"es": f"{number} juegos de cartas, explicados y practicados",
            "en": f"{number} card games, explained and practised"}[lang]


def test_home_pages_are_translated(client):
    es = client.get("/es/").content.decode()
    en = client.get("/en/").content.decode()
    assert f"<h1>{home_heading('en')}</h1>" in en
    assert f"<h1>{home_heading('es')}</h1>" in es
    assert home_heading("en").split(",")[0] not in es


@pytest.mark.parametrize(("lang", "words"), [("es", "Página no encontrada"), ("en", "Page not found")])
def test_unknown_url_gives_404_page_in_the_users_language(client, lang, words):
    response = client.get(f"/{lang}/no-such-page/")
    assert response.status_code == 404
    html = response.content.decode()
    assert words in html
    assert f'<html lang="{lang}">' in html


def test_language_switch_on_404_keeps_the_path(client):
    html = client.get("/en/no-such-page/").content.decode()
    assert 'href="/es/no-such-page/" hreflang="es"' in html


def test_content_security_policy_forbids_inline_scripts(client):
    csp = client.get("/es/")["Content-Security-Policy"]
    script_src = next(part for part in csp.split(";") if part.strip().startswith("script-src"))
    assert "'self'" in script_src
    assert "unsafe-inline" not in csp


def test_pages_have_no_inline_scripts_or_styles(client):
    html = client.get("/es/").content.decode()
    assert not re.search(r"<script(?![^>]*\bsrc=)", html)
    assert " style=" not in html and "<style" not in html


def test_htmx_is_served_from_our_static_files(client):
    html = client.get("/es/").content.decode()
    assert "/static/django_htmx/htmx-2.min.js" in html
    assert "//unpkg" not in html and "cdn" not in html.lower()


def test_csrf_middleware_is_on():
    assert "django.middleware.csrf.CsrfViewMiddleware" in settings.MIDDLEWARE


def test_favicon(client):
    response = client.get("/favicon.ico")
    assert response.status_code == 302
    assert response["Location"].endswith("favicon.svg")


def test_check_deploy_is_clean_with_production_settings(tmp_path):
    env = {
        "DJANGO_SETTINGS_MODULE": "naipes_site.settings.prod",
        "SECRET_KEY": "x7$kq!prod-secret-for-the-deploy-check-Zp3mW9vR2tY8uL5nB1cF6hJ0dS4aG",
        "ALLOWED_HOSTS": "naipes.example",
        "PATH": "/usr/bin:/bin",
    }
    out = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        capture_output=True, text=True, env=env, cwd=settings.BASE_DIR,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    assert "no issues" in out.stdout


def test_database_url_accepts_postgres():
    from naipes_site.database import database_from_url

    db = database_from_url("postgres://naipes:secret@db.internal:5432/naipes", settings.BASE_DIR / "x")
    assert db["ENGINE"] == "naipes_site.postgresql"
    assert (db["HOST"], db["PORT"], db["NAME"], db["USER"]) == ("db.internal", "5432", "naipes", "naipes")


def test_named_urls_resolve_in_both_languages(client):
    for name in ("home", "trainers:index", "counters:index"):
        for lang in ("es", "en"):
            from django.utils import translation

            with translation.override(lang):
                url = reverse(name)
            assert url.startswith(f"/{lang}/")
            assert client.get(url).status_code == 200


@pytest.mark.parametrize(("lang", "words"), [("es", "No se ha entendido"), ("en", "Request not understood")])
def test_a_request_django_refuses_gets_a_400_page_in_the_users_language(client, lang, words):
    fields = "&".join(f"f{i}=1" for i in range(1200))  # over DATA_UPLOAD_MAX_NUMBER_FIELDS
    response = client.get(f"/{lang}/trainers/paulo-trick/?{fields}")
    assert response.status_code == 400
    assert words in response.content.decode()


def test_card_codes_take_ascii_digits_only():
    from naipes.cards import InvalidCardCode, parse_card

    with pytest.raises(InvalidCardCode):
        parse_card("２O")


@pytest.mark.parametrize(("lang", "words"), [("es", "El formulario ha caducado"), ("en", "The form has expired")])
def test_a_form_without_csrf_token_gets_a_translated_403(lang, words):
    from django.test import Client

    response = Client(enforce_csrf_checks=True).post(f"/{lang}/trainers/paulo-trick/answer/", {"token": "x"})
    assert response.status_code == 403
    html = response.content.decode()
    assert words in html
    assert f'<html lang="{lang}">' in html


def test_pages_answer_head_requests(client):
    assert client.head("/es/paulo/").status_code == 200
    assert client.head("/en/").status_code == 200
