"""Cirulo's trainers answered by Cirulo's endpoints (``cirulo/trick``, ``cirulo/settle``)."""


def _settle(api, d):
    found = api("POST", "cirulo/settle", {"players": d["piles"], "pot": d["pot"]})
    values = {f"pays-{n}": found["pays"][n] for n in d["piles"]}
    values |= {f"gets-{n}": found["shares"].get(n, 0) for n in d["piles"]} | {"carry": found["carry_over"]}
    return {key: values[key] for key in d["asked"]}


ANSWERS = {
    "cirulo-trick": lambda api, d: api("POST", "cirulo/trick", {"cards": d["trick"], "players": d["players"],
                                                                "pack": d["pack"]})["card"],
    "cirulo-settle": _settle,
}
