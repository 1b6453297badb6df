"""``make messages`` changes only the entries whose strings changed (naipes_site's ``makemessages``): the
Spanish ``.po`` files are edited by hand between runs, and a refresh must not rewrite them around the
edits (order, wrapping, locations, the header's date).
"""

from __future__ import annotations

import difflib

import pytest
from django.core.management import call_command

LONG = "A sentence long enough that gettext would cut it at seventy-nine columns if the command let it"
HAND_WRITTEN = f'''msgid ""
msgstr ""
"POT-Creation-Date: 2020-01-01 00:00+0100\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

msgid "Zeta"
msgstr "Zeta en español"

msgid "{LONG}"
msgstr "Una frase lo bastante larga como para que gettext la cortara a setenta y nueve columnas si la orden le dejara"
'''


def refresh(app) -> str:
    call_command("makemessages", locale=["es"], verbosity=0)
    return (app / "locale/es/LC_MESSAGES/django.po").read_text(encoding="utf-8")


@pytest.fixture
def app(tmp_path, monkeypatch):
    (tmp_path / "templates").mkdir()
    (tmp_path / "templates/page.html").write_text(
        f'{{% load i18n %}}{{% translate "Zeta" %}}{{% translate "{LONG}" %}}', encoding="utf-8")
    (tmp_path / "locale/es/LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "locale/es/LC_MESSAGES/django.po").write_text(HAND_WRITTEN, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_a_second_refresh_changes_nothing_and_a_new_string_adds_only_its_entry(app):
    first = refresh(app)
    assert first.index('msgid "A sentence') < first.index('msgid "Zeta"')  # sorted by msgid
    assert f'msgid "{LONG}"' in first and "#:" not in first  # never wrapped, no locations
    assert refresh(app) == first
    page = app / "templates/page.html"
    page.write_text(page.read_text(encoding="utf-8") + '{% translate "Middle" %}', encoding="utf-8")
    changed = [line for line in difflib.unified_diff(first.splitlines(), refresh(app).splitlines(), lineterm="", n=0)
               if line[:1] in "+-" and line[:3] not in ("+++", "---")]
    assert changed == ['+msgid "Middle"', '+msgstr ""', "+"]


def test_the_header_s_date_stays_when_nothing_else_changed(app):
    po = app / "locale/es/LC_MESSAGES/django.po"
    dated = [line for line in refresh(app).splitlines() if line.startswith('"POT-Creation-Date:')]
    assert len(dated) == 1
    po.write_text(po.read_text(encoding="utf-8").replace(dated[0], '"POT-Creation-Date: 2020-01-01 00:00+0100\\n"'),
                  encoding="utf-8")
    assert '"POT-Creation-Date: 2020-01-01 00:00+0100\\n"' in refresh(app)
