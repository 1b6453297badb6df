"""The question bank page: any drill's questions as a download for Moodle, Canvas or a spreadsheet, and
the open dataset (seeded samples of every drill and level, under an open licence)."""

from __future__ import annotations

from random import Random

from django.http import HttpRequest, HttpResponse
from django.utils import translation
from django.utils.cache import patch_vary_headers
from django.utils.translation import gettext
from django.views.decorators.http import require_safe

from naipes_site import table_rules
from naipes_site.games import game_info
from naipes_site.head import render
from naipes_site.page_cache import whole_page
from trainers.bank import download
from trainers.bank.formats import FORMATS
from trainers.bank.items import MAX_COUNT
from trainers.bank.selection import LANGS, SelectionError, read
from trainers.drills import DRILLS, LEVEL_NAMES, ORDER, by_game, new_question

SAMPLE_COUNT, SAMPLE_SEED = 50, 1
"""The open dataset's files: the first 50 questions from seed 1 of each drill and level."""

LICENCE = download.LICENCE


def _catalogue(lang: str) -> list[dict]:
    return [{"game": game_info(game), "drills": [
        {"slug": d.SLUG, "name": d.NAME[lang], "levels": [(n, LEVEL_NAMES[n][lang]) for n in d.LEVELS]}
        for d in drills]} for game, drills in by_game()]


def _ordering_drills(lang: str) -> str:
    """The trainers whose questions put cards in order ("Rank the trumps (Paulo)"), read from their widget: in Moodle
    XML they become ordering questions, a standard Moodle type only from 4.4, so the page names them there."""
    names = []
    for _game, drills in by_game():
        for d in drills:
            if d.scene(new_question(d.SLUG, Random(0), d.LEVELS[0], None)).widget.kind == ORDER:
                names.append(f"{d.NAME[lang]} ({game_info(d.GAME).name})")
    return ", ".join(names)


def _kept_note(game: str, table: table_rules.TableRules | None, lang: str) -> str:
    """What the table field says when the page filled it with the table this browser keeps for the game."""
    if table is None:
        return ""
    with translation.override(lang):
        return gettext("Filled in with the table this browser keeps for %(game)s: %(name)s. Change it, or empty "
                       "it for the standard rules.") % {"game": game_info(game).name, "name": table.name(lang)}


def _page(request: HttpRequest, error: str = "") -> HttpResponse:
    """The bank's form. Its table field holds a link's ``?profile=`` (a form sent back with an error included),
    else the table this browser keeps for the game of the trainer asked for (``?drill=``, else the first),
    said so beside the field and left editable (rules-decisions §48)."""
    lang = request.LANGUAGE_CODE[:2]
    groups = _catalogue(lang)
    drill = request.GET.get("drill", "")
    game = DRILLS[drill].GAME if drill in DRILLS else groups[0]["game"].slug
    kept = {group["game"].slug: table for group in groups
            if (table := table_rules.resolve(request, group["game"].slug).kept) is not None and not table.standard}
    for group in groups:
        group["table"] = kept[group["game"].slug].shared if group["game"].slug in kept else ""
        group["table_note"] = _kept_note(group["game"].slug, kept.get(group["game"].slug), lang)
    linked = request.GET.get(table_rules.QUERY)
    response = render(request, "trainers/bank.html", {
        "groups": groups, "formats": FORMATS.values(), "max_count": MAX_COUNT, "langs": LANGS,
        "sample_count": SAMPLE_COUNT, "sample_seed": SAMPLE_SEED, "licence": LICENCE, "error": error,
        "drill": drill, "prefilled": linked is None, "ordering": _ordering_drills(lang),
        "profile": linked[:80] if linked is not None else (kept[game].shared if game in kept else ""),
        "kept_note": "" if linked is not None else _kept_note(game, kept.get(game), lang),
    }, status=400 if error else 200)
    patch_vary_headers(response, ("Cookie",))  # the field follows the tables this browser keeps
    return response


@require_safe
@whole_page  # its address and the tables this browser keeps decide it: made once per process; a shared cache in front keeps the page of no kept table (deploy/nginx)
def bank(request: HttpRequest) -> HttpResponse:
    return _page(request)


@require_safe
def bank_download(request: HttpRequest) -> HttpResponse:
    lang = request.LANGUAGE_CODE[:2]
    try:
        chosen = read(request.GET, lang=lang)
    except SelectionError as exc:
        return _page(request, exc.message[lang])
    # Only a table asked for by name or code: the bank spans every game, and its files are shared datasets.
    # An empty field is the standard table here (never the kept one); the refusal quotes the code as trimmed.
    game = DRILLS[chosen.drill].GAME
    resolved = table_rules.resolve(request, game)
    text = (resolved.asked or "").strip()
    if text and resolved.refused is not None:
        return _page(request, table_rules.error_text(resolved.refused, lang, text, game))
    table = resolved.linked_table if text and resolved.linked_table is not None else table_rules.standard(game)
    return download.drill_file(request, chosen, table)
