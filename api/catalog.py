"""What the API offers, for its index (``GET /api/v1/``) and its page (``/<lang>/api/``).

Each endpoint carries an example request; the page and the index show the answer the view really
gives to it (:func:`run_example`), so the documentation cannot drift from the code.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any
from urllib.parse import urlencode

from django.test import RequestFactory
from django.urls import resolve
from django.utils.functional import Promise, lazy
from django.utils.text import format_lazy
from django.utils.translation import gettext_lazy as _, override

import wording
from api.http import ApiError, short
from api.parsing import Variant
from naipes import games
from naipes.options import Option, option
from naipes_site.options import page_lang
from trainers import class_links, tokens
from trainers.class_codes import ClassCode
from trainers.drills import DRILLS
from wording import options as option_words

PREFIX = "/api/v1/"


@dataclass(frozen=True)
class Param:
    name: str
    kind: Promise
    default: Promise | str
    help: Promise


@dataclass(frozen=True)
class Endpoint:
    name: str
    """URL name in the ``api`` namespace, also the anchor on the API page."""
    method: str
    path: str
    game: str
    summary: Promise
    params: tuple[Param, ...]
    example: dict[str, object] = field(default_factory=dict)
    """GET: the query; POST: the JSON body."""

    @property
    def url(self) -> str:
        return PREFIX + self.path

    @property
    def example_url(self) -> str:
        if self.method == "GET" and self.example:
            return f"{self.url}?{urlencode(self.example, safe=',')}"
        return self.url

    @property
    def example_body(self) -> str:
        return pretty(self.example) if self.method == "POST" else ""


REQUIRED = _("required")
CARDS = _("list of cards")
BOOL = _("true or false")
VARIANT_PARAM = Param("variant", _("name or list of names"), _("none"), _("Variants of the game, listed below."))


def _players_allowed(game: str) -> str:
    # Paulo's 2 needs the Lanjarón deck: the wording says so rather than a bare list.
    lang = page_lang()
    if wording.has(f"api.allowed.{game}_players"):
        return wording.text(f"api.allowed.{game}_players", lang)
    return option_words.allowed(option(game, "players"), lang)


def players(game: str) -> Param:
    """The ``players`` field of ``game``: the counts and the default the engine declares."""
    return Param("players", _("whole number"), str(option(game, "players").default),
                 format_lazy(_("Number of players ({allowed}): it chooses the deck."),
                             allowed=lazy(_players_allowed, str)(game)))


HAND = Param("hand", CARDS, REQUIRED, _("The cards held by the player about to play."))
TRICK = Param("trick", CARDS, "[]", _("The cards already played to the trick, led card first."))
TRICK_CARDS = Param("cards", CARDS, REQUIRED, _("The cards of the trick in the order played, led card first."))
def game_modules() -> dict[str, ModuleType]:
    """The API's module of every game (``api/games/<slug>.py``), in the registry's order, read when asked. A game
    being added has none until step 7 of "Adding a game" (CONTRIBUTING.md): until then :mod:`api.checks` names
    the file, and only its own tests fail."""
    return games.modules("api.games")


def module_for(game: str, offered: Collection[str], route: str) -> ModuleType:
    """The API's module of ``game`` for the route ``<game>/<route>``, where that route is ``offered`` for the game;
    else the JSON 404 naming the path asked."""
    module = game_modules().get(game)
    if game not in offered or module is None:
        raise ApiError("not_found", status=404, path=f"{PREFIX}{short(game, 40)}/{route}")
    return module


def endpoints() -> tuple[Endpoint, ...]:
    """Every game's endpoints (each game's module declares its own ``ENDPOINTS``), in the registry's order."""
    return tuple(e for module in game_modules().values() for e in module.ENDPOINTS)


def __getattr__(name: str) -> Any:
    # ``catalog.ENDPOINTS`` and ``catalog.GAME_MODULES`` read the registry each time, never a copy from import.
    if name == "ENDPOINTS":
        return endpoints()
    if name == "GAME_MODULES":
        return game_modules()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def view(endpoint: Endpoint) -> Callable[..., object]:
    """The view of an endpoint: ``paulo/order`` is ``api.games.paulo.order``."""
    return getattr(game_modules()[endpoint.game], endpoint.path.split("/", 1)[1])


def variants(game: str) -> dict[str, Variant]:
    return getattr(game_modules()[game], "VARIANTS", {})


def options(game: str) -> dict[str, Option]:
    return getattr(game_modules()[game], "OPTIONS", {})


