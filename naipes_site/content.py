"""Rule pages from ``content/<lang>/<slug>.md``: front matter, Markdown, engine inserts, a cache.

Front matter is a block of ``key: value`` lines between ``---`` lines at the top of the file.
Rendered pages are cached (``content`` cache) under a key that includes the file's modification
time, so an edited file is re-rendered and a warm page never re-parses Markdown.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import markdown
from django.conf import settings
from django.core.cache import caches

from naipes import GAME_SLUGS
from naipes.options import declared
from naipes.profiles import TABLE_FIELDS
from naipes_site import table_rules
from naipes_site.markdown_ext import NaipesExtension, PageRules, depends
from naipes_site.table_rules import TableRules

CACHE_VERSION = 3  # bump when the renderer changes in a way that alters every page


class PageNotFound(LookupError):
    """Raised when no Markdown file exists for a language and slug."""


@dataclass(frozen=True)
class Page:
    slug: str
    lang: str
    meta: dict[str, str]
    html: str
    toc: list[dict] = field(default_factory=list)

    @property
    def title(self) -> str:
        return self.meta.get("title", self.slug)


_FRONT = re.compile(r"\A---\s*\n(.*?)\n---\s*\n", re.S)
_SLUG = re.compile(r"^[a-z0-9][a-z0-9/-]*$")


def source_path(lang: str, slug: str) -> Path:
    if lang not in {code for code, _name in settings.LANGUAGES} or not _SLUG.match(slug) or ".." in slug:
        raise PageNotFound(f"{lang}/{slug}")
    path = Path(settings.CONTENT_DIR) / lang / f"{slug}.md"
    if not path.is_file():
        raise PageNotFound(f"{lang}/{slug}")
    return path


def split_front_matter(text: str) -> tuple[dict[str, str], str]:
    """Front matter and body.

    >>> split_front_matter("---\\ntitle: Tute\\nplayers: 2-6\\n---\\n# Body\\n")
    ({'title': 'Tute', 'players': '2-6'}, '# Body\\n')
    """
    match = _FRONT.match(text)
    if not match:
        return {}, text
    meta = {}
    for line in match.group(1).splitlines():
        key, sep, value = line.partition(":")
        if sep and key.strip():
            meta[key.strip()] = value.strip()
    return meta, text[match.end():]


def render_markdown(body: str, lang: str, table: dict[str, dict[str, str]] | None = None,
                    rules: PageRules | None = None) -> tuple[str, list[dict]]:
    """HTML and table of contents of a Markdown body; section ids come from ``{#id}`` attributes. ``table``
    gives inserts the arguments a table's rules set (``naipes_site.table_rules.insert_arguments``); ``rules``
    the options its ``[[if]]`` and ``[[rule]]`` text reads (:mod:`naipes_site.markdown_ext`)."""
    md = markdown.Markdown(
        extensions=[
            "attr_list", "def_list", "tables", "admonition", "footnotes", "sane_lists",
            "toc", NaipesExtension(lang=lang, table=table or {}, rules=rules),
        ],
        extension_configs={
            "toc": {
                "permalink": "#",
                "permalink_class": "permalink",
                "permalink_title": "Enlace a esta sección" if lang == "es" else "Link to this section",
                "toc_depth": "2-3",
            },
        },
        output_format="html",
    )
    html = md.convert(body)
    # The "#" link's text alone would be read as "number sign": name it like its title.
    label = "Enlace a esta sección" if lang == "es" else "Link to this section"
    html = html.replace('class="permalink"', f'aria-label="{label}" class="permalink"')
    return html, md.toc_tokens


def load_page(lang: str, slug: str, table: TableRules | None = None) -> Page:
    """The rendered page, from the cache when its source has not changed; drawn for a table's rules when
    one other than the standard is given (a named profile's page is cached too, a custom one is not:
    custom codes are too many to keep, rules-decisions §40)."""
    path = source_path(lang, slug)
    game = table.game if table is not None else game_of(slug)
    drawn = table if table is not None and not table.standard else None
    key = f"page:{CACHE_VERSION}:{lang}:{slug}:{path.stat().st_mtime_ns}" + (f":{drawn.code}" if drawn else "")
    cache = caches["content"]
    page = cache.get(key) if drawn is None or drawn.profile else None
    if page is None:
        meta, body = split_front_matter(path.read_text(encoding="utf-8"))
        rules = PageRules(game, drawn.options if drawn else {}) if game else None
        html, toc = render_markdown(body, lang, table_rules.insert_arguments(drawn) if drawn else None, rules)
        if drawn is not None:
            # The sections whose text or engine tables follow an option this table sets are marked too.
            follows = depends(body, table_rules.follows())
            html = table_rules.mark_sections(html, drawn, lang, [
                anchor for anchor, names in follows.items() if anchor and names & set(drawn.options)])
        page = Page(slug=slug, lang=lang, meta=meta, html=html, toc=toc)
        if drawn is None or drawn.profile:
            cache.set(key, page, timeout=None)
    return page


def unstated_options(lang: str, game: str) -> list[str]:
    """The options of ``game`` a table may set (the players are not one) that no line of its cheat sheet
    follows: no ``[[if]]`` or ``[[rule]]`` names it and no engine table of a game's ``FOLLOWS`` leaves it to the table.
    A sheet that says nothing of an option would print the standard's rule under a table that changes it
    (rules-decisions §47); the start-up check lists them (``naipes_site.checks``)."""
    body = split_front_matter(source_path(lang, f"cheatsheets/{game}").read_text(encoding="utf-8"))[1]
    followed = set().union(*depends(body, table_rules.follows()).values())
    return [o.name for o in declared(game) if o.name not in TABLE_FIELDS and o.name not in followed]


def game_of(slug: str) -> str | None:
    """The game a page is about (``paulo``, ``cheatsheets/paulo``), ``None`` for a page of no game."""
    last = slug.rsplit("/", 1)[-1]
    return last if last in GAME_SLUGS else None


def page_slugs(lang: str, folder: str = "") -> list[str]:
    base = Path(settings.CONTENT_DIR) / lang / folder
    return sorted(p.stem for p in base.glob("*.md"))
