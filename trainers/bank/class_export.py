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
from trainers.bank.items import BankItem, build, table_line, with_table
from trainers.class_codes import ClassCode
from trainers.class_questions import entries, table_names


def items(code: ClassCode, lang: str) -> Iterator[BankItem]:
    """Each question of the code in ``lang``, named by the code and its number on the worksheet; a question
    asked under a table other than the standard one says so first, since its answer follows that table."""
    for e in entries(code):
        yield with_table(build(e.drill, e.question, lang, ident=f"{code}-{e.number}", level=code.level,
                               title=f"{e.number}. {e.drill.NAME[lang]}"), e.table)


def response(code: ClassCode, fmt: Format, lang: str) -> StreamingHttpResponse:
    """The file, named for the games, the code and the language (``naipes-paulo-tute-<code>-en.csv``); its
    title names the tables when the code fixes any."""
    title = f"{code} · {table_line(table_names(code, lang), lang)}" if code.tables else str(code)
    meta = {"title": title, "code": str(code), "games": list(code.games), "level": code.level, "lang": lang}
    return download.response(items(code, lang), fmt, filename("-".join(code.games), str(code), lang, fmt=fmt), meta)
