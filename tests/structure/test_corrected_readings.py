"""Corrected readings stay corrected: phrasings we fixed once (a rule stated wrongly, a word the game
does not use) must not come back anywhere: code, templates, the .po files, the rule pages and cheat
sheets. Each entry says what was wrong, why, and in which context the same words are right.

Add an entry whenever a wording of a rule is corrected. The scan reads each file with its line breaks
and string continuations joined (a .po msgstr split over lines, Python's implicit concatenation), so a
phrase cannot hide across a line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fnmatch import fnmatch
from functools import cache
from pathlib import Path

import pytest

from tests.structure.files import project_files as listed

ROOT = Path(__file__).resolve().parents[2]
SCANNED = ("*.py", "*.html", "*.po", "*.md", "*.txt", "*.js", "*.toml")
SKIPPED = (".venv", "node_modules", "staticfiles", ".git", "tests", "docs", "bench", ".pytest_cache", "build")
"""Tests quote the old phrasings to check they are gone; docs/ tells the history of readings."""


@dataclass(frozen=True)
class Corrected:
    pattern: str
    """The wrong phrasing (a regular expression, case-insensitive)."""
    reason: str
    """Why it is wrong: the rule, and where it is settled."""
    allowed: str = ""
    """A context (regular expression over about 150 characters around the match) in which it is right."""


READINGS: tuple[Corrected, ...] = (
    Corrected(r"\bflor\b[^.]{0,60}\bnever opens",
              "La Docena: a flor may not open, except in the duel of flores after a dejo is cut (rules-decisions "
              "§26)", allowed=r"duel|duelo"),
    Corrected(r"flor (?:nunca abre|no abre nunca)|no abre nunca",
              "La Docena (es): a flor no abre, salvo en el duelo de flores tras cortar el dejo (rules-decisions §26)",
              allowed=r"duelo"),
    Corrected(r"accepted (?:every|all the|all|the) bets? and (?:later|then) went away|even if it later goes away"
              r"|a team that leaves after accepting",
              "Paulo: a team goes away only in answer to a bet: having accepted, it refuses the next raise "
              "(rules-decisions §9)"),
    Corrected(r"había aceptado (?:todas )?las apuestas y luego se fue|aunque (?:después|luego) se vaya"
              r"|quien se va tras aceptar",
              "Paulo (es): un equipo solo se va en respuesta a una apuesta: tras aceptar, no acepta la siguiente "
              "subida (rules-decisions §9)"),
    Corrected(r"reparte\w* el bote|repartirse el bote|el bote final|forma el bote|bote aparte|piedras y el bote"
              r'|del bote\b|\bPot"? ?(?:msgstr )?"?Bote\b',
              "La Docena (es): the money the last two share is «el pozo» (rules-decisions §27); «bote» is only the "
              "jar the stones are kept in", allowed=r"recipiente|saca las piedras del bote"),
    Corrected(r"(?:clashes|choca) (?:with|con) (?:the|el) (?:rey|del rey)|(?:a )?mere label|simple etiqueta",
              "Paulo: the mirlo's «13» is the slot of a plain rey, no clash and no mere label (rules-decisions §6)"),
    Corrected(r"except on two points|salvo en dos puntos",
              "Paulo: the Dúrcal rules differ on four points (the order of the Tuerto, the plain suits, strict "
              "following, cuernos)"),
    Corrected(r"puntos? de la API",
              "API (es): an endpoint is «una ruta de la API», not «un punto»"),
    Corrected(r"trick-avoidance game",
              "Papayoo: a point-dodging game (taking tricks is fine, taking points is not)"),
    Corrected(r'papayoo\.standard\.name"\] es = "Oficial|(?:official|oficial)\w*[^.]{0,60}(?:rounds? (?:as|per|each)'
              r"|rondas? (?:como|por|cada))|(?:Gigamic's rules|reglas de Gigamic): (?:as many rounds|tantas rondas)",
              "Papayoo: source 003 leaves the number of rounds open (almost always as many as players, or four for "
              "half an hour): one round per player is the usual choice, not the official one (rules-decisions §39)"),
    Corrected(r"one less than the bet refused, the last value accepted|uno menos que la apuesta rechazada, el último "
              r"valor aceptado",
              "Paulo: a refused opening bet leaves nothing accepted; the value is one less than the bet refused"),
    Corrected(r"(?:winner|who wins|quien gana) takes the whole centre|se lleva todo el centro",
              "La Docena: an all-in winner wins from each player only what he put in; the rest is a side stake "
              "(rules-decisions §26, §37)"),
    Corrected(r"a caballo with (?:3|4|5|three|four|five) players|caballo con (?:3|4|5|tres|cuatro|cinco) jugadores",
              "La Docena: caballos and sotas come into the pack only from six players (source 004, the pack)"),
)


def _joined(text: str) -> str:
    text = re.sub(r'"\s*\n\s*(?:msgstr(?:\[\d\])?\s+|[rf]{0,2})"', "", text)  # .po and Python continuations
    return " ".join(text.split())


@cache
def corpus() -> tuple[tuple[str, str], ...]:
    found = []
    files = listed(ROOT, set(SKIPPED))
    for pattern in SCANNED:
        for path in (path for path in files if fnmatch(path.name, pattern)):
            found.append((str(path.relative_to(ROOT)), _joined(path.read_text(encoding="utf-8", errors="ignore"))))
    return tuple(found)


def offences(reading: Corrected, files=None) -> list[str]:
    out = []
    for name, text in files if files is not None else corpus():
        for match in re.finditer(reading.pattern, text, re.IGNORECASE):
            around = text[max(0, match.start() - 150): match.end() + 150]
            if reading.allowed and re.search(reading.allowed, around, re.IGNORECASE):
                continue
            out.append(f"{name}: …{text[max(0, match.start() - 60): match.end() + 60]}…")
    return out


@pytest.mark.parametrize("reading", READINGS, ids=lambda r: r.pattern[:40])
def test_a_corrected_reading_does_not_come_back(reading):
    assert offences(reading) == [], reading.reason


@pytest.mark.parametrize(("text", "caught"), [
    ("and a flor holder never opens. Only", True),
    ("a flor may not open, except in the duel of flores after a dejo is cut; in the duel it never opens late", False),
    ('"“X” had accepted every bet and "\n  "later went away."', True),
    ('msgstr "Se reparten el "\n"bote: %(names)s"', True),
    ("saca las piedras del bote (el recipiente donde se guardan)", False),
    ('msgid "Pot"\nmsgstr "Bote"', True),
])
def test_the_scan_sees_phrases_across_lines_and_spares_their_right_context(text, caught):
    assert bool([o for r in READINGS for o in offences(r, [("sample", _joined(text))])]) is caught
