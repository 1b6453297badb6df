"""Speed work on the drills and the engine must not change a byte of what they export: a 200-question file of
every drill at every level, in both languages, and under each named table of its game, pinned by a digest
taken before that work. A change to a drill's questions or wording that is meant must update its digest here
(``python -m tests.bank.test_export_pinned`` prints them, with the catalogues compiled: a named table is said in
the file's language)."""

from __future__ import annotations

import hashlib

import pytest
from django.http import QueryDict
from django.test import RequestFactory

from naipes.profiles import profiles
from naipes_site import table_rules
from trainers.bank import download
from trainers.bank.selection import read
from trainers.drills import DRILLS

pytestmark = pytest.mark.django_db


def _file(slug: str, level: int, lang: str, profile: str = "", fmt: str = "json") -> bytes:
    query = f"level={level}&count=200&seed=7&format={fmt}&lang={lang}"
    chosen = read(QueryDict(query), lang=lang, drill=slug)
    game = DRILLS[slug].GAME
    table = table_rules.decode(game, profile) if profile else table_rules.standard(game)
    download.kept_files.clear()
    response = download.drill_file(RequestFactory().get("/"), chosen, table)
    body = b"".join(response.streaming_content)
    download.kept_files.clear()
    return body


def digest(slug: str) -> str:
    """One digest of the drill's files: JSON at each level in each language under the standard table, and at
    level 2 in Spanish under each of its game's other named tables."""
    drill = DRILLS[slug]
    files = [(level, lang, "") for level in drill.LEVELS for lang in ("es", "en")]
    files += [(2 if 2 in drill.LEVELS else drill.LEVELS[0], "es", p.slug) for p in profiles(drill.GAME)[1:]]
    whole = hashlib.sha256()
    for level, lang, profile in files:
        whole.update(hashlib.sha256(_file(slug, level, lang, profile)).digest())
    return whole.hexdigest()[:32]


PINNED = {
    "paulo-trumps": "3efdb8ba0d53501e9e8a07ef4a6f7e40",
    "paulo-trick": "8be9eaafc7ac4a9b28910d7c718df52d",
    "paulo-is-trump": "2818c9a0dc672d2a8e4c9726e2d6a5f6",
    "paulo-may-play": "0c6bcb44f4c707afb96f07456e597067",
    "paulo-chinos": "c9125b428bcd1946a97249d02a781c7d",
    "cirulo-settle": "6f64bd4eaef606a55b7dfedea448401b",
    "cirulo-trick": "1b8474a1134ec2a136f03e7dc59b4438",
    "tute-count": "291e3437754a587e7dd06384a8242e74",
    "tute-trick": "063159ef24f1e6a826ce6b11f1a76e53",
    "tute-legal": "0abe58985a3a331534181ae041f2aeab",
    "tute-acuses": "854ae2e28ef79f3bcf315d8f2050f634",
    "docena-hand": "a3a27ee9dc3211ba2cffcdfc55d8d8e9",
    "docena-compare": "77d778806731972617cdef530f1686f3",
    "docena-mala": "d063cab009117944dfea6a49c27d5e1c",
    "docena-bets": "f50c559bb717fc08f969388a0bb52a04",
    "papayoo-round": "0141f51f0b5afa4935c7ebccbcc83255",
    "papayoo-trick": "0629d26516540f1a063952dff345b352",
    "papayoo-which-card": "010d9361b12d3749967194de65cfbf17",
    "papayoo-deal": "a71c0a434e4fb222649afd8aef27b50a",
}


@pytest.mark.parametrize("slug", sorted(PINNED))
def test_a_drills_200_question_files_are_what_they_were(slug):
    assert digest(slug) == PINNED[slug]


@pytest.mark.parametrize("fmt", ["csv", "gift", "moodle"])
def test_every_format_of_one_200_question_file_is_what_it_was(fmt):
    assert hashlib.sha256(_file("docena-mala", 2, "es", fmt=fmt)).hexdigest()[:32] == FORMATS_PINNED[fmt]


FORMATS_PINNED = {
    "csv": "d001c259bb371640b73dc3d9d7426573",
    "gift": "31ca2218256e1845456a41ce0557ef38",
    "moodle": "51618424c476569a37cae3b701b9d60b",
}


WRITTEN = [("docena-hand", 3), ("tute-legal", 2), ("cirulo-settle", 2), ("paulo-trumps", 2)]
"""One drill of each kind of question (pick one, tick several, numbers, an order), written as XML."""


@pytest.mark.parametrize("slug, level", WRITTEN)
@pytest.mark.parametrize("fmt", ["moodle", "qti"])
def test_the_xml_formats_of_each_kind_of_question_are_what_they_were(slug, level, fmt):
    assert hashlib.sha256(_file(slug, level, "es", fmt=fmt)).hexdigest()[:32] == XML_PINNED[f"{slug} l{level} {fmt}"]


XML_PINNED = {
    "docena-hand l3 moodle": "bfc5a427b80385d9024d670ac5efe18c",
    "docena-hand l3 qti": "924917449376e9d6540839b049935ec5",
    "tute-legal l2 moodle": "d4bfde092b5204a23f4e0b67450e43de",
    "tute-legal l2 qti": "6c98cff2d840effee9ae43125fdeeb0d",
    "cirulo-settle l2 moodle": "7d58603152e7f8e30b852df961651b81",
    "cirulo-settle l2 qti": "1ab3ab1837d64cda1da1720df2ac0d77",
    "paulo-trumps l2 moodle": "5fe329ae67b6625805a4fe0beeb04500",
    "paulo-trumps l2 qti": "57793d7adb4231c53096dcc552b8e676",
}


if __name__ == "__main__":
    import django

    django.setup()
    for name in DRILLS:
        print(f'    "{name}": "{digest(name)}",', flush=True)
    for fmt in ("csv", "gift", "moodle"):
        print(f'    "{fmt}": "{hashlib.sha256(_file("docena-mala", 2, "es", fmt=fmt)).hexdigest()[:32]}",')
    for slug, level in WRITTEN:
        for fmt in ("moodle", "qti"):
            print(f'    "{slug} l{level} {fmt}": "{hashlib.sha256(_file(slug, level, "es", fmt=fmt)).hexdigest()[:32]}",')
