"""A table's rules for one game: a named profile or a custom code, chosen once and kept for this browser.

The choice lives in one cookie per game (``naipes-table-<game>``), never in server memory, and is read
again, checked, on every request: a cookie that no longer names a profile the engine plays is ignored.
A link may carry ``?profile=…`` to show a game's pages under a profile without keeping it; keeping it
takes the chooser's form (CSRF). The rule pages and cheat sheets are cached per table (``page_variant``),
so the standard table costs what it always cost. A request's table is read once, by :func:`resolve`, which
every surface asks (a :class:`ResolvedTable` kept on the request). Readings: docs/rules-decisions.md §39 and §40.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property, lru_cache
from html import escape
from typing import Any
from urllib.parse import urlencode

from django.utils import translation
from django.utils.translation import gettext

import naipes.games
import wording
from naipes import RulesError, profiles as named
from naipes.options import BadOption, Option, declared, option
from naipes.profiles import Profile, ProfileError, codes
from naipes_site import options
from naipes_site.games import piece, pieces
from wording import options as option_words

COOKIE_PREFIX = "naipes-table-"
COOKIE_AGE = 400 * 24 * 3600
"""The longest a browser keeps a cookie (Chrome caps at 400 days): a table's rules change rarely."""
QUERY = "profile"
_TEXT = re.compile(r"^[a-z0-9:.,_-]{1,80}$")


Sections = dict[str, str | dict[Any, str]]
"""A game's ``SECTIONS`` (``naipes_site/games/<game>/table_rules.py``): the rule page section that explains each
option (for some options, each value), the section a table's choice marks and the compare page links to. Anchors
are the same in both languages."""

Follows = dict[str, dict[str, str]]
"""A game's ``FOLLOWS``: insert name → {argument: option}, the engine tables a table's rules redraw. A page that
writes the argument keeps it (a variant section shows its own variant whatever the table plays)."""


def sections(game: str) -> Sections:
    """The game's :data:`Sections`; none for a game without its ``table_rules.py`` yet (the start-up check names
    it)."""
    found = piece(game, "table_rules")
    return found.SECTIONS if found is not None else {}


def follows() -> Follows:
    """Every game's :data:`Follows` in one."""
    return {name: arguments for module in pieces("table_rules").values() for name, arguments in module.FOLLOWS.items()}


@dataclass(frozen=True)
class TableRules:
    """One game's rules as a table chose them."""

    game: str
    code: str
    """What the cookie and a link hold: a profile's slug, or a custom code."""
    options: Mapping[str, Any]
    profile: Profile | None = None
    """The named profile, ``None`` for a custom set of options."""

    @property
    def standard(self) -> bool:
        return not self.options

    @property
    def shared(self) -> str:
        """The code to share: the game, a colon, the profile's slug or the custom parts."""
        return f"{self.game}:{self.code}"

    def sample(self) -> Any:
        """These rules at the usual number of players, else at the first the options allow (drawing a page)."""
        engine = named.module_of(self.game)
        for players in (engine.DEFAULT_RULES.players, *engine.PLAYERS):
            try:
                return self.rules(players=players)
            except RulesError:
                continue
        return engine.DEFAULT_RULES

    def rules(self, **table: Any) -> Any:
        return named.module_of(self.game).Rules(**{**self.options, **table})

    def name(self, lang: str) -> str:
        if self.profile is not None:
            return wording.text(f"profiles.{self.game}.{self.profile.slug}.name", lang)
        # A custom table says in words what it changes; its code is shown where it is copied (``shared``).
        with translation.override(lang):
            return gettext("Custom: %(changes)s") % {"changes": option_words.changes(self.game, self.options, lang)}

    def sections(self) -> tuple[str, ...]:
        """The rule page sections this table plays differently from the standard one, its own first."""
        found = [self.profile.section] if self.profile is not None and not self.standard else []
        for name, value in self.options.items():
            anchor = section_of(self.game, name, value)
            if anchor and anchor not in found:
                found.append(anchor)
        return tuple(found)


def section_of(game: str, option: str, value: Any = None) -> str | None:
    where = sections(game).get(option)
    if isinstance(where, dict):
        return where.get(value) or next(iter(where.values()))
    return where


