"""The OpenAPI 3.1 document of ``/api/v1/``, built from :mod:`api.catalog`, the same catalogue as the API
page and index: one list of endpoints, parameters, variants and error codes, three ways to read it.

Parameter types come from the catalogue's own words for them (``list of cards``, ``whole number``…);
a kind this module does not know is documented as "any JSON value" rather than guessed.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from django.http import HttpRequest
from django.utils.translation import override
from django.views.decorators.http import require_safe

import naipes
import naipes.games
from api import catalog
from api.http import endpoint
from naipes import profiles as named
from naipes.bots import games_with_bots
from naipes.cards import PAPAYOO_60, SPANISH_48, Suit
from naipes.options import Option, declared
from naipes.profiles import codes
from naipes_site.games import game_infos
from trainers.bank.formats import FORMATS

OPENAPI = "3.1.0"

STRING: dict[str, Any] = {"type": "string"}

NAME = {"type": "string", "minLength": 1, "maxLength": 40, "pattern": r"\S"}
"""A player's name: not blank, at most 40 characters (``bad_name``)."""

PACKS = {"spanish": SPANISH_48, "papayoo": PAPAYOO_60}
"""Every card a game of each family can name: a code outside its deck is a ``card_not_in_deck`` error."""


@cache
def family(game: str) -> str:
    """``spanish`` or ``papayoo``: the family of the game's own deck, as the engine builds it."""
    module = naipes.game(game)
    return module.deck(module.DEFAULT_RULES).family


def _suit_letters(family: str) -> list[str]:
    # A Papayoo die shows an ordinary suit: the Payoo letter is never one.
    return list(dict.fromkeys(c.suit.letter for c in PACKS[family] if c.suit is not Suit.PAYOO))


def _code_pattern(family: str) -> str:
    """A regular expression of the pack's card codes, the suits with the same ranks grouped:
    ``(10|11|12|1|2|…|9)[OCEB]``. Longer ranks first, as alternation takes the first that matches."""
    ranks: dict[str, set[int]] = {}
    for card in PACKS[family]:
        ranks.setdefault(card.suit.letter, set()).add(card.rank)
    groups: dict[tuple[int, ...], str] = {}
    for letter, of_suit in ranks.items():
        key = tuple(sorted(of_suit, key=lambda rank: (-len(str(rank)), rank)))
        groups[key] = groups.get(key, "") + letter
    return "|".join(f"({'|'.join(map(str, key))})[{letters}]" for key, letters in groups.items())


@cache
def _kinds(family: str) -> dict[str, dict[str, Any]]:
    """JSON Schema of each kind of value the catalogue names (in English), for one family of packs; built
    once per family (callers copy what they change)."""
    card = {"$ref": f"#/components/schemas/{family.capitalize()}Card"}
    cards = {"type": "array", "items": card, "uniqueItems": True}
    suit = {"type": "string", "enum": _suit_letters(family)}
    codes = _code_pattern(family)
    return {
        "list of cards": cards,
        "whole number": {"type": "integer"},
        "true or false": {"type": "boolean"},
        "name or list of names": {"oneOf": [STRING, {"type": "array", "items": STRING}]},
        "suit letter or card": {"oneOf": [suit, card]},
        "suit letter, card or null": {"oneOf": [suit, card, {"type": "null"}]},
        "list of suit letters": {"type": "array", "items": suit, "uniqueItems": True},
        "object: name → list of cards or null": {
            "type": "object", "propertyNames": NAME, "additionalProperties": {"oneOf": [cards, {"type": "null"}]}},
        "object: name → list of cards": {"type": "object", "propertyNames": NAME, "additionalProperties": cards},
        "suit letter": suit,
        "cards separated by commas": {"type": "string", "pattern": f"^({codes})(,({codes}))*$"},
        "string": STRING,
    }


KINDS = _kinds("spanish")
"""The kinds of the Spanish-pack games; :func:`kind_schema` gives any family's."""

