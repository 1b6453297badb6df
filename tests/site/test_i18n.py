"""Every interface message exists in Spanish, and the catalogues are loaded."""

import re
from pathlib import Path

import pytest
from django.conf import settings
from django.utils import translation

import wording

CATALOGUES = sorted(
    p for p in Path(settings.BASE_DIR).glob("*/locale/es/LC_MESSAGES/django.po") if ".venv" not in p.parts
)


def entries(po_text):
    for block in po_text.split("\n\n"):
        msgid = "".join(re.findall(r'"(.*)"', block.split("msgstr")[0].split("msgid", 1)[-1])) if "msgid" in block else ""
        msgstr = "".join(re.findall(r'"(.*)"', block.split("msgstr", 1)[1])) if "msgstr" in block else ""
        yield msgid, msgstr, "#, fuzzy" in block


@pytest.mark.parametrize("po", CATALOGUES, ids=lambda p: p.parts[-5])
def test_every_message_is_translated_to_spanish(po):
    missing = [msgid for msgid, msgstr, fuzzy in entries(po.read_text()) if msgid and (not msgstr or fuzzy)]
    assert missing == []


def test_there_is_a_catalogue_for_each_app():
    assert {p.parts[-5] for p in CATALOGUES} >= {"naipes_site"}


def test_a_known_message_translates():
    with translation.override("es"):
        assert translation.gettext("Glossary") == "Glosario"
    with translation.override("en"):
        assert translation.gettext("Glossary") == "Glossary"


def test_every_lexicon_text_exists_in_both_languages():
    for key in wording.all_keys():
        for lang in wording.LANGS:
            assert wording.text(key, lang).strip(), (key, lang)


def test_english_engine_wording_quotes_with_english_marks():
    """Spanish guillemets belong to the Spanish text; English quotes a Spanish term with “ ” (house style)."""
    for key in wording.all_keys():
        english = wording.text(key, "en")
        assert "«" not in english and "»" not in english, key