def standard(game: str) -> TableRules:
    return TableRules(game, named.STANDARD, {}, named.standard(game))


@lru_cache(maxsize=1024)
def decode(game: str, text: str) -> TableRules:
    """The table a code names: a profile's slug (``durcal``) or a custom code (``o1-f1``), with or without the
    game in front (``paulo:durcal``); a custom code that sets exactly a profile's options is that profile.
    Raises a ``RulesError`` naming what is wrong (:func:`error_text` words it)."""
    raw = text.strip().lower()
    if not _TEXT.match(raw):
        raise ProfileError(f"{text!r} is not a table code")
    head, sep, rest = raw.partition(":")
    if sep:
        if head != game:
            raise ProfileError(f"{text!r} is a code for {head}, not {game}")
        raw = rest
    if raw in ("", named.STANDARD):
        return standard(game)
    profile: Profile | None
    try:
        profile = named.profile(game, raw)
    except ProfileError:
        if not codes.looks_like_code(raw):
            raise
        options = codes.decode(game, raw)
        profile = next((p for p in named.profiles(game) if dict(p.options) == options), None)
        if profile is None:
            return TableRules(game, codes.encode(game, options), options)
    return TableRules(game, profile.slug, dict(profile.options), profile)


def read(game: str, text: str | None) -> TableRules | None:
    """A stored or linked code read quietly: ``None`` when it is absent or no longer valid."""
    if not text:
        return None
    try:
        return decode(game, text)
    except RulesError:
        return None


def cookie_name(game: str) -> str:
    return f"{COOKIE_PREFIX}{game}"


def kept_cookies(request) -> str:
    """The browser's kept tables as they came, for the key of a page kept per process that may follow them
    (empty for the standard tables, so those pages keep the one key)."""
    return "|".join(f"{name}={value}" for name, value in sorted(request.COOKIES.items())
                    if name.startswith(COOKIE_PREFIX))


@dataclass(frozen=True)
class PageTable:
    """The table a game's page is drawn for, and where it comes from."""

    table: TableRules
    linked: bool = False
    """True when a link's ``?profile=`` shows it (not kept yet)."""
    error: str = ""
    """A link's code that could not be read, already worded in the page's language."""
    name: str = ""
    """The table's name in the page's language."""
    written: bool = False
    """True when the page sets the table it would follow aside for the options its query writes out (a judge's
    form sent with other options): ``table`` is then what it applies, and the page says so without naming the
    table it set aside."""

    @property
    def link_query(self) -> str:
        """``?profile=<code>`` when a link shows the table, for the page's links to pages that read it (a link's
        table is never kept, so a page passes it on, rules-decisions §40); empty otherwise."""
        return f"?{urlencode({QUERY: self.table.code})}" if self.linked else ""