QUERY_KINDS = {"whole number": {"type": "integer"}, "true or false": {"type": "boolean"}}


def english(text: object) -> str:
    with override("en"):
        return str(text)


def kind_schema(kind: object, *, query: bool = False, game: str | None = None) -> dict[str, Any]:
    """The schema of a kind of value, with the card codes and suit letters of ``game``'s pack."""
    name = english(kind)
    schema = (_kinds(family(game)) if game else KINDS).get(name)
    if query:  # a query parameter is text: numbers and booleans in words, lists as one string
        return dict(QUERY_KINDS.get(name) or (schema if schema and _is_text(schema) else STRING))
    return dict(schema or {})


def _is_text(schema: dict[str, Any]) -> bool:
    return all(s.get("type") == "string" or "$ref" in s for s in schema.get("oneOf", [schema]))


def _card_schema(family: str) -> dict[str, Any]:
    return {"type": "string", "enum": [c.code for c in PACKS[family]],
            "description": "A card code: the rank, then the suit's letter (the API also takes lower case)."}


ERROR = {
    "type": "object",
    "required": ["error"],
    "properties": {
        "error": {
            "type": "object",
            "required": ["code", "message"],
            "properties": {
                "code": {"type": "string", "description": "See the error codes on the API page."},
                "message": {
                    "type": "object",
                    "required": ["es", "en"],
                    "properties": {"es": STRING, "en": STRING},
                },
                "field": STRING,
                "cards": {"type": "array", "items": STRING},
            },
        },
    },
}


def _json(schema: dict[str, Any], description: str) -> dict[str, Any]:
    return {"description": description, "content": {"application/json": {"schema": schema}}}


URI_TOO_LONG = {"description": "The query string is longer than the web server reads (about 4 KB for the whole "
                               "request line): the server answers before the API sees it, in its own words."}


def _responses(*, not_found: bool | str = False, query: bool = False) -> dict[str, Any]:
    codes = ", ".join(code for code, _help in catalog.ERROR_CODES)
    responses = {
        "200": _json({"type": "object"}, "The answer."),
        "400": _json({"$ref": "#/components/schemas/Error"}, f"Bad input; error codes: {codes}."),
        "405": _json({"$ref": "#/components/schemas/Error"}, "Wrong method."),
    }
    if not_found:
        responses["404"] = _json({"$ref": "#/components/schemas/Error"},
                                 not_found if isinstance(not_found, str) else "No such trainer.")
    if query:
        responses["414"] = URI_TOO_LONG
    return responses


def _option_schema(option: Option, *, query: bool = False) -> dict[str, Any]:
    """The schema of an option from the engine's declaration (choices are read case-insensitively: no enum);
    in a query nothing is null (an option left out takes its default)."""
    if option.kind == "bool":
        return {"type": "boolean"}
    if option.kind == "int":
        nullable = option.optional and not query
        schema: dict[str, Any] = {"type": ["integer", "null"] if nullable else "integer"}
        if option.open:
            return {**schema, "minimum": option.least}
        return {**schema, "enum": [*option.values, *([None] if nullable else [])]}
    return {"type": "string"}


def profile_param(game: str) -> tuple[dict[str, Any], str, bool]:
    """The ``profile`` field of every endpoint that reads the rules: the game's named profiles, or a table
    code (docs/rules-decisions.md §39, §41); the fields sent beside it change what it sets."""
    slugs = [p.slug for p in named.profiles(game)]
    first = next((o for o in declared(game) if o.name not in named.TABLE_FIELDS and len(o.values) > 1), None)
    if first is None:  # a game whose only option is its players: no table code sets anything, only its profiles
        return ({"type": "string", "examples": slugs, "x-named-profiles": slugs},
                f"The table's rules: a named profile ({', '.join(slugs)}).", False)
    example = f"{game}:{codes.encode(game, {first.name: first.values[1]})}"
    schema = {"type": "string", "examples": [*slugs, example], "x-named-profiles": slugs}
    help = (f"The table's rules: a named profile ({', '.join(slugs)}) or a table code such as {example}. "
            "Option fields sent beside it change the rules it sets.")
    return schema, help, False


