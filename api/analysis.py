"""The coach's analysis over JSON: ``POST /api/v1/<game>/analysis`` analyses a practice hand (:mod:`naipes.coach`).

The request is a hand as the practice pages replay it: the deal's ``seed``, the table's rules (``players``,
``profile`` and the game's options, as every endpoint reads them), the bots' ``levels`` in each seat (the
practice hand's default when left out), the learner's ``seat`` (0, the seat a practice hand gives the learner) and
the learner's ``decisions`` so far, each a code as the practice hand's address writes it: a card (``7C``), cards
passed joined by dots (Papayoo: ``1C.2C.3C.4C.5C``), or the game's own (Tute: ``sO`` to sing in oros, ``t`` for a
tute, ``n`` to let the chance go). A finished or unfinished hand; ``all_visible`` evaluates with every hand known.

The answer gives each decision its ``cost`` against the ``best`` alternative in the game's ``unit``, the cost's
standard error ``se``, whether it is a ``mistake`` (clearly above its uncertainty), every legal alternative's
value, and the ``reasons`` the engine can give (codes with their fields, and their wording), with a sentence that
says it all, ``text``: in ``lang`` when the request names one (``es`` or ``en``), else in both.

A decision the hand refuses (a forged or illegal sequence: a card not held, a card the rules forbid, a hand
already over) is a 400 naming the decision and why, never a 500.
"""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_POST

import naipes.games
import wording
from api import catalog
from api.http import ApiError, either, endpoint, short
from api.parsing import Source, join
from naipes import coach, practice
from naipes.bots import LEVELS
from naipes.cards import Card, CardError
from naipes.practice import LEARNER, MAX_ACTIONS, PracticeError
from wording import coach as coach_words
from wording.cards import card_name

ANALYSIS_SUMMARY = _("The coach's analysis of a practice hand: each of the learner's decisions with its cost against "
                     "the best alternative, its uncertainty and the reasons of a mistake. A decision the hand refuses "
                     "is a 400.")

SEED_LIMIT = practice.SEED_LIMIT
LANGS = ("es", "en")


def analysis_games() -> list[str]:
    """The games the coach analyses over JSON: an expert to evaluate with, and the API's rules reader."""
    modules = catalog.game_modules()
    return [slug for slug in coach.games() if hasattr(modules.get(slug), "bot_rules")]


def _decision(game_api: Any, deck: Any, code: Any, index: int) -> Any:
    field = f"decisions[{index}]"
    if not isinstance(code, str) or not code.strip() or len(code) > 64:
        raise ApiError("wrong_type", field=field, expected=either(["api.type.decision"]))
    text = code.strip()
    try:
        own = getattr(game_api, "decision_action", None)
        found = own(text) if own is not None else None
        if found is not None:
            return found
        if "." in text:
            return tuple(deck.parse_one(part) for part in text.split("."))
        return deck.parse_one(text)
    except (CardError, KeyError, IndexError, ValueError):
        raise ApiError("bad_decision", field=field, value=short(text)) from None


def _code(action: Any, fallback: str = "", game_api: Any = None) -> str:
    if isinstance(action, Card):
        return action.code
    if isinstance(action, tuple) and action and all(isinstance(c, Card) for c in action):
        return ".".join(c.code for c in action)
    own = getattr(game_api, "decision_code", None)
    return (own(action) or fallback) if own is not None else fallback


def _refused(exc: PracticeError, game: str, codes: list[str]) -> ApiError:
    index = exc.index if exc.index is not None else len(codes) - 1
    keys = [f"{game}.reason.{exc.reason}"] if exc.reason else []
    keys += [f"coach.refused.{exc.code}", "coach.refused"]
    return ApiError("refused_decision", field=f"decisions[{index}]", number=index + 1,
                    value=short(codes[index] if 0 <= index < len(codes) else ""), why=either(keys))


def _said(lang: str | None, make: Any) -> Any:
    return make(lang) if lang else {each: make(each) for each in LANGS}


def _figure(value: float) -> float:
    return round(value, 2)


def _text(d: coach.Decision, lang: str, game_api: Any = None) -> str | None:
    if not d.evaluated:
        return None
    best = card_name(d.best, lang) if isinstance(d.best, Card) else (
        coach_words.action(d.best, lang) or _code(d.best, "…", game_api))
    if d.mistake:
        said = [coach_words.reason(r.code, dict(r.params), lang) for r in d.reasons]
        key = "coach.better.exact" if d.exact else "coach.better"
        unit = wording.text(f"bots.unit.{d.unit}", lang)
        said.append(wording.text(key, lang, best=best, cost=_figure(d.cost), se=_figure(d.se), unit=unit))
        return " ".join(said)
    if d.cost > 0:
        return wording.text("coach.unclear", lang, best=best)
    return wording.text("coach.best", lang)


