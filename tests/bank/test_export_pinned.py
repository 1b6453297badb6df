"""Speed work on the drills and the engine must not change a byte of what they export: a 200-question file of
every drill at every level, in both languages, and under each named table of its game, pinned by a digest
taken before that work. A change to a drill's questions or wording that is meant must update its digest here
(``python -m tests.bank.test_export_pinned`` prints them)."""

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
    "paulo-trumps": "0bbedf4e5ce70fe1a301c15350ad48c8",
    "paulo-trick": "c2c3ae09d142b4e0d6ac767c3ac3b9fc",
    "paulo-is-trump": "ac90b45352935d22b70ef2c0739b6b98",
    "paulo-may-play": "02989e4e420cd365a1463a68848b5f56",
    "paulo-chinos": "7f7771334c1e38458786bcca23c93883",
    "cirulo-settle": "47831ba42e32f018d15f80adcf84934a",
    "cirulo-trick": "604809d92baebc5c59c33376d6742fc4",
    "tute-count": "4d9071ee9e6e21b0af47308e917c1d19",
    "tute-trick": "2aae46b164d224df4770ae271d958c58",
    "tute-legal": "a9749907988ca0b93eb076bba111d43e",
    "tute-acuses": "03b9fb3dc8e440c8f00e369de8b0f492",
    "docena-hand": "a3a27ee9dc3211ba2cffcdfc55d8d8e9",
    "docena-compare": "77d778806731972617cdef530f1686f3",
    "docena-mala": "d063cab009117944dfea6a49c27d5e1c",
    "docena-bets": "f50c559bb717fc08f969388a0bb52a04",
    "papayoo-round": "10e61acc4633d0a070753f03fbac9bb7",
    "papayoo-trick": "f524b51c0712feb9bf87e71488ee171c",
    "papayoo-which-card": "4cc89fe1f51c10119b168f7a5c39b3dc",
    "papayoo-deal": "36c4503fcf6ba8c1b87d59167923e869",
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


if __name__ == "__main__":
    import django

    django.setup()
    for name in DRILLS:
        print(f'    "{name}": "{digest(name)}",', flush=True)
    for fmt in ("csv", "gift", "moodle"):
        print(f'    "{fmt}": "{hashlib.sha256(_file("docena-mala", 2, "es", fmt=fmt)).hexdigest()[:32]}",')
