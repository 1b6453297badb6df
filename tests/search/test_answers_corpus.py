"""The engine's answers, game by game, stay what they were when each game's answerers moved to its own
module: a corpus of queries (every shape of question, each game named or none, both languages) is answered
and compared with the answers recorded before the move (``answers_corpus.json``). The corpus crosses
question words with card, rank, suit and number words so that every branch of every answerer is reached,
including the near misses that must answer nothing.

The corpus names the games it was recorded with (those of the file's queries): a game added later is asked
once it is recorded too (:func:`write`), so that the recording stays what the answers were before a change."""

from __future__ import annotations

import json
from dataclasses import asdict
from itertools import product
from pathlib import Path

from django.utils import translation

from judges.base import trick_games
from naipes.games import slugs
from search import answers
from search.text import words

RECORDED = Path(__file__).with_name("answers_corpus.json")

QUESTIONS = [
    "", "vale", "cuanto vale", "how much is worth", "points", "puntos cartas", "card points", "value of the cards",
    "cuantos jugadores", "how many players", "players", "jugadores", "numero de jugadores cartas",
    "cuantas cartas", "how many cards", "cards each", "reparten cada", "deck", "baraja con",
    "cuantas cartas se pasan", "how many cards passed", "pass", "pasan",
    "triunfos", "trump order", "escala", "ladder",
    "vs", "contra", "beats", "muestra", "con muestra de", "with muestra", "how many points total",
    "cuantos puntos vale", "worth total", "value", "each round how many points",
]
SUBJECTS = [
    "", "caballo", "as", "rey", "tres", "siete", "sota", "king", "horse", "ace",
    "7oros", "1oros", "3copas", "12espadas", "10bastos", "4bastos 1oros", "7oros 3copas 12espadas",
    "3oros 3copas", "1copas 1espadas 1bastos", "tres reyes", "dos ases", "two aces", "three kings",
    "oros", "copas", "espadas", "bastos", "golds", "cups", "swords", "clubs", "oros copas",
    "4", "5", "6", "8", "2", "cinco", "four", "cirulo", "4 jugadores",
    "11oros 12oros", "1bastos 3bastos 2bastos",
]


def recorded_games() -> list[str]:
    """The games the corpus was recorded with, in the registry's order: those its queries name."""
    named = {key.split(" | ")[1] for entry in json.loads(RECORDED.read_text()) for key in entry["asked"]}
    return [game for game in slugs() if game in named]


def corpus() -> list[tuple[str, str, str]]:
    return [(f"{q} {s}".strip(), game, lang)
            for q, s, game, lang in product(QUESTIONS, SUBJECTS, ("", *recorded_games()), ("es", "en"))]


def answered(query: str, game: str, lang: str) -> dict | None:
    with translation.override(lang):
        found = answers.answer(words(query), {game} if game else set(), lang,
                               lambda slug, anchor: f"/{lang}/{slug}/#{anchor}")
        # The corpus is asked under the standard tables, which an answer never names (rules-decisions §48).
        return None if found is None else {k: str(v) if not isinstance(v, list) else [str(x) for x in v]
                                           for k, v in asdict(found).items() if k != "table" or v}


def record() -> dict[str, dict]:
    """Each query of the corpus that is answered ("query | game | lang"), and its answer."""
    found = {" | ".join(key): answered(*key) for key in corpus()}
    return {key: answer for key, answer in found.items() if answer is not None}


def recorded() -> dict[str, dict]:
    """The file keeps each distinct answer once, with the queries that got it; any other query got none."""
    return {key: entry["answer"] for entry in json.loads(RECORDED.read_text()) for key in entry["asked"]}


def write(found: dict[str, dict]) -> None:
    """Record the answers as they are now (run by hand, before a change that must keep them)."""
    grouped: dict[str, list[str]] = {}
    for key, answer in found.items():
        grouped.setdefault(json.dumps(answer, ensure_ascii=False, sort_keys=True), []).append(key)
    RECORDED.write_text(json.dumps([{"answer": json.loads(a), "asked": keys} for a, keys in sorted(grouped.items())],
                                   ensure_ascii=False, indent=0) + "\n")


def test_every_query_of_the_corpus_is_answered_as_before():
    before, now = recorded(), record()
    changed = sorted(key for key in before.keys() | now.keys() if before.get(key) != now.get(key))
    assert not changed, f"{len(changed)} answers changed, first: {changed[:5]}"


def test_the_corpus_reaches_every_shape_of_answer_and_every_game():
    before, games = recorded(), recorded_games()
    named = {key.split(" | ")[1] for entry in json.loads(RECORDED.read_text()) for key in entry["asked"]} - {""}
    assert games and set(games) == named  # every game the file names is registered
    assert {a["game"] for a in before.values()} == set(games)
    assert {a["url"].split("#")[0].split("?")[0] for a in before.values() if "/trick/" in a["url"]} >= {
        f"/{lang}/judges/{game}/trick/" for lang in ("es", "en") for game in games if game in trick_games()}
    assert len(before) > 6000 and len(corpus()) > 3 * len(before)  # the near misses are asked too