def option_help(game: str, option: Option, lang: str) -> str:
    """An option's line on the API page and in the OpenAPI document, from the engine's declaration and the
    wording: "If you cannot over-trump: must_trump or free_discard"."""
    return f"{option_words.label(game, option.name, lang)}: {option_words.allowed(option, lang)}"


ERROR_CODES: tuple[tuple[str, Promise], ...] = (
    ("malformed_json", _("The body is not valid JSON.")),
    ("not_an_object", _("The body is JSON but not an object.")),
    ("missing_field", _("A required field is missing.")),
    ("wrong_type", _("A field has the wrong type (a string instead of a list, say).")),
    ("invalid_value", _("An option has a value it does not take.")),
    ("unknown_variant", _("No such variant for this game.")),
    ("unknown_profile", _("No such profile or table code for this game.")),
    ("conflicting_options", _("A variant and an option ask for different things.")),
    ("bad_players", _("The game is not played by that number of players.")),
    ("bad_piles", _("Papayoo: no pile, or more than 8.")),
    ("too_many_piles", _("Papayoo: more piles than the players said.")),
    ("unknown_card", _("A text is not a card code.")),
    ("card_not_in_deck", _("A real card that is not in this game's deck for this number of players.")),
    ("duplicate_card", _("The same card given twice.")),
    ("wrong_number_of_cards", _("Too many or too few cards for the field.")),
    ("unknown_muestra", _("The muestra is not a suit of the deck.")),
    ("unknown_suit", _("A suit letter that does not exist (acuses, die).")),
    ("card_not_in_hand", _("A face-down card that is not in the hand.")),
    ("duplicate_acuse", _("Tute: the same suit declared twice.")),
    ("bad_hand_size", _("Tute: a hand size that leaves no stock.")),
    ("bad_removal_order", _("Cirulo: the removal order must name copas, espadas and bastos once each.")),
    ("bad_pot", _("Cirulo: the pot is not a whole number, zero or more.")),
    ("incomplete_round", _("Cirulo: with complete, the piles do not hold the whole deck.")),
    ("duplicate_field", _("The same field twice: a key repeated in the JSON object (a player's name, say) or "
                          "in the query string.")),
    ("wrong_content_type", _("The body is not JSON, and its Content-Type says it is something else (a form).")),
    ("out_of_range", _("A number too large for its field (the pot).")),
    ("bad_name", _("A player's name that is blank or longer than 40 characters.")),
    ("too_large", _("The request is too large.")),
    ("bad_text", _("A key or a text holds a lone surrogate (\\ud800), which is not Unicode text.")),
    ("unknown_level", _("bot: no bots play at that level (GET /api/v1/practice/{game}/bots lists them).")),
    ("other_seats_cards", _("bot: the view shows another seat's cards (hands, others…): a seat sees only its own.")),
    ("bad_seat", _("bot: a seat that is not at the table (seat, a trick's leader).")),
    ("impossible_view", _("bot: a position no seat could see: a trick led by a seat that did not take the one "
                          "before, a hand of the wrong size, more cards than the deck.")),
    ("unknown_decision", _("bot: a decision the game's bots do not make (decision: play, pass, declare, bet, "
                           "answer, dejo, discard…).")),
    ("not_found", _("No endpoint at that path (HTTP 404).")),
    ("method_not_allowed", _("GET where POST is expected, or the reverse (HTTP 405).")),
)


BOTS_SUMMARY = _("The bots' levels of a game, weakest first, with what each does and its measured strength.")
BOT_SUMMARY = _("What a level's bot does at one decision of a seat (its card, pass, cante, bet or answer) from the "
                "seat's view of a position, with its expected value (null for a level that estimates none). A view "
                "no seat could have is a 400.")


@dataclass(frozen=True)
class TrainerEndpoint:
    """An endpoint of the trainers' API (:mod:`api.trainers`), shown on the API page after the engine's."""

    name: str
    """URL name in the ``trainers_api`` namespace, also the anchor on the API page."""
    method: str
    path: str
    summary: Promise
    params: tuple[Param, ...] = ()

    @property
    def url(self) -> str:
        return PREFIX + self.path