def deprecated_variant_help(game: str) -> str:
    """What the OpenAPI document says of ``variant``: deprecated, and which of its names are whole profiles."""
    aliases = [name for name, v in catalog.variants(game).items() if v.profile]
    said = ("Deprecated: the API's old names for rules, still answered; send profile (a named profile or a "
            "table code) or the option fields instead.")
    if aliases:
        said += (f" {', '.join(aliases)} {'is' if len(aliases) == 1 else 'are'} the old name of the profile of "
                 "the same name and sets all its options.")
    return said + " Other variants set one option each, as the field of that name does."


def _engine_operation(e: catalog.Endpoint) -> dict[str, Any]:
    query = e.method == "GET"
    operation: dict[str, Any] = {
        "operationId": e.name,
        "summary": english(e.summary),
        "tags": [e.game],
        "responses": _responses(query=e.method == "GET"),
    }
    variants = catalog.variants(e.game)
    params = {}
    for p in e.params:
        schema = kind_schema(p.kind, query=query, game=e.game)
        help = english(p.help)
        if p.name == "variant":
            if variants:
                schema["description"] = "Variants: " + ", ".join(variants)
            # The old way of naming rules (docs/rules-decisions.md §43): kept answering, pointed to profile, even
            # for a game that has no variants of that kind (a game added since: its only names are profiles).
            schema["deprecated"] = True
            help = deprecated_variant_help(e.game)
        params[p.name] = (schema, help, english(p.default) == english(catalog.REQUIRED))
    params["profile"] = profile_param(e.game)  # every engine endpoint reads the rules
    if query:
        for name, option in catalog.options(e.game).items():
            params.setdefault(name, (_option_schema(option, query=True), catalog.option_help(e.game, option, "en"),
                                     False))
        operation["parameters"] = [
            {"name": name, "in": "query", "required": required, "description": help, "schema": schema,
             **({"deprecated": True} if schema.get("deprecated") else {})}
            for name, (schema, help, required) in params.items()
        ]
    else:
        properties = {name: {**schema, "description": help} for name, (schema, help, _r) in params.items()}
        for name, option in catalog.options(e.game).items():
            properties.setdefault(name, {**_option_schema(option), "description": catalog.option_help(e.game, option, "en")})
        operation["requestBody"] = {
            "required": True,
            "content": {"application/json": {
                "schema": {
                    "type": "object",
                    "properties": properties,
                    "required": [name for name, (_s, _h, required) in params.items() if required],
                },
                "example": e.example,
            }},
        }
    return operation


EXPORT_CHOICES = {"format": {"type": "string", "enum": list(FORMATS)}, "lang": {"type": "string", "enum": ["es", "en"]}}
"""The export's parameters that take one of a few words."""


EXPORT_JSON = {"type": "object", "required": ["meta", "questions"],
               "properties": {"meta": {"type": "object"}, "questions": {"type": "array", "items": {"type": "object"}}}}
"""The JSON export is read as JSON by any client, so it is described as such, not as opaque bytes."""


def _file_response() -> dict[str, Any]:
    binary = {"type": "string", "format": "binary"}
    return {"description": "The file, as an attachment.",
            "content": {f.content_type: {"schema": EXPORT_JSON if f.key == "json" else binary} for f in FORMATS.values()}}


