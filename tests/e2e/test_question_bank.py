"""The question bank in real Chromium: a teacher makes a mixed class code, opens its answer key and
downloads it in every format, one of them by keyboard alone; a drill's questions download from the bank
page by keyboard. Every file is read back by the same independent readers as the unit tests, the QTI
manifest is validated against the IMS schema, and each file is the one the JSON API gives for the same key."""

from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path

import pytest
from lxml import etree
from playwright.sync_api import expect
from pygiftparser import parser as gift_parser

from classroom import codes
from naipes_site import table_rules
from tests.bank.test_manifest_schema import valid_manifest
from tests.e2e.test_counters import tab_to
from trainers.bank.formats import FORMATS

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

WORDS = {"es": {"make": "Hacer la hoja", "download": "Descargar"},
         "en": {"make": "Make the worksheet", "download": "Download"}}


def questions_in(fmt: str, data: bytes) -> int:
    """How many questions a downloaded file holds, as an independent reader counts them."""
    if fmt == "gift":
        parsed = gift_parser.parseFile(io.StringIO(data.decode()))
        assert all(q.valid for q in parsed)
        # A question with several number boxes is one GIFT question per box, each under its item's id.
        return len(set(re.findall(r"^// (\S+?)(?:\.\d+)? · ", data.decode(), re.M)))
    if fmt == "moodle":
        return len(etree.fromstring(data).findall("question")) - 1  # the category comes first
    if fmt == "qti":
        return len(valid_manifest(data).findall("{*}resources/{*}resource"))
    if fmt == "csv":
        return len(list(csv.DictReader(io.StringIO(data.decode().lstrip("\ufeff")))))
    return len(json.loads(data)["questions"])


def download(page, action) -> tuple[str, bytes]:
    with page.expect_download() as info:
        action()
    path = info.value.path()
    return info.value.suggested_filename, Path(path).read_bytes()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_teacher_downloads_a_mixed_class_code_in_every_format(page, live_server, lang):
    page.goto(f"{live_server.url}/{lang}/classroom/worksheets/tute/")
    page.locator("details.cr-mix > summary").click()
    page.locator("input[name=mix][value='docena-hand']").check()
    page.locator("#id_n").fill("5")
    page.get_by_role("button", name=WORDS[lang]["make"]).click()
    code = codes.parse(page.locator("dd.cr-code").inner_text())
    assert code.games == ("tute", "docena")
    page.locator("a[href*='/classroom/key/']").first.click()
    key = re.search(r"/classroom/key/([^/]+)/", page.url).group(1)
    for fmt in FORMATS:
        link = page.locator(f"a[href$='/export/{fmt}/']")
        if fmt == "csv":  # by keyboard alone
            tab_to(page, f"a[href$='/export/{fmt}/']")
            name, data = download(page, lambda: page.keyboard.press("Enter"))
        else:
            name, data = download(page, link.click)
        assert name == f"naipes-tute-docena-{str(code).lower()}-{lang}.{FORMATS[fmt].extension}"
        assert questions_in(fmt, data) == 5, fmt
        api = page.request.get(f"{live_server.url}/api/v1/trainers/class-code/export",
                               params={"key": key, "format": fmt, "lang": lang})
        assert api.ok and api.body() == data, fmt


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_drill_downloads_from_the_bank_page_by_keyboard(page, live_server, lang):
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(f"{live_server.url}/{lang}/trainers/bank/")
    page.locator("#bank-drill").select_option("papayoo-round")
    tab_to(page, "#bank-count")
    page.keyboard.press("Control+A")
    page.keyboard.type("3")
    tab_to(page, "input[name=format]:checked")  # a radio group is one Tab stop; arrows choose in it
    page.keyboard.press("ArrowDown")
    expect(page.locator("#bank-format-gift")).to_be_checked()
    tab_to(page, ".bank-form button[type=submit]")
    name, data = download(page, lambda: page.keyboard.press("Enter"))
    assert name == f"naipes-papayoo-round-l1-s1-n3-{lang}.gift.txt"
    assert questions_in("gift", data) == 3


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_bank_page_fills_in_the_kept_table_of_the_trainer_chosen(browser, live_server, lang):
    """The table field follows the trainer chosen while the teacher has not typed in it: each game's kept table,
    said beside the field; once typed, it stays what was typed."""
    context = browser.new_context()
    context.add_cookies([{"name": table_rules.cookie_name("paulo"), "value": "durcal", "url": live_server.url}])
    page = context.new_page()
    page.goto(f"{live_server.url}/{lang}/trainers/bank/?drill=paulo-trumps")
    field, note = page.locator("#bank-profile"), page.locator("#bank-profile-kept")
    expect(field).to_have_value("paulo:durcal")
    expect(note).to_contain_text("Dúrcal")
    page.locator("#bank-drill").select_option("tute-trick")
    expect(field).to_have_value("")
    expect(note).to_have_text("")
    page.locator("#bank-drill").select_option("paulo-trick")
    expect(field).to_have_value("paulo:durcal")
    expect(note).to_contain_text("Dúrcal")
    field.fill("lanjaron")
    page.locator("#bank-drill").select_option("tute-trick")
    expect(field).to_have_value("lanjaron")
    context.close()