TRAINER_ENDPOINTS: tuple[TrainerEndpoint, ...] = (
    TrainerEndpoint("trainers-list", "GET", "trainers/",
                    _("Every trainer: its slug, game, names in both languages, skill, levels and rule section.")),
    TrainerEndpoint("trainers-question", "GET", "trainers/<slug>/question",
                    _("A question drawn by the engine: the prompt in both languages, its data, how to answer "
                      "(answer_format) and a signed token, valid for six hours, that holds the seed and never the "
                      "answer."),
                    (Param("seed", _("whole number"), _("random"),
                           _("From 0 to 2^53 − 1: the same seed and level give the same question.")),
                     Param("level", _("whole number"), "1", _("1 easy, 2 normal, 3 hard.")),
                     Param("profile", _("string"), "standard",
                           _("The table's rules the question is asked under, and its answer judged under: a named "
                             "profile of the trainer's game or a table code, as the engine endpoints take them. "
                             "The token keeps it.")))),
    TrainerEndpoint("trainers-answer", "POST", "trainers/<slug>/answer",
                    _("Checks an answer: whether it is right, the expected answer and the explanation in both "
                      "languages. Nothing is recorded: the same token may be sent again."),
                    (Param("token", _("string"), REQUIRED, _("The token of the question.")),
                     Param("answer", _("as answer_format says"), REQUIRED,
                           _("order: the list of cards, highest first; choice: one value; choices: a list of "
                             "values (maybe empty); numbers: an object with a whole number per key.")))),
    TrainerEndpoint("trainers-export", "GET", "trainers/<slug>/export",
                    _("Questions of one trainer and level as a file to import: Moodle XML, GIFT, a QTI 2.1 "
                      "package, CSV or JSON, with answers, explanations and why each wrong choice is wrong. "
                      "Question n is the one the seed seed + n − 1 draws."),
                    (Param("level", _("whole number"), "1", _("1 easy, 2 normal, 3 hard.")),
                     Param("count", _("whole number"), "20", _("How many questions, from 1 to 200.")),
                     Param("seed", _("whole number"), "1", _("The first question's seed.")),
                     Param("format", _("string"), "json", _("moodle, gift, qti, csv or json.")),
                     Param("lang", _("string"), "es", _("The language of the questions: es or en.")),
                     Param("profile", _("string"), "standard",
                           _("The table's rules the questions are asked and answered under: a named profile of "
                             "the trainer's game or a table code. The file is the question bank page's for the "
                             "same table.")))),
    TrainerEndpoint("trainers-class-code-export", "GET", "trainers/class-code/export",
                    _("A class code's questions (one game or several), with answers, explanations and why each "
                      "wrong choice is wrong, as the same file its answer key page downloads: Moodle XML, GIFT, a "
                      "QTI 2.1 package, CSV or JSON. It opens with the answer key's link, never with the bare "
                      "code, which the students have."),
                    (Param("key", _("string"), REQUIRED,
                           _("The token at the end of the answer key's link (…/classroom/key/<token>/), shown to "
                             "the teacher who made the class code.")),
                     Param("format", _("string"), "json", _("moodle, gift, qti, csv or json.")),
                     Param("lang", _("string"), "es", _("The language of the questions: es or en.")))),
)

CLASS_CODE_EXAMPLE = ClassCode("paulo", ("paulo-trumps",), level=1, n=2, seed=7)
"""The class code whose export the API page shows: two Paulo questions."""

TRAINER_EXAMPLE = ("paulo-trumps", 7, 1)
"""The question the API page asks, and answers right: slug, seed and level."""

TRAINER_ERROR_CODES: tuple[tuple[str, Promise], ...] = (
    ("unknown_trainer", _("No trainer with that slug (HTTP 404).")),
    ("bad_key_link", _("No answer key with that token: forged, cut short or another kind of link (HTTP 404).")),
    ("bad_count", _("export: the count is not a whole number from 1 to 200.")),
    ("bad_format", _("export: not one of moodle, gift, qti, csv or json.")),
    ("bad_lang", _("export: the language is not es or en.")),
    ("bad_query", _("The seed or the level is not a whole number.")),
    ("bad_level", _("The trainer has no such level.")),
    ("bad_seed", _("The seed is not between 0 and 2^53 − 1.")),
    ("bad_json", _("The body is not a JSON object with token and answer.")),
    ("bad_token", _("The token was forged, edited, cut short or issued by another trainer.")),
    ("expired_token", _("The question is more than six hours old.")),
    ("wrong_channel", _("The token was issued to a web page, which alone checks and scores it; ask the API for a "
                        "question of its own.")),
    ("malformed", _("The answer does not have the shape answer_format gives (a list, a value, an object).")),
    ("not_a_number", _("numbers: a value that is not a whole number (a string, a fraction, true).")),
    ("missing", _("numbers: a key of the question without its number.")),
    ("unknown_key", _("numbers: a key the question does not ask for.")),
    ("wrong_cards", _("order: not exactly the cards of the question.")),
    ("not_an_option", _("choice or choices: a value that is not one of the options.")),
)