def _trainer_operation(e: catalog.TrainerEndpoint, slugs: list[str]) -> dict[str, Any]:
    operation: dict[str, Any] = {
        "operationId": e.name,
        "summary": english(e.summary),
        "tags": ["trainers"],
        "responses": _responses(not_found="{slug}" in e.path.replace("<slug>", "{slug}"), query=e.method == "GET"),
    }
    if e.name.endswith("export"):
        operation["responses"]["200"] = _file_response()
    if e.name == "trainers-class-code-export":
        operation["responses"] = {**_responses(not_found="No such answer key.", query=True),
                                  "200": _file_response()}
    parameters = []
    if "<slug>" in e.path:
        parameters.append({"name": "slug", "in": "path", "required": True,
                           "schema": {"type": "string", "enum": slugs}})
    if e.method == "GET":
        parameters += [{"name": p.name, "in": "query", "required": english(p.default) == english(catalog.REQUIRED),
                        "description": english(p.help),
                        "schema": EXPORT_CHOICES.get(p.name) or kind_schema(p.kind, query=True)} for p in e.params]
    else:
        properties = {p.name: {**kind_schema(p.kind), "description": english(p.help)} for p in e.params}
        operation["requestBody"] = {"required": True, "content": {"application/json": {"schema": {
            "type": "object", "properties": properties,
            "required": [p.name for p in e.params if english(p.default) == english(catalog.REQUIRED)],
        }}}}
    if parameters:
        operation["parameters"] = parameters
    return operation