def answer(d: coach.Decision, code: str, lang: str | None, game_api: Any = None) -> dict[str, Any]:
    """One decision's analysis as the API answers it (``game_api`` writes the game's own actions)."""
    return {
        "index": d.index, "trick": d.trick, "kind": d.kind, "decision": code, "evaluated": d.evaluated,
        "forced": d.forced, "best": code if d.best == d.chosen else _code(d.best, code, game_api),
        "cost": _figure(d.cost), "se": _figure(d.se),
        "mistake": d.mistake, "worlds": d.worlds, "exact": d.exact,
        "alternatives": [{"action": code if a.action == d.chosen else _code(a.action, "", game_api),
                          "value": _figure(a.value), "cost": _figure(a.cost),
                          "se": _figure(a.se)} for a in d.alternatives],
        "reasons": [{"code": r.code, "params": dict(r.params),
                     "text": _said(lang, lambda each, r=r: coach_words.reason(r.code, dict(r.params), each))}
                    for r in d.reasons],
        "text": _said(lang, lambda each: _text(d, each, game_api)) if d.evaluated else None,
    }


def _levels(source: Source, players: int) -> tuple[str, ...]:
    levels = source.strings("levels", expected="type.levels")
    allowed = LEVELS
    if levels and len(levels) != players:
        raise ApiError("out_of_range", field="levels", value=len(levels), min=players, max=players)
    for i, level in enumerate(levels):
        if level not in allowed:
            raise ApiError("unknown_level", field=f"levels[{i}]", value=short(level), allowed=join(allowed))
    return tuple(levels)


@endpoint(None)
@require_POST
def analyse(request: HttpRequest, game: str) -> dict[str, object]:
    """Each decision of a practice hand analysed (see the module's docstring)."""
    module = catalog.module_for(game, analysis_games(), "analysis")
    source = Source.from_body(request)
    seed = source.integer("seed", required=True, most=SEED_LIMIT - 1)
    if seed is None or seed < 0:
        raise ApiError("out_of_range", field="seed", value=short(seed), min=0, max=SEED_LIMIT - 1)
    rules = module.bot_rules(source)
    seat = source.integer("seat", LEARNER)
    if seat != LEARNER:
        raise ApiError("bad_seat", field="seat", value=short(seat), max=LEARNER)
    lang = source.text("lang", nullable=True)
    if lang is not None and lang not in LANGS:
        raise ApiError("invalid_value", field="lang", value=short(lang), allowed=join(LANGS))
    levels = _levels(source, rules.players)
    all_visible = source.boolean("all_visible", False)
    raw = source.raw("decisions", required=True)
    if not isinstance(raw, list):
        raise ApiError("wrong_type", field="decisions", expected=either(["api.type.decisions"]))
    if len(raw) > MAX_ACTIONS:
        raise ApiError("out_of_range", field="decisions", value=len(raw), min=0, max=MAX_ACTIONS)
    deck = naipes.game(game).deck(rules)
    decisions = [_decision(module, deck, code, i) for i, code in enumerate(raw)]
    codes = [str(code).strip() for code in raw]
    own = getattr(module, "analysis_options", None)
    options = own(source) if own is not None else {}
    try:
        analysed = list(coach.analyse(game, seed, rules, seat, decisions, levels=levels, all_visible=all_visible,
                                      options=options))
    except PracticeError as exc:
        raise _refused(exc, game, codes) from None
    hand_module = naipes.games.piece(game, "practice")
    assert hand_module is not None  # coach.analyse refuses a game without a practice hand
    finished = hand_module.replay(seed, rules, decisions, levels=levels, **options).phase == "done"
    found: dict[str, object] = {
        "game": game, "seed": seed, "seat": seat, "unit": coach.unit(game), "all_visible": all_visible,
        "finished": finished, "mistakes": sum(d.mistake for d in analysed),
        "decisions": [answer(d, codes[d.index], lang, module) for d in analysed],
    }
    if lang:
        found["lang"] = lang
    if ignored := source.ignored():
        found["ignored"] = ignored
    return found



