"""JSON API for the trainers (mounted at ``/api/v1/trainers/``): list, question, answer.

Stateless: no cookies, no CSRF, no progress. A question may be asked under a table's rules (``profile``: a named
profile of the drill's game or a table code, as the engine endpoints take it); its token carries the table, and
the answer is judged under it. Texts come in both languages at once; errors are
``{"error": {"code", "message": {"es", "en"}}}`` with status 400 (404 for an unknown trainer, 405 for
a wrong method), as in the rest of the API (:func:`api.http.endpoint`).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from types import ModuleType

from django.http import HttpRequest, HttpResponse
from django.utils import translation
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_POST, require_safe

from api.http import ApiError, endpoint, json_response, short
from api.parsing import join, read_json
from naipes import profiles as named
from naipes_site import table_rules
from naipes_site.games import game_info
from naipes_site.table_rules import TableRules
from trainers import class_links, tokens
from trainers.bank import class_export, download
from trainers.bank.selection import SelectionError, read, read_file_kind
from trainers.drills import DRILLS, LEVEL_NAMES, BadAnswer, answer_format, new_question


def _both(message) -> dict[str, str]:
    out = {}
    for lang in ("es", "en"):
        with translation.override(lang):
            out[lang] = str(message)
    return out


def error(code: str, message, status: int = 400) -> HttpResponse:
    """An error body; ``message`` is a ``{"es", "en"}`` dict or a lazy gettext string."""
    text = message if isinstance(message, dict) else _both(message)
    return json_response({"error": {"code": code, "message": text}}, status=status)


def _of_drill(view: Callable[[HttpRequest, ModuleType], HttpResponse],
              ) -> Callable[[HttpRequest, str], HttpResponse]:
    """A view of one trainer, given its drill for the ``slug`` of the address; an unknown slug answers 404."""
    @wraps(view)
    def for_slug(request: HttpRequest, slug: str) -> HttpResponse:
        if (drill := DRILLS.get(slug)) is None:
            return error("unknown_trainer", _("There is no trainer with that name."), status=404)
        return view(request, drill)
    return for_slug


def _table(request: HttpRequest, drill: ModuleType) -> TableRules:
    """The ``profile`` field: the table the question is asked under (the standard one without it); refused with
    the engine endpoints' ``unknown_profile`` error, the part at fault named."""
    given = request.GET.getlist(table_rules.QUERY)
    if len(given) > 1:
        raise ApiError("duplicate_field", field=table_rules.QUERY)
    if not given or not given[0].strip():
        return table_rules.standard(drill.GAME)
    found = table_rules.ResolvedTable(drill.GAME, "es", given[0])  # the field alone: the API keeps no cookie
    if found.refused is not None:
        reason = {lang: table_rules.error_text(found.refused, lang, short(given[0]), drill.GAME) for lang in ("es", "en")}
        raise ApiError("unknown_profile", field=table_rules.QUERY, reason=reason,
                       game=str(game_info(drill.GAME).name),
                       allowed=join(p.slug for p in named.profiles(drill.GAME)))
    return found.table


def summary(drill: ModuleType) -> dict:
    return {
        "slug": drill.SLUG,
        "game": drill.GAME,
        "name": drill.NAME,
        "skill": drill.SKILL,
        "levels": [{"level": n, "name": LEVEL_NAMES[n]} for n in drill.LEVELS],
        "rule": {lang: f"/{lang}/{drill.GAME}/#{drill.RULE_ANCHOR}" for lang in ("es", "en")},
    }


@endpoint(None, engine_errors=False)
@require_safe
def trainers(request: HttpRequest) -> HttpResponse:
    return json_response({"trainers": [summary(d) for d in DRILLS.values()]})