def bot_paths() -> dict[str, dict[str, Any]]:
    """The bots' two paths (:mod:`api.bots`): the levels of a game with their measured strength, and a level's
    card from one seat's view of a position."""
    from naipes.bots import DEFAULT_LEVEL, LEVELS

    any_card = {"type": "string", "description": "A card code of the game's deck (SpanishCard or PapayooCard)."}
    cards = {"type": "array", "items": any_card, "uniqueItems": True}
    figures = {"type": "object", "properties": {
        "against": STRING, "players": {"type": "integer"}, "profile": STRING, "deals": {"type": "integer"},
        "mean": {"type": "number"}, "low": {"type": "number"}, "high": {"type": "number"}, "unit": STRING,
        "date": STRING, "command": STRING}}
    both = {"type": "object", "required": ["es", "en"], "properties": {"es": STRING, "en": STRING}}
    listing = {"type": "object", "required": ["game", "default", "unit", "levels"], "properties": {
        "game": STRING, "default": STRING, "unit": STRING,
        "levels": {"type": "array", "items": {"type": "object", "properties": {
            "level": {"type": "string", "enum": list(LEVELS)}, "name": both, "summary": both,
            "estimates_value": {"type": "boolean"}, "strength": {"type": "array", "items": figures}}}}}}
    from api.bots import bot_games

    view = {
        "level": {"type": "string", "enum": list(LEVELS), "default": DEFAULT_LEVEL,
                  "description": "The bot's level (GET /api/v1/practice/{game}/bots lists them)."},
        "seed": {"type": "integer", "minimum": 0, "maximum": 2**53 - 1, "default": 0,
                 "description": "The same view, level and seed always give the same card."},
        "seat": {"type": "integer", "minimum": 0, "default": 0, "description": "The seat about to play."},
        "hand": {**cards, "description": "The seat's own cards. Another seat's cards are never sent: a field "
                                         "such as hands or others is refused (other_seats_cards)."},
        "trick": {**cards, "description": "The cards on the table, led card first."},
        "tricks": {"type": "array", "description": "The tricks finished so far, in order; each led by the seat "
                                                    "that took the one before.",
                   "items": {"type": "object", "required": ["cards"], "additionalProperties": False,
                             "properties": {"leader": {"type": "integer", "minimum": 0}, "cards": cards}}},
        "players": {"type": "integer", "description": "Number of players (the game's default when left out)."},
        "profile": {"type": "string", "description": "The table's rules: a named profile or a table code."},
        "muestra": {"oneOf": [STRING, {"type": "null"}],
                    "description": "Paulo: the muestra card (required). Tute: its suit letter or card, or null."},
        "acuses": {"type": "array", "items": STRING, "description": "Tute: the acuses sung so far, in order."},
        "stock": {"type": "integer", "minimum": 0, "description": "Tute: how many cards the stock still holds."},
        "face_down": {**cards, "description": "Tute: the hand's cards laid face down."},
        "die": {"type": "string", "description": "Papayoo: the suit the die shows (required)."},
        "gave": {**cards, "description": "Papayoo: the cards the seat passed."},
        "received": {**cards, "description": "Papayoo: the cards the seat was passed."},
        "decision": {"type": "string", "enum": ["play", "pass", "declare", "bet", "answer", "dejo", "discard"],
                     "description": "The decision asked (play, a card, by default; La Docena's, whichever its "
                                    "actions lead to): Papayoo's pass (the whole hand, before the first trick), "
                                    "Tute's declare (the cante, having just won the last trick), Paulo's bet (a "
                                    "card or a bet) and answer (to the other team's bet), La Docena's bet (pass, "
                                    "bet, accept, fold, withdraw), dejo and discard (or cut). A decision the game "
                                    "has not is refused (unknown_decision)."},
        "to_play": {"type": "integer", "minimum": 0,
                    "description": "Paulo's answer: the seat whose bet waits, the one to play."},
        "bets": {"type": "integer", "minimum": 0, "description": "Paulo: the bets accepted so far."},
        "mano": {"type": "integer", "minimum": 0, "default": 0, "description": "La Docena: the mano's seat."},
        "actions": {"type": "array", "description": "La Docena: what every player said at the table so far, in "
                                                    "order; the engine replays it (a log no deal of the cards the "
                                                    "seat cannot see allows is impossible_view).",
                    "items": {"type": "object", "required": ["seat", "action"], "additionalProperties": False,
                              "properties": {
                                  "seat": {"type": "integer", "minimum": 0},
                                  "action": {"type": "string", "enum": ["pass", "bet", "accept", "fold",
                                                                        "withdraw", "dejo", "discard", "cut"]},
                                  "stones": {"type": "integer", "minimum": 1, "description": "A bet's stones."},
                                  "agree": {"type": "boolean", "description": "A dejo's yes or no."},
                                  "count": {"type": "integer", "minimum": 1, "maximum": 3,
                                            "description": "How many cards a discard threw (never which)."}}}},
    }
    action = {"description": "An action: a card's code; a pass, a list of codes; a named action, a list with its "
                             "name first (['bet', 3], ['sing', 'O'], ['tute'], ['no_sing'], ['accept'], ['away'], "
                             "['dejo', true], ['discard', ['3C', '2E']], ['cut'])."}
    answer = {"type": "object", "required": ["action", "expected_value", "level", "kind", "decision"], "properties": {
        "game": STRING, "level": STRING, "seed": {"type": "integer"}, "seat": {"type": "integer"},
        "decision": {"type": "string", "description": "The decision answered (the request's decision)."},
        "kind": {"type": "string", "description": "The kind of decision as the engine names it: play, pass, "
                                                  "declare, answer, bet, dejo, discard."},
        "action": {**action, "description": "What the bot does. " + action["description"]},
        "card": {"type": "string", "description": "The card the bot plays, when it plays one."},
        "pick": {"type": "integer", "description": "A pass: how many of legal the action holds."},
        "expected_value": {"type": ["number", "null"],
                           "description": "What the bot expects the card to be worth, in unit; null for a level "
                                          "that estimates none (the beginner decides by rules of thumb)."},
        "unit": STRING, "legal": {"type": "array", "items": action, "description": "Every action the seat may take "
                                                                                     "(a pass: the cards to pick from)."}}}
    errors = ("Bad input; besides the API's error codes: unknown_level, unknown_decision, other_seats_cards (a view "
              "that shows another "
              "seat's cards), bad_seat, duplicate_card (a card in two places), unknown_card, card_not_in_deck, "
              "wrong_number_of_cards, impossible_view (a position no seat could see: a trick led by a seat that "
              "did not take the one before, a hand of the wrong size, more cards than the deck, a decision the seat "
              "could not be making there, a La Docena log no deal allows or where the seat does not speak). The "
              "message is in both languages.")
    game_param = {"name": "game", "in": "path", "required": True}
    return {
        catalog.PREFIX + "practice/{game}/bots": {"get": {
            "operationId": "practice-bots", "tags": ["bots"],
            "summary": english(catalog.BOTS_SUMMARY) + " "
                       "(duplicate matches against the other levels; naipes/games/<game>/strength.json).",
            "parameters": [{**game_param, "schema": {"type": "string", "enum": games_with_bots()}}],
            "responses": {"200": _json(listing, "The levels."),
                          "404": _json({"$ref": "#/components/schemas/Error"}, "No such game."),
                          "405": _json({"$ref": "#/components/schemas/Error"}, "Wrong method."),
                          "414": URI_TOO_LONG}}},
        catalog.PREFIX + "{game}/bot": {"post": {
            "operationId": "bot", "tags": ["bots"],
            "summary": "What a level's bot does at one decision of a seat (its card, pass, cante, bet or answer, La "
                       "Docena's betting) from the seat's view, with its expected value (null for a level that "
                       "estimates none).",
            "parameters": [{**game_param, "schema": {"type": "string", "enum": bot_games()}}],
            "requestBody": {"required": True, "content": {"application/json": {
                "schema": {"type": "object", "required": ["hand"], "properties": view},
                "example": BOT_EXAMPLE}}},
            "responses": {"200": _json(answer, "The bot's action."),
                          "400": _json({"$ref": "#/components/schemas/Error"}, errors),
                          "404": _json({"$ref": "#/components/schemas/Error"}, "No such game."),
                          "405": _json({"$ref": "#/components/schemas/Error"}, "Wrong method.")}}},
    }


