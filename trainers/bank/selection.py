"""Reading a drill selection (drill, level, count, seed, format, language) from a query string, for the
question bank page and the API alike; each refusal has a code and a message in both languages."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from trainers.bank.formats import FORMATS, Format
from trainers.bank.items import MAX_COUNT
from trainers.drills import DRILLS
from trainers.drills.core import Refusal
from trainers.tokens import SEED_LIMIT

LANGS = ("es", "en")


class SelectionError(Refusal):
    """A drill selection that cannot be read; ``field`` names the query field given twice."""

    def __init__(self, code: str, message: dict[str, str], field: str = "") -> None:
        super().__init__(code, message)
        self.field = field


@dataclass(frozen=True)
class Selection:
    drill: str
    level: int
    count: int
    seed: int
    format: Format
    lang: str

    def query(self) -> str:
        return (f"drill={self.drill}&level={self.level}&count={self.count}&seed={self.seed}"
                f"&format={self.format.key}&lang={self.lang}")


def _one(query: Mapping, name: str, default: str) -> str:
    values = query.getlist(name) if hasattr(query, "getlist") else [query[name]] if name in query else []
    if len(values) > 1:
        raise SelectionError("duplicate_field", {"es": f"El campo «{name}» aparece más de una vez.",
                                                 "en": f"The field “{name}” appears more than once."}, name)
    return str(values[0]).strip() if values else default


def _whole(text: str, name: str, low: int, high: int) -> int:
    if not (text.isascii() and text.isdigit()) or len(text) > 16 or not low <= int(text) <= high:
        raise SelectionError(f"bad_{name}", {
            "es": f"«{name}» ha de ser un número entero del {low} al {high}.",
            "en": f"“{name}” must be a whole number from {low} to {high}."})
    return int(text)


def read(query: Mapping, *, lang: str, drill: str | None = None) -> Selection:
    """The selection a query asks for; ``drill`` when the path already names it. Raises :class:`SelectionError`."""
    slug = drill if drill is not None else _one(query, "drill", "")
    module = DRILLS.get(slug)
    if module is None:
        raise SelectionError("unknown_trainer", {"es": "No hay ningún ejercicio con ese nombre.",
                                                 "en": "There is no trainer with that name."})
    level = _whole(_one(query, "level", str(module.LEVELS[0])), "level", 1, 3)
    if level not in module.LEVELS:
        raise SelectionError("bad_level", {"es": "Ese nivel no existe en este ejercicio.",
                                           "en": "That level does not exist for this trainer."})
    count = _whole(_one(query, "count", "20"), "count", 1, MAX_COUNT)
    seed = _whole(_one(query, "seed", "1"), "seed", 0, SEED_LIMIT - MAX_COUNT)
    fmt, chosen_lang = read_file_kind(query, lang=lang)
    return Selection(slug, level, count, seed, fmt, chosen_lang)


def read_file_kind(query: Mapping, *, lang: str) -> tuple[Format, str]:
    """The format and the language a query asks for (``json`` and ``lang`` unless it says): what any
    export reads, a drill's or a class code's. Raises :class:`SelectionError`."""
    key = _one(query, "format", "json")
    if key not in FORMATS:
        raise SelectionError("bad_format", {
            "es": "Formato desconocido: elige " + ", ".join(FORMATS) + ".",
            "en": "Unknown format: choose " + ", ".join(FORMATS) + "."})
    chosen_lang = _one(query, "lang", lang)
    if chosen_lang not in LANGS:
        raise SelectionError("bad_lang", {"es": "El idioma ha de ser «es» o «en».",
                                          "en": "The language must be “es” or “en”."})
    return FORMATS[key], chosen_lang