@endpoint(None, engine_errors=False)
@require_safe
@_of_drill
def question(request: HttpRequest, drill: ModuleType) -> HttpResponse:
    try:
        level, seed = tokens.level_and_seed(request.GET, drill.LEVELS[0])
    except tokens.RepeatedField as exc:
        raise ApiError("duplicate_field", field=exc.field) from None
    except ValueError:
        return error("bad_query", _("The seed and the level must be whole numbers."))
    if level not in drill.LEVELS:
        return error("bad_level", _("That level does not exist for this trainer."))
    if not 0 <= seed < tokens.SEED_LIMIT:
        return error("bad_seed", _("The seed must be a whole number from 0 to 2^53 − 1."))
    table = _table(request, drill)
    q = new_question(drill.SLUG, tokens.rng(seed, tokens.API), level, table)
    scene = drill.scene(q)
    return json_response({
        "slug": drill.SLUG,
        "level": level,
        "seed": seed,
        "profile": table.code,
        "token": tokens.issue(drill.SLUG, level, seed, table="" if table.standard else table.code),
        "prompt": scene.prompt,
        "hint": scene.hint,
        "data": drill.data(q),
        "answer_format": answer_format(scene.widget),
    })


@endpoint(None, engine_errors=False)
@require_POST
@_of_drill
def answer(request: HttpRequest, drill: ModuleType) -> HttpResponse:
    try:
        body = read_json(request)  # too large, a key twice, a form instead of JSON: their own codes
    except ApiError as exc:
        if exc.code != "malformed_json":
            raise
        return error("bad_json", _("The request body must be JSON."))
    if not isinstance(body, dict) or "answer" not in body:
        return error("bad_json", _("Send a JSON object with \"token\" and \"answer\"."))
    try:
        ticket = tokens.load(body.get("token"), drill=drill.SLUG)
        if ticket.level not in drill.LEVELS:
            raise tokens.BadToken("level out of range")
        table = tokens.table_of(ticket, drill.GAME)
    except tokens.TokenError as exc:
        return error(exc.code, exc.message)
    q = new_question(drill.SLUG, tokens.rng(ticket.seed, tokens.API), ticket.level, table)
    try:
        feedback = drill.check(q, drill.parse_answer({"answer": body["answer"]}))
    except BadAnswer as exc:
        return error(exc.code, exc.message)
    return json_response({
        "profile": table.code,
        "correct": feedback.correct,
        "expected": feedback.expected,
        "explanation": feedback.explanation,
        **({"reason": feedback.reason} if feedback.reason else {}),
        "items": [{"label": i.label, "correct": i.correct, "card": i.card.code if i.card else None,
                   "note": i.note, **({"reason": i.reason} if i.reason else {})} for i in feedback.items],
    })


@endpoint(None, engine_errors=False)
@require_safe
def export(request: HttpRequest, slug: str) -> HttpResponse:
    """A drill's seeded questions as a file, under the table ``profile`` names; the seeds are the public ones,
    whose answers the API gives anyway."""
    try:
        chosen = read(request.GET, lang="es", drill=slug)
    except SelectionError as exc:
        if exc.code == "duplicate_field":
            raise ApiError("duplicate_field", field=exc.field) from None
        return error(exc.code, exc.message, status=404 if exc.code == "unknown_trainer" else 400)
    # Under the table asked for (the standard one without): the bank page's very file for the same table.
    return download.drill_file(request, chosen, _table(request, DRILLS[chosen.drill]))


@endpoint(None, engine_errors=False)
@require_safe
def class_code_export(request: HttpRequest) -> HttpResponse:
    """A class code's questions, answers and explanations as a file: the very file of its answer key page.
    It opens with the key link's token, never with the bare code: the code is printed on the students'
    worksheet, and its questions' answers must not reach them (``trainers.class_links``)."""
    try:
        fmt, lang = read_file_kind(request.GET, lang="es")
        keys = request.GET.getlist("key")
        if len(keys) > 1:
            raise ApiError("duplicate_field", field="key")
        code = class_links.load_key(keys[0].strip() if keys else "")
    except SelectionError as exc:
        if exc.code == "duplicate_field":
            raise ApiError("duplicate_field", field=exc.field) from None
        return error(exc.code, exc.message)
    except class_links.BadLink:
        return error("bad_key_link", _("There is no answer key with that token: copy it whole from the end of the "
                                      "answer key's link, which the page that made the class code shows."),
                     status=404)
    return class_export.response(code, fmt, lang)