BOT_EXAMPLE = {"hand": ["1O", "3C", "12E", "7B", "5O", "4C", "6E", "2B", "2C", "5E"], "trick": ["1E"], "seat": 1,
               "level": "beginner", "seed": 7}
"""A Cirulo seat's view (4 players, ten cards each), second to play to the first trick."""


def _game_names() -> str:
    """The registered games by name, in English ("Paulo, Cirulo, Tute, La Docena and Papayoo")."""
    names = [english(info.name) for info in game_infos()]
    return " and ".join([", ".join(names[:-1]), names[-1]]) if len(names) > 1 else "".join(names)


def document(server: str = "/") -> dict[str, Any]:
    """The OpenAPI document; ``server`` is the site's root URL."""
    from trainers.drills import DRILLS  # the trainers sit below the API, as in catalog.trainer_examples

    paths: dict[str, dict[str, Any]] = {}
    for e in catalog.endpoints():
        paths.setdefault(e.url, {})[e.method.lower()] = _engine_operation(e)
    for t in catalog.TRAINER_ENDPOINTS:
        paths.setdefault(t.url.replace("<slug>", "{slug}"), {})[t.method.lower()] = _trainer_operation(t, list(DRILLS))
    paths.update(bot_paths())
    from api.analysis import openapi_paths as analysis_paths

    paths.update(analysis_paths(catalog.PREFIX))
    return {
        "openapi": OPENAPI,
        "info": {
            "title": "Naipes API",
            "version": "1",
            "description": f"The rules engine of {_game_names()}, and the trainers, as JSON. "
                           "Every error is {\"error\": {\"code\", \"message\": {\"es\", \"en\"}}}.",
        },
        "servers": [{"url": server}],
        "paths": paths,
        "components": {"schemas": {"Error": ERROR, **{f"{f.capitalize()}Card": _card_schema(f) for f in PACKS}}},
    }


@endpoint(None)
@require_safe
def openapi(request: HttpRequest) -> dict[str, Any]:
    return document(request.build_absolute_uri("/"))