class ResolvedTable:
    """The table one request plays for one game, read once (:func:`resolve`): a link's ``?profile=`` when its
    code reads, else the table this browser keeps, else the standard one (rules-decisions §40, §42).

    Everything is worked out when first asked and kept: a link's code is decoded once, the browser's cookie
    only when the link does not settle it (or a surface asks what the browser keeps). A page's table line
    (``naipes_site/_table_rules.html``) reads it as it reads a :class:`PageTable`."""

    written = False
    """A table read from the request is never one a form wrote out (:func:`shown_for`'s ``written``)."""

    def __init__(self, game: str, lang: str, asked: str | None = None, cookie: str | None = None) -> None:
        self.game = game
        self.lang = lang
        self.asked = asked
        """The link's ``?profile=`` as it came; ``None`` without one."""
        self._cookie = cookie

    @cached_property
    def _link(self) -> tuple[TableRules | None, RulesError | None]:
        if self.asked is None:
            return None, None
        try:
            return decode(self.game, self.asked), None
        except RulesError as exc:
            return None, exc

    @property
    def linked_table(self) -> TableRules | None:
        """The table the link's code names, ``None`` without a link or when it names none."""
        return self._link[0]

    @property
    def refused(self) -> RulesError | None:
        """The engine's reason why the link's code names no table of the game (:attr:`refusal` words it)."""
        return self._link[1]

    @cached_property
    def kept(self) -> TableRules | None:
        """The table this browser keeps for the game, if any and still valid."""
        return read(self.game, self._cookie)

    @cached_property
    def table(self) -> TableRules:
        return self.linked_table or self.kept or standard(self.game)

    @cached_property
    def unlinked(self) -> ResolvedTable:
        """The same request's table without its link: the kept one, else the standard (a page that deals or
        asks afresh from the browser's own table). It shares this one's reading of the cookie."""
        if self.asked is None:
            return self
        found = ResolvedTable(self.game, self.lang, None, self._cookie)
        found.__dict__["kept"] = self.kept
        return found

    @property
    def source(self) -> str:
        """Where :attr:`table` comes from: ``"link"``, ``"kept"`` or ``"standard"``."""
        if self.linked_table is not None:
            return "link"
        return "kept" if self.kept is not None else "standard"

    @property
    def linked(self) -> bool:
        """True when a link's ``?profile=`` shows the table (not kept yet)."""
        return self.linked_table is not None

    @cached_property
    def name(self) -> str:
        """The table's name in the request's language."""
        return self.table.name(self.lang)

    @cached_property
    def refusal(self) -> str | None:
        """Why the link's code was refused, in the request's language; ``None`` when nothing was."""
        if self.refused is None:
            return None
        return error_text(self.refused, self.lang, self.asked or "", self.game)

    @property
    def error(self) -> str:
        """:attr:`refusal` as a page's table line reads it (empty when nothing was refused)."""
        return self.refusal or ""

    @property
    def link_query(self) -> str:
        """``?profile=<code>`` when a link shows the table, for the page's links to pages that read it (a link's
        table is never kept, so a page passes it on, rules-decisions §40); empty otherwise."""
        return f"?{urlencode({QUERY: self.table.code})}" if self.linked else ""

    def rules(self, **table: Any) -> Any:
        return self.table.rules(**table)

    def __repr__(self) -> str:
        return f"ResolvedTable({self.game!r}, {self.table.code!r}, source={self.source!r})"


_RESOLVED = "_naipes_tables"


def request_lang(request) -> str:
    """The request's language, two letters: the page's, which ``LocaleMiddleware`` sets, or before it has run (a
    page cache asking for its key) the language of the address. Never the thread's language of the moment: on a
    threaded server that is the previous request's."""
    found = (getattr(request, "LANGUAGE_CODE", None) or translation.get_language_from_path(request.path_info)
             or translation.get_language() or "es")
    return found[:2]


def resolve(request, game: str) -> ResolvedTable:
    """The table ``request`` plays for ``game`` (:class:`ResolvedTable`), read once: kept on the request, so a
    second call, from the same view or another helper, costs nothing."""
    found = request.__dict__.setdefault(_RESOLVED, {})
    resolved = found.get(game)
    if resolved is None:
        resolved = found[game] = ResolvedTable(game, request_lang(request), request.GET.get(QUERY),
                                               request.COOKIES.get(cookie_name(game)))
    return resolved


def error_text(exc: RulesError, lang: str, code: str, game: str) -> str:
    """Why a code was refused, in the user's language: the part or the option at fault when there is one."""
    with translation.override(lang):
        if isinstance(exc, codes.BadCode):
            return gettext("“%(part)s” is not part of a table code of this game: each part is a letter and "
                           "a value, as in o1.") % {"part": exc.part}
        if isinstance(exc, BadOption) and exc.option in codes.letters(game):
            found = option(game, exc.option)
            return gettext("In a table code, %(letter)s is “%(option)s”: it takes %(values)s, not “%(value)s”.") % {
                "letter": codes.letters(game)[exc.option], "option": option_words.label(game, exc.option, lang),
                "values": code_values(game, found, lang), "value": exc.value}
        if exc.code == named.ProfileError.code:
            return gettext("“%(code)s” is neither a profile nor a table code of this game.") % {"code": code[:40]}
        return options.error_text(game, exc, lang)


def code_values(game: str, o: Option, lang: str) -> str:
    """What an option's part of a code takes, in words: ``0 = Estándar, 1 = Dúrcal``, ``40 or 48``…"""
    return ", ".join(code_value_list(game, o, lang))


