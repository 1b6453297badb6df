"""La Docena's trainers answered by its endpoints (``docena/hand``, ``docena/compare``) and the betting by the
engine."""

from naipes.cards import SPANISH_40
from naipes.games.docena import betting


def _compare(api, d):
    winner = api("GET", "docena/compare", {"a": ",".join(d["a"]), "b": ",".join(d["b"]),
                                           "players": d["players"]})["winner"]
    return d["mano"] if winner == "tie" else winner  # the mano wins ties


def _bets(api, d):
    cards = SPANISH_40.parse(d["cards"])
    return {"entro": lambda: str(betting.entro(d["players_left"])),
            "withdraw": lambda: "yes" if betting.can_withdraw(cards[0]).legal else "no",
            "open": lambda: "yes" if betting.can_open_betting(cards, mano=d["mano"]).legal else "no",
            "dejo": lambda: "yes" if betting.can_cut_dejo(cards) else "no"}[d["asks"]]()


ANSWERS = {
    "docena-hand": lambda api, d: api("GET", "docena/hand", {"cards": ",".join(d["cards"])})["rank"],
    "docena-compare": _compare,
    "docena-mala": lambda api, d: api("GET", "docena/hand", {"cards": ",".join([d["mala"], *d["others"]]),
                                                             "players": d["players"]})["mala_as"],
    "docena-bets": _bets,
}
