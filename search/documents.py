"""What the index holds, read from the site itself: the rendered rule pages cut by section (with the
questions each section answers), the glossary, the cheat sheets, the trainers, the site's tools (said
by what they do, ``search.tools``) and whatever other app offers through the ``search_documents``
hook (:mod:`naipes_site.plugins`; the judges do). No other app's view is called: everything comes from content, registries and URL names.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from django.urls import reverse
from django.utils import translation
from django.utils.translation import gettext

import wording
from naipes.games import docena
from naipes_site import content, glossary, static_storage
from naipes_site.games import game_info, game_infos
from naipes_site.plugins import SEARCH_DOCUMENTS
from search.sections import split
from search.tools import tools
from trainers.drills import DRILLS, SKILLS

# Ranking weights by kind: a page or a term that *is* the subject outranks a passing mention.
BOOST = {"page": 1.6, "glossary": 1.15, "judge": 1.3, "section": 1.0, "trainer": 0.9, "counter": 0.9,
         "cheatsheet": 0.7, "hand": 1.15, "tool": 1.0}


@dataclass(frozen=True)
class Document:
    kind: str
    game: str
    title: str
    url: str
    text: str
    asks: str = ""  # the questions it answers, one per "|"

    @property
    def boost(self) -> float:
        return BOOST[self.kind]


def rule_pages(lang: str) -> Iterator[Document]:
    """Each rule page as a whole (its title and summary), then each of its sections."""
    for game in game_infos():
        page = content.load_page(lang, game.slug)
        url = reverse("rule-page", args=[game.slug])
        yield Document("page", game.slug, page.title, url, page.meta.get("summary", ""))
        for section in split(page.html):
            if section.id and section.title:
                yield Document("section", game.slug, section.title, f"{url}#{section.id}", section.text,
                               " | ".join(section.asks))


def docena_hands(lang: str) -> Iterator[Document]:
    """Every named hand of La Docena (the engine's ladder, in the wording package's words), pointing
    at the ladder: «flor de 28» is a hand's name, not a passing phrase."""
    url = f"{reverse('rule-page', args=['docena'])}#ladder"
    for rung in docena.LADDER:
        forms = " ".join(wording.text(f"docena.form.{form.key}", lang) for form in rung.forms
                         if wording.has(f"docena.form.{form.key}"))
        yield Document("hand", "docena", wording.text(f"docena.rung.{rung.key}", lang), url, forms)


def cheatsheets(lang: str) -> Iterator[Document]:
    for game in game_infos():
        page = content.load_page(lang, f"cheatsheets/{game.slug}")
        text = " ".join(f"{s.title} {s.text}" for s in split(page.html))
        yield Document("cheatsheet", game.slug, page.title, reverse("cheatsheet", args=[game.slug]), text,
                       gettext("a summary of the rules on one page | the rules in short | printable rules"))


def glossary_terms(lang: str) -> Iterator[Document]:
    """Each term under its Spanish name (kept in English pages too); in English its rendering opens the text."""
    for entry in glossary.entries():
        text = entry["definition"][lang] if lang == "es" else f"{entry['english']}: {entry['definition'][lang]}"
        game = "" if entry["game"] == "general" else entry["game"]
        # A term is the whole question «qué es la andorra» asks: the term (and on English pages its
        # rendering, before any gloss) is a question it answers, besides any the entry lists.
        asks = [entry["term"], *([_core(entry["english"])] if lang == "en" else []), entry.get("asks", {}).get(lang, "")]
        yield Document("glossary", game, entry["term"], f"{reverse('glossary')}#{entry['id']}", text,
                       " | ".join(a for a in asks if a))


def trainers(lang: str) -> Iterator[Document]:
    """Each drill, said with the site's own word for trainers and with what a drill is (a test, a quiz, practice)
    so that «entrenador tute» and "quiz me on tute" find them."""
    word = gettext("Trainers")
    what = gettext("a trainer: practise and test yourself, a quiz with explained answers")
    for drill in DRILLS.values():
        game = game_info(drill.GAME).name
        yield Document("trainer", drill.GAME, drill.NAME[lang] if isinstance(drill.NAME, dict) else str(drill.NAME), reverse("trainers:drill", args=[drill.SLUG]),
                       f"{word} · {game} · {_text(SKILLS[drill.SKILL], lang)} · {what}", f"{word} {game}")


def _core(english: str) -> str:
    """An English rendering without its gloss: "points (of the oros)" → "points"."""
    return english.split("(")[0].split(";")[0].strip()


def _text(value: object, lang: str) -> str:
    return value[lang] if isinstance(value, dict) else str(value)


def site_tools(lang: str) -> Iterator[Document]:
    for fields in tools(lang):
        yield Document(**fields)


def from_apps(lang: str) -> Iterator[Document]:
    """Documents the apps offer (hook ``search_documents``): dicts of :class:`Document`'s fields."""
    for offer in SEARCH_DOCUMENTS:
        for fields in offer(lang):
            # A title that is a question ("Who takes the trick?") is one the document answers.
            title = fields["title"]
            yield Document(**fields, **({"asks": title} if "?" in title and "asks" not in fields else {}))


SOURCES = (rule_pages, docena_hands, glossary_terms, cheatsheets, trainers, site_tools, from_apps)


def documents(lang: str) -> list[Document]:
    """Everything the index holds in ``lang``, read with that language active. Only the pages' text is
    kept, so their links to static files need not be collected first (``make run`` on a fresh clone)."""
    with translation.override(lang), static_storage.text_only():
        return [doc for source in SOURCES for doc in source(lang)]
