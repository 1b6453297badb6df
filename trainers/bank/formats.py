"""The export formats by key: what each is called, its file and how it is written."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from trainers.bank import gift, moodle, qti, tabular
from trainers.bank.items import BankItem

Writer = Callable[[Iterable[BankItem], dict], Iterable[str | bytes]]


@dataclass(frozen=True)
class Format:
    key: str
    name: str
    extension: str
    content_type: str
    write: Writer
    description: dict[str, str]


def _qti(items: Iterable[BankItem], meta: dict) -> Iterator[bytes]:
    yield qti.package(items, meta["title"])


FORMATS: dict[str, Format] = {f.key: f for f in (
    Format("moodle", "Moodle XML", "xml", "application/xml; charset=utf-8",
           lambda items, meta: moodle.download(items, meta["title"]),
           {"es": "Para el banco de preguntas de Moodle (Importar › Formato Moodle XML).",
            "en": "For Moodle's question bank (Import › Moodle XML format)."}),
    Format("gift", "GIFT", "gift.txt", "text/plain; charset=utf-8",
           lambda items, meta: gift.render(items),
           {"es": "Texto GIFT, que importan Moodle y otras plataformas.",
            "en": "GIFT text, which Moodle and other platforms import."}),
    Format("qti", "QTI 2.1", "qti.zip", "application/zip", _qti,
           {"es": "Paquete IMS QTI 2.1 para Canvas, Blackboard, OpenOLAT y otras plataformas.",
            "en": "An IMS QTI 2.1 package for Canvas, Blackboard, OpenOLAT and other platforms."}),
    Format("csv", "CSV", "csv", "text/csv; charset=utf-8",
           lambda items, meta: tabular.csv_rows(items),
           {"es": "Una fila por pregunta, para una hoja de cálculo o Google Forms.",
            "en": "One row per question, for a spreadsheet or Google Forms."}),
    Format("json", "JSON", "json", "application/json",
           lambda items, meta: tabular.json_chunks(items, meta),
           {"es": "La forma de la API, con respuesta y explicación.",
            "en": "The API's own shape, with the answer and explanation."}),
)}


def filename(*parts: str, fmt: Format) -> str:
    """``naipes-tute-tute-count-l2-es.csv``: the game, the set and the language, safe for any disk."""
    stem = "-".join(p for p in ("naipes", *parts) if p)
    safe = "".join(ch if ch.isalnum() or ch in "-_" else "-" for ch in stem.lower())
    return f"{safe}.{fmt.extension}"