def trainer_examples() -> list[dict[str, object]]:
    """The trainer endpoints asked live: the list, a question, the right answer to it, two of its
    questions exported as CSV, and a class code's questions exported as CSV."""
    slug, seed, level = TRAINER_EXAMPLE
    drill = DRILLS[slug]
    question_path = f"{PREFIX}trainers/{slug}/question"
    status, question = run("GET", question_path, {"seed": seed, "level": level})
    trainers_status, trainers = run("GET", PREFIX + "trainers/", {})
    if isinstance(trainers, dict) and isinstance(trainers.get("trainers"), list):
        shown = len(trainers["trainers"])
        trainers = {"trainers": [*trainers["trainers"][:1], f"… ({shown})"]}
    token = question.get("token") if isinstance(question, dict) else None
    body = {"token": token, "answer": drill.expected(drill.generate(tokens.rng(seed, tokens.API), level))}
    answer_status, answer = run("POST", f"{PREFIX}trainers/{slug}/answer", body)
    export_path = f"{PREFIX}trainers/{slug}/export"
    export_query = {"level": level, "count": 2, "seed": seed, "format": "csv", "lang": "en"}
    export_status, export = run_file("GET", export_path, export_query)
    class_path = f"{PREFIX}trainers/class-code/export"
    class_query = {"key": class_links.key_token(CLASS_CODE_EXAMPLE), "format": "csv", "lang": "en"}
    class_status, class_export = run_file("GET", class_path, class_query)
    requests = [f"GET {PREFIX}trainers/", f"GET {question_path}?seed={seed}&level={level}",
                f"POST {PREFIX}trainers/{slug}/answer\nContent-Type: application/json\n\n{pretty(body)}",
                f"GET {export_path}?" + "&".join(f"{k}={v}" for k, v in export_query.items()),
                f"GET {class_path}?" + "&".join(f"{k}={v}" for k, v in class_query.items())]
    answers = [(trainers_status, pretty(trainers)), (status, pretty(question)), (answer_status, pretty(answer)),
               (export_status, export), (class_status, class_export)]
    return [{"endpoint": e, "request": r, "status": code, "answer": a}
            for e, r, (code, a) in zip(TRAINER_ENDPOINTS, requests, answers, strict=True)]


def run(method: str, path: str, example: Mapping[str, object]) -> tuple[int, object]:
    """Ask the view behind ``path`` (status and decoded JSON), the way a client would."""
    factory = RequestFactory()
    if method == "GET":
        request = factory.get(path, example)
    else:
        request = factory.post(path, json.dumps(example), content_type="application/json")
    match = resolve(path)
    response = match.func(request, *match.args, **match.kwargs)
    return response.status_code, json.loads(response.content)


def run_file(method: str, path: str, example: Mapping[str, object]) -> tuple[int, str]:
    """Like :func:`run`, for an endpoint that answers a file: its text as sent."""
    match = resolve(path)
    response = match.func(RequestFactory().get(path, example), *match.args, **match.kwargs)
    content = b"".join(response.streaming_content) if response.streaming else response.content
    return response.status_code, content.decode().lstrip("\ufeff")


def run_example(endpoint: Endpoint) -> tuple[int, object]:
    return run(endpoint.method, endpoint.url, endpoint.example)


ERROR_EXAMPLE = ("POST", PREFIX + "tute/trick", {"cards": ["4C", "5C", "4c"]})
"""A request the page shows failing, to show the error shape."""


def pretty(data: object, indent: int = 0) -> str:
    """JSON laid out for reading: one key a line; lists of cards, and short objects, on one line."""
    flat = json.dumps(data, ensure_ascii=False)
    if not isinstance(data, dict | list) or len(flat) + indent <= 88 or (
        isinstance(data, list) and not any(isinstance(item, dict | list) for item in data)
    ):
        return flat
    pad, inner = " " * indent, " " * (indent + 2)
    if isinstance(data, list):
        items = [inner + pretty(item, indent + 2) for item in data]
        return "[\n" + ",\n".join(items) + "\n" + pad + "]"
    items = [f"{inner}{json.dumps(key, ensure_ascii=False)}: {pretty(value, indent + 2)}" for key, value in data.items()]
    return "{\n" + ",\n".join(items) + "\n" + pad + "}"


def both(text: Promise | str) -> dict[str, str]:
    """A gettext string in both languages, for the JSON index."""
    out = {}
    for lang in ("es", "en"):
        with override(lang):
            out[lang] = str(text)
    return out