def code_value_list(game: str, o: Option, lang: str) -> list[str]:
    """:func:`code_values` one value at a time (a choice's each on its own line in the chooser's legend)."""
    if o.kind in ("choice", "bool"):
        return [f"{'1' if v is True else '0' if v is False else i} = {option_words.value_label(game, o, o.text(v), lang)}"
                for i, v in enumerate(o.values)]
    if o.kind == "suit_order":
        with translation.override(lang):
            return [gettext("three suit letters, as in %(example)s") % {
                "example": "".join(s.letter for s in o.default).lower()}]
    return [option_words.allowed(o, lang) if o.kind == "int" else ", ".join(t.lower() for t in o.texts() if t)]


def legend(game: str, lang: str) -> list[dict[str, Any]]:
    """Each letter of the game's codes, the option it sets and the values it takes, for the chooser."""
    return [{"letter": letter, "option": option_words.label(game, name, lang),
             "values": code_value_list(game, option(game, name), lang)}
            for name, letter in codes.letters(game).items()]


_PAGE_PATH = re.compile(r"^/[a-z]{2}/([a-z]+)/(?:cheatsheet/)?$")


def page_variant(request) -> str | None:
    """What a game's cached page depends on besides its path: ``""`` for the standard table (the key stays
    as it always was), a named profile's slug, ``None`` for a page drawn afresh (a custom code, a link's
    bad code)."""
    match = _PAGE_PATH.match(request.path)
    if not match or match.group(1) not in naipes.games.slugs():
        return ""
    resolved = resolve(request, match.group(1))
    if resolved.asked is not None:
        table = resolved.linked_table
        # Only the profile's own spelling is kept: "DURCAL", " durcal"… would each fill the cache with a copy.
        if table is None or table.profile is None or resolved.asked not in (table.code, table.shared):
            return None
        return f"link:{table.code}"
    table = resolved.kept
    if table is None or table.standard:
        return ""
    return table.code if table.profile is not None else None  # custom codes are too many to keep


def check() -> None:
    """Start-up: every profile and left-out variant worded, every section an option names on its page."""
    for game in naipes.games.slugs():
        if named.missing(game):
            raise ProfileError(f"naipes/games/{game}/profiles.py does not exist yet (CONTRIBUTING.md, named profiles)")
        for slug in [p.slug for p in named.profiles(game)] + [n.slug for n in named.not_computed(game)]:
            wording.text(f"profiles.{game}.{slug}.name", "es")
        own = piece(game, "table_rules")
        if own is None:
            raise ProfileError(f"naipes_site/games/{game}/table_rules.py does not exist yet "
                               '(CONTRIBUTING.md, "Adding a game", step 5)')
        fields = set(named.module_of(game).Rules.__dataclass_fields__)
        for name in own.SECTIONS:
            if name not in fields:
                raise ProfileError(f"naipes_site/games/{game}/table_rules.py: SECTIONS names the unknown option {name!r}")
        for insert, arguments in own.FOLLOWS.items():
            if not insert.startswith(f"{game}-") or any(o not in {f.name for f in declared(game)}
                                                        for o in arguments.values()):
                raise ProfileError(f"naipes_site/games/{game}/table_rules.py: FOLLOWS: [[{insert}]] follows no "
                                   f"option of {game}: {arguments}")


def insert_arguments(table: TableRules) -> dict[str, dict[str, str]]:
    """Insert name → the arguments the table's rules give it, written as the option reads them (``""`` for an
    option left to the engine, which the insert then works out)."""
    own = piece(table.game, "table_rules")
    rules = table.sample()
    return {name: {argument: option(table.game, o).text(getattr(rules, o)) for argument, o in arguments.items()}
            for name, arguments in (own.FOLLOWS if own is not None else {}).items()}


def mark_sections(html: str, table: TableRules, lang: str, also: list[str] | tuple[str, ...] = ()) -> str:
    """Mark, under its heading, every section whose rule this table plays differently from the standard:
    those :func:`sections` names for its options, and ``also`` (the sections whose text or engine tables
    follow an option the table sets, :func:`naipes_site.markdown_ext.depends`)."""
    with translation.override(lang):
        mark = gettext("Your table plays this way (%(name)s).") % {"name": table.name(lang)}
    for anchor in dict.fromkeys((*table.sections(), *also)):
        heading = re.compile(rf'(<h([23]) id="{re.escape(anchor)}"[^>]*>.*?</h\2>)', re.S)
        html = heading.sub(lambda m: f'{m.group(1)}\n<p class="table-mark">{escape(mark)}</p>', html, count=1)
    return html


