"""The judge that takes a class's question as it is (hook ``judge_links``, :mod:`naipes_site.plugins`).

A class's debrief links a missed question to the judge of the same position, which gives the verdict and the
engine's reason in its own words and lets the class change a card and ask again. The trainers know the
questions and the judges know their pages, and neither may name the other: the judges' module of this hook
(``judges/judge_links.py``) registers what writes a question as its judge's address, and the classroom asks
:func:`link_for`.
"""

from __future__ import annotations

from collections.abc import Callable

from naipes_site.plugins import Registry
from trainers.class_questions import Entry

JudgeLink = Callable[[Entry, str], str]
"""A class's question (its drill, question and table) and a language → the address of the judge that takes its
position as it is, or "" for a question it does not take."""

JUDGE_LINKS: Registry[JudgeLink] = Registry("judge_links")
register = JUDGE_LINKS.register


def link_for(position: Entry, lang: str) -> str:
    """The address of the judge of ``position`` in ``lang`` (the first the apps offer), or "" when none takes it."""
    for link in JUDGE_LINKS:
        if url := link(position, lang):
            return url
    return ""
