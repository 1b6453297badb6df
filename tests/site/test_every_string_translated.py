"""Every interface string that the templates and the apps' Python mark for translation has its Spanish.

The catalogues can each be complete and a page still speak English: a string marked in a template that no
catalogue holds, or held under another form than the one the page looks up (a template's ``%`` is looked up
as ``%%``). This reads the marked strings as ``makemessages`` does and asks Spanish's merged catalogue.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from django.conf import settings
from django.utils import translation
from django.utils.translation import trans_real
from django.utils.translation.template import templatize

ROOT = Path(settings.BASE_DIR)
APPS = sorted(p.parts[-5] for p in ROOT.glob("*/locale/es/LC_MESSAGES/django.po"))
SINGULAR = {"gettext", "gettext_lazy", "_", "gettext_noop"}
PLURAL = {"ngettext", "ngettext_lazy"}
CONTEXT = {"pgettext", "pgettext_lazy"}
CALL = re.compile(r"\b(gettext|ngettext|pgettext|npgettext)\((u'(?:[^'\\]|\\.)*'(?:, u'(?:[^'\\]|\\.)*')*)")


def catalogue_key(function: str, args: list[str]) -> object:
    if function in PLURAL:
        return (args[0], 0)
    if function in CONTEXT:
        return f"{args[0]}\x04{args[1]}"
    if function == "npgettext":
        return (f"{args[0]}\x04{args[1]}", 0)
    return args[0]


def template_strings(path: Path):
    for function, args in CALL.findall(templatize(path.read_text(encoding="utf-8"), origin=str(path))):
        yield catalogue_key(function, list(ast.literal_eval(f"({args},)")))


def python_strings(path: Path):
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
        if name not in SINGULAR | PLURAL | CONTEXT:
            continue
        args = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
        wanted = 2 if name in CONTEXT else 1
        if len(args) >= wanted:
            yield catalogue_key(name, args)


def sources():
    for app in APPS:
        for path in sorted((ROOT / app).rglob("*")):
            if "migrations" in path.parts or "management" in path.parts:
                continue
            if path.suffix == ".html" and "templates" in path.parts:
                yield path, template_strings
            elif path.suffix == ".py":
                yield path, python_strings
    for path in sorted((ROOT / "templates").rglob("*.html")):
        yield path, template_strings


@pytest.fixture(scope="module")
def spanish():
    with translation.override("es"):
        return trans_real.translation("es")._catalog


@pytest.mark.parametrize("app", [*APPS, "templates"])
def test_every_string_marked_for_translation_has_its_spanish(app, spanish):
    missing = [(path.relative_to(ROOT).as_posix(), key)
               for path, strings in sources() if path.relative_to(ROOT).parts[0] == app
               for key in strings(path) if key not in spanish]
    assert missing == []


def test_the_check_reads_a_template_as_the_page_looks_it_up(tmp_path):
    page = tmp_path / "page.html"
    page.write_text('{% load i18n %}{% translate "Below half (%)" %}'
                    '{% blocktranslate count n=2 %}{{ n }} card{% plural %}{{ n }} cards{% endblocktranslate %}'
                    '{% translate "As" context "card" %}', encoding="utf-8")
    assert list(template_strings(page)) == ["Below half (%%)", ("%(n)s card", 0), "card\x04As"]
