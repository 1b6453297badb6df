"""Sections that other apps add to the learner's progress page.

The apps that stand on the trainers (practice hands, …) may not be imported from here: each registers
a function in its ``AppConfig.ready`` that returns a template and its context for a learner, or
``None`` when it has nothing to show, and the progress page includes what they return.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Section:
    template: str
    context: dict[str, Any]


SectionSource = Callable[[str | None], Section | None]

_SOURCES: list[SectionSource] = []


def register(source: SectionSource) -> SectionSource:
    if source not in _SOURCES:
        _SOURCES.append(source)
    return source


def sections(key: str | None) -> list[Section]:
    return [section for section in (source(key) for source in _SOURCES) if section is not None]
