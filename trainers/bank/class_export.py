"""A class code's questions as a bank file: the one download that the classroom's answer key page and the
JSON API both serve, so that the two files are the same, byte for byte.

The questions are the code's own (:func:`trainers.class_questions.entries`): the worksheet's, its answer
key's and the live class's, numbered as there. A code holds at most
:data:`trainers.class_codes.MAX_QUESTIONS` questions, so the file is bounded like any bank export.
"""

from __future__ import annotations

from collections.abc import Iterator

from django.http import StreamingHttpResponse

from trainers.bank import download
from trainers.bank.formats import Format, filename
from trainers.bank.items import BankItem, build
from trainers.class_codes import ClassCode
from trainers.class_questions import entries


def items(code: ClassCode, lang: str) -> Iterator[BankItem]:
    """Each question of the code in ``lang``, named by the code and its number on the worksheet."""
    for e in entries(code):
        yield build(e.drill, e.question, lang, ident=f"{code}-{e.number}", level=code.level,
                    title=f"{e.number}. {e.drill.NAME[lang]}")


def response(code: ClassCode, fmt: Format, lang: str) -> StreamingHttpResponse:
    """The file, named for the games, the code and the language (``naipes-paulo-tute-<code>-en.csv``)."""
    meta = {"title": str(code), "code": str(code), "games": list(code.games), "level": code.level, "lang": lang}
    return download.response(items(code, lang), fmt, filename("-".join(code.games), str(code), lang, fmt=fmt), meta)
