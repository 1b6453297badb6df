"""Tute's trainers answered by Tute's endpoints (``tute/trick``, ``tute/legal``, ``tute/score``) and the
acuses by the engine."""

from naipes.cards import SPANISH_40
from naipes.games import tute


def _trick(api, d):
    found = api("POST", "tute/trick", {"cards": d["trick"], "muestra": d["muestra"],
                                       "acuses": [d["declared_forty"]] if d["declared_forty"] else [],
                                       "players": d["players"]})
    assert found["trump"] == d["trump"]
    return found["card"]


def _count(api, d):
    found = api("POST", "tute/score", {"cards": d["taken"], "muestra": d["muestra"], "acuses": d["acuses"],
                                       "forty_taken": d["forty_taken"], "last_trick": d["last_trick"]})
    values = {"cards": found["card_points"], "acuses": found["acuse_points"], "total": found["points"]}
    return {key: values[key] for key in d["asked"]}


def _acuses(api, d):
    verdict = tute.can_declare(SPANISH_40.parse(d["hand"]), d["suit"], d["muestra"], won_trick=d["won_trick"],
                               stock_left=d["stock_left"], declared=d["declared"],
                               declared_this_trick=d["declared_this_trick"])
    return "no" if not verdict.legal else "20" if verdict.reason == "declares_20" else "40"


ANSWERS = {
    "tute-trick": _trick,
    "tute-legal": lambda api, d: api("POST", "tute/legal", {"hand": d["hand"], "trick": d["trick"],
                                                            "muestra": d["muestra"], "stock_empty": True,
                                                            "players": d["players"]})["legal"],
    "tute-count": _count,
    "tute-acuses": _acuses,
}