def openapi_paths(prefix: str) -> dict[str, dict[str, Any]]:
    """The analysis's path for the OpenAPI document (:mod:`api.openapi`)."""
    number = {"type": "number"}
    string = {"type": "string"}
    texts = {"oneOf": [string, {"type": "object", "required": list(LANGS),
                                "properties": {lang: string for lang in LANGS}}, {"type": "null"}]}
    body = {
        "seed": {"type": "integer", "minimum": 0, "maximum": SEED_LIMIT - 1, "description": "The deal's seed."},
        "decisions": {"type": "array", "maxItems": MAX_ACTIONS, "items": {"type": "string"},
                      "description": "The learner's decisions in order, as the practice hand's address writes them: "
                                     "a card code, cards passed joined by dots, or the game's own (Tute: sO, t, n; "
                                     "Paulo: b bet, q accept, x go away; La Docena: p pass, b3 bet three stones, "
                                     "a accept, f fold, w withdraw, dy/dn the dejo, x1C.2E discard, c cut)."},
        "seat": {"type": "integer", "minimum": 0, "maximum": 0, "default": 0,
                 "description": "The learner's seat (0 in a practice hand)."},
        "levels": {"type": "array", "items": {"type": "string", "enum": list(LEVELS)},
                   "description": "The bots' level in each seat as the hand was played (the default when left out)."},
        "players": {"type": "integer", "description": "Number of players (the game's default when left out)."},
        "profile": {"type": "string", "description": "The table's rules: a named profile or a table code."},
        "bets": {"type": "boolean", "default": False,
                 "description": "Paulo: the hand was played with bets of chinos (its decisions b, q, x)."},
        "all_visible": {"type": "boolean", "default": False,
                        "description": "Evaluate with every hand known (the last tricks solved exactly)."},
        "lang": {"type": "string", "enum": list(LANGS),
                 "description": "The language of the texts; both when left out."},
    }
    alternative = {"type": "object", "properties": {"action": string, "value": number, "cost": number,
                                                    "se": number}}
    reason = {"type": "object", "required": ["code", "params", "text"],
              "properties": {"code": string, "params": {"type": "object"}, "text": texts}}
    decision = {"type": "object", "required": ["index", "decision", "best", "cost", "se", "mistake", "reasons"],
                "properties": {
                    "index": {"type": "integer"}, "trick": {"type": "integer"}, "kind": string, "decision": string,
                    "evaluated": {"type": "boolean"}, "forced": {"type": "boolean"}, "best": string,
                    "cost": {**number, "description": "The decision's cost against the best, in unit."},
                    "se": {**number, "description": "The cost's paired standard error."},
                    "mistake": {"type": "boolean", "description": "Whether the cost is clearly above its error."},
                    "worlds": {"type": "integer"}, "exact": {"type": "boolean"},
                    "alternatives": {"type": "array", "items": alternative},
                    "reasons": {"type": "array", "items": reason}, "text": texts}}
    found = {"type": "object", "required": ["game", "seed", "unit", "decisions"], "properties": {
        "game": string, "seed": {"type": "integer"}, "seat": {"type": "integer"}, "unit": string,
        "all_visible": {"type": "boolean"}, "finished": {"type": "boolean"}, "mistakes": {"type": "integer"},
        "lang": string, "ignored": {"type": "array", "items": string},
        "decisions": {"type": "array", "items": decision}}}
    error = {"$ref": "#/components/schemas/Error"}

    def json(schema: Any, description: str) -> dict[str, Any]:
        return {"description": description, "content": {"application/json": {"schema": schema}}}

    return {prefix + "{game}/analysis": {"post": {
        "operationId": "analysis", "tags": ["coach"],
        "summary": "The coach's analysis of a practice hand: each decision's cost against the best alternative "
                   "from the learner's own seat, its uncertainty, and the reasons of a mistake.",
        "parameters": [{"name": "game", "in": "path", "required": True,
                        "schema": {"type": "string", "enum": analysis_games()}}],
        "requestBody": {"required": True, "content": {"application/json": {
            "schema": {"type": "object", "required": ["seed", "decisions"], "properties": body},
            "example": EXAMPLE}}},
        "responses": {"200": json(found, "Each decision analysed."),
                      "400": json(error, "Bad input; besides the API's error codes: refused_decision (a decision "
                                         "the hand refuses: its index and why), bad_decision, unknown_level, "
                                         "bad_seat. The message is in both languages."),
                      "404": json(error, "No such game, or one the coach cannot analyse yet."),
                      "405": json(error, "Wrong method.")}}}}


EXAMPLE = {"seed": 7, "players": 4, "decisions": ["1B"]}
"""A Cirulo hand's first decision (seed 7, four players)."""
