"""The question bank page: any drill's questions as a download for Moodle, Canvas or a spreadsheet, and
the open dataset (seeded samples of every drill and level, under an open licence)."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_safe

from naipes import RulesError
from naipes_site import table_rules
from naipes_site.games import GAME_BY_SLUG
from trainers.bank import download
from trainers.bank.formats import FORMATS, filename
from trainers.bank.items import MAX_COUNT, drill_selection, table_line
from trainers.bank.selection import LANGS, SelectionError, read
from trainers.drills import DRILLS, LEVEL_NAMES, by_game

SAMPLE_COUNT, SAMPLE_SEED = 50, 1
"""The open dataset's files: the first 50 questions from seed 1 of each drill and level."""

LICENCE = "CC BY 4.0"


def _catalogue(lang: str) -> list[dict]:
    return [{"game": GAME_BY_SLUG[game], "drills": [
        {"slug": d.SLUG, "name": d.NAME[lang], "levels": [(n, LEVEL_NAMES[n][lang]) for n in d.LEVELS]}
        for d in drills]} for game, drills in by_game()]


def _page(request: HttpRequest, error: str = "") -> HttpResponse:
    lang = request.LANGUAGE_CODE[:2]
    return render(request, "trainers/bank.html", {
        "groups": _catalogue(lang), "formats": FORMATS.values(), "max_count": MAX_COUNT, "langs": LANGS,
        "sample_count": SAMPLE_COUNT, "sample_seed": SAMPLE_SEED, "licence": LICENCE, "error": error,
        "profile": request.GET.get(table_rules.QUERY, "")[:80],
    }, status=400 if error else 200)


@require_safe
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
    game, text = DRILLS[chosen.drill].GAME, request.GET.get(table_rules.QUERY, "").strip()
    try:
        table = table_rules.decode(game, text) if text else table_rules.standard(game)
    except RulesError as exc:
        return _page(request, table_rules.error_text(exc, lang, text, game))
    items = drill_selection(chosen.drill, chosen.level, chosen.count, chosen.seed, chosen.lang, table)
    name = filename(chosen.drill, "" if table.standard else table.code, f"l{chosen.level}", f"s{chosen.seed}",
                    f"n{chosen.count}", chosen.lang, fmt=chosen.format)
    title = f"{chosen.drill}-l{chosen.level}"
    meta = {"title": title if table.standard else f"{title} · {table_line(table.name(chosen.lang), chosen.lang)}",
            "drill": chosen.drill, "level": chosen.level, "seed": chosen.seed, "count": chosen.count,
            "lang": chosen.lang, "licence": LICENCE, **({} if table.standard else {"table": table.shared})}
    return download.response(items, chosen.format, name, meta)
