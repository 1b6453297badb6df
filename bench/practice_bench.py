"""Practice hands: bots playing whole hands, and the server's answer to one play against a trainer answer.

The server replays the hand from its seed and actions on every request, so the cost of a play grows
with the hand; the figure reported is a play late in a hand (the dearest), as a ratio to a trainer
answer (a question regenerated from its signed seed, checked and recorded) measured in the same run.
"""

from __future__ import annotations

import os
import re
import time

from bench.environment import test_environment


def _bots(games) -> None:
    print("Practice hands: bots alone, 1,000 whole hands per game")
    for slug, game in games.items():
        start = time.perf_counter()
        for seed in range(1000):
            players = game.players[seed % len(game.players)]
            game.hand.autoplay(seed, game.read_rules({"players": str(players)}))
        print(f"  {slug:8s} {time.perf_counter() - start:6.2f} s")
    from naipes.games.docena import PLAYERS, Rules, practice as docena

    start = time.perf_counter()
    for seed in range(1000):
        docena.autoplay(seed, Rules(players=PLAYERS[seed % len(PLAYERS)]))
    print(f"  {'docena':8s} {time.perf_counter() - start:6.2f} s")


def _best(call, repeat: int = 15) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        call()
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "naipes_site.settings.test")
    import django

    django.setup()
    from django.test import Client
    from django.test.utils import setup_databases

    from naipes.practice import LEARNER
    from practice.games import trick_games

    _bots(trick_games())
    test_environment()
    setup_databases(verbosity=0, interactive=False)
    client = Client()

    # A Tute deal near its end: every earlier play is replayed by the server for this one.
    game = trick_games()["tute"]
    rules = game.read_rules({"players": "4"})
    actions: list = []
    hand = game.hand.replay(5, rules, actions)
    while hand.phase != "done":
        action = ("no_sing",) if hand.phase == "declare" else game.hand.bot_play(hand, LEARNER)
        if hand.phase == "play" and len(hand.hands[LEARNER]) == 1:
            break
        actions.append(action)
        hand = game.hand.replay(5, rules, actions)
    last = game.hand.bot_play(hand, LEARNER)
    query = ",".join(game.format_action(a) for a in actions)
    play_url = f"/es/practice/tute/?seed=5&players=4&coach=check&a={query}&play={last.code}"
    play = _best(lambda: client.get(play_url))

    page = client.get("/es/trainers/tute-trick/").content.decode()
    token = re.search(r'name="token" value="([^"]+)"', page).group(1)
    answer = _best(lambda: client.post("/es/trainers/tute-trick/answer/", {"token": token, "choice": "0"}))
    print(f"  one play ({len(actions)} actions replayed) {play * 1000:.1f} ms; "
          f"a trainer answer {answer * 1000:.1f} ms; play/answer {play / answer:.2f}x")
    docena_play = _best(lambda: client.get(_late_docena_url()))
    print(f"  one La Docena action late in a hand {docena_play * 1000:.1f} ms; "
          f"action/answer {docena_play / answer:.2f}x")


def _late_docena_url() -> str:
    """The last action of a La Docena hand that reaches a dejo and a showdown (seed 192, six players)."""
    from naipes.games.docena import Rules, practice as engine
    from naipes.practice import LEARNER
    from practice.games.docena import hand as docena

    rules, actions = Rules(players=6), []
    hand = engine.replay(192, rules, actions)
    while True:
        action = engine.bot_action(hand, LEARNER)
        after = engine.replay(192, rules, [*actions, action])
        if after.phase == "done":
            break
        actions.append(action)
        hand = after
    do = {engine.PASS: "pass", engine.ACCEPT: "accept", engine.FOLD: "fold"}.get(action[0], "pass")
    return f"/es/practice/docena/?h={docena.sign(192, 6, actions)}&coach=check&do={do}"


if __name__ == "__main__":
    main()
