"""Paulo's trainers answered by Paulo's endpoints (``paulo/order``, ``paulo/trick``, ``paulo/legal``) and the
chinos by the engine."""

from naipes.games.paulo import chinos


def _trumps(api, d):
    return api("GET", "paulo/order", {"muestra": d["muestra"], "players": d["players"]})["trumps"]


def _chinos(api, d):
    score = chinos.Score(tuple(chinos.TeamScore(chinos=t["chinos"], patas=t["patas"]) for t in d["teams"]))
    outcome = chinos.HandOutcome(winner=d["winner"], end=d["end"], bets=d["bets"])
    return {"chinos": chinos.award(score, outcome).amount}


ANSWERS = {
    "paulo-trumps": lambda api, d: [c for c in _trumps(api, d) if c in d["cards"]],
    "paulo-is-trump": lambda api, d: [c for c in d["cards"] if c in _trumps(api, d)],
    "paulo-trick": lambda api, d: api("POST", "paulo/trick", {"cards": d["trick"], "muestra": d["muestra"],
                                                              "players": d["players"]})["card"],
    "paulo-may-play": lambda api, d: api("POST", "paulo/legal", {"hand": d["hand"], "trick": d["trick"],
                                                                 "muestra": d["muestra"],
                                                                 "players": d["players"]})["legal"],
    "paulo-chinos": _chinos,
}