def compare_rows(first: TableRules, second: TableRules, lang: str) -> list[dict[str, str]]:
    """Rule by rule, where two tables of one game differ: the rule, each table's value in words, and the
    rule page section that explains it."""
    game = first.game
    rows = []
    for found in declared(game):
        if found.name in named.TABLE_FIELDS:
            continue
        values = [table.options.get(found.name, found.default) for table in (first, second)]
        if values[0] == values[1]:
            continue
        shown = values[1] if values[1] != found.default else values[0]
        rows.append({
            "rule": option_words.label(game, found.name, lang),
            "first": option_words.value_label(game, found, found.text(values[0]), lang),
            "second": option_words.value_label(game, found, found.text(values[1]), lang),
            "section": section_of(game, found.name, shown) or "",
        })
    return rows


def rule_names(game: str, position: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The options a table sets, as a query may write them: every declared option but the number of players
    (the table's size, never a profile's or a code's: docs/rules-decisions.md §39, §41) and ``position``'s."""
    return tuple(o.name for o in declared(game) if o.name not in named.TABLE_FIELDS and o.name not in position)


def writes_rules(query: Mapping[str, Any], game: str, position: tuple[str, ...] = ()) -> bool:
    """Whether a query names one of the table's options (a judge's form sent, a link written out)."""
    return any(name in query for name in rule_names(game, position))


def query_with_table(request, game: str, position: tuple[str, ...] = (), offered: tuple[str, ...] | None = None):
    """The request's query with the table's options written in, for pages whose position is their query
    (the judges). A query that names none of the table's options (the players are no option of a table)
    takes them all; one that names some (a form sent) says what it says for the options its form
    ``offered`` (a box unticked included), and takes the table's for the others, which no field of the
    page can set (``offered`` ``None``: every option). The ``profile`` field itself is left out, so the link
    to share carries the options plainly. ``position``: option names that are also a field of the position
    (Tute's muestra suit): naming one does not set the table aside, and the position's value stays."""
    query = request.GET.copy()
    query.pop(QUERY, None)
    table = resolve(request, game).table
    if table.standard:
        return query
    written = writes_rules(query, game, position)
    for name, value in table.options.items():
        if query.get(name) not in (None, "") or (written and (offered is None or name in offered)):
            continue
        query[name] = option(game, name).text(value)
    return query


def shown_for(request, game: str, position: tuple[str, ...] = (),
              offered: tuple[str, ...] | None = None) -> PageTable:
    """What the table line of another app's page says: the table it follows, named in the page's language;
    for a page whose query writes out options (:func:`query_with_table`, same arguments) that differ from
    that table's, the rules it applies instead (``written``), never the table it set aside."""
    resolved = resolve(request, game)
    if writes_rules(request.GET, game, position):
        applied = as_written(request.GET, resolved.table, position, offered)
        if applied.options != resolved.table.options:
            return PageTable(applied, written=True, name=applied.name(resolved.lang))
    # A link's code that reads no table is passed over quietly: the judge's own form says what it judges by.
    return PageTable(resolved.table, linked=resolved.linked, name=resolved.name)


def as_written(query: Mapping[str, Any], table: TableRules, position: tuple[str, ...] = (),
               offered: tuple[str, ...] | None = None) -> TableRules:
    """The table a query that writes out options applies, as :func:`query_with_table` reads it: each option
    as written; one left out, its default if the page's form ``offered`` it (a box unticked), else the
    table's; ``position``'s, the table's. Options the page refuses leave it on the standard rules (which it
    then shows, with the reason)."""
    game = table.game
    chosen = dict(table.options)
    try:
        for name in rule_names(game, position):
            found, text = option(game, name), query.get(name)
            if text not in (None, ""):
                chosen[name] = found.parse(text, game=game)
            elif offered is None or name in offered:
                chosen[name] = found.default
        return decode(game, codes.encode(game, chosen) or named.STANDARD)
    except RulesError:
        return standard(game)
