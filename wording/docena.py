"""Wording for La Docena: rung and form names, reasons, variants, table headings (engine: naipes/docena/).

Form texts say which cards make a rung; what the mala counts as is a separate note
(:func:`mala_note_key`), so that a page or a drill says it once.
"""

from __future__ import annotations

_RUNGS: dict[str, tuple[str, str]] = {
    "calla_treses": ("Callá de treses", "Callá de treses (three 3s)"),
    "calla_reyes": ("Callá de reyes", "Callá de reyes (three reyes)"),
    "calla_doses": ("Callá de doses", "Callá de doses (three 2s)"),
    "calla_ases": ("Callá de ases", "Callá de ases (three aces)"),
    "flor_28": ("Flor de 28", "Flor de 28"),
    "flor_27": ("Flor de 27", "Flor de 27"),
    "flor_26_5": ("Flor de 26 y media", "Flor de 26½"),
    "flor_26": ("Flor de 26", "Flor de 26"),
    "flor_25_5": ("Flor de 25 y media", "Flor de 25½"),
    "flor_24_5": ("Flor de 24 y media", "Flor de 24½"),
    "flor_23": ("Flor de 23", "Flor de 23"),
    "flor_21": ("Flor de 21", "Flor de 21"),
    "flor_20": ("Flor de 20 («las de Domingo Gómez»)", "Flor de 20 (“las de Domingo Gómez”)"),
    "veintiseis": ("Veintiséis", "Veintiséis (26)"),
    "veinticinco": ("Veinticinco", "Veinticinco (25)"),
    "veinticuatro": ("Veinticuatro", "Veinticuatro (24)"),
    "veintitres_y_media": ("Veintitrés y media («dos curas»)", "Veintitrés y media (23½, “dos curas”)"),
    "veintitres": ("Veintitrés", "Veintitrés (23)"),
    "veintidos_y_media": ("Veintidós y media", "Veintidós y media (22½)"),
    "veintidos": ("Veintidós", "Veintidós (22)"),
    "veintiuna": ("Veintiuna", "Veintiuna (21)"),
    "veinte": ("Veinte", "Veinte (20)"),
    "nada": ("Nada (sin combinación)", "Nada (no combination)"),
}

_FORMS: dict[str, tuple[str, str]] = {
    "three": ("Tres cartas del mismo número.", "Three cards of the same number."),
    "pair_mala": ("Dos cartas del mismo número y la mala.", "Two cards of the same number plus the mala."),
    "mala_3_2": ("La mala con el 3 y el 2 de oros.", "The mala with the 3 and the 2 of oros."),
    "mala_3_as": ("La mala con el 3 y el as de oros.", "The mala with the 3 and the ace of oros."),
    "mala_3_fig": ("La mala con el 3 de oros y una figura de oros.",
                   "The mala with the 3 of oros and a figure of oros."),
    "3_2_as": ("El 3, el 2 y el as de un mismo palo.", "The 3, the 2 and the ace of one suit."),
    "mala_2_as": ("La mala con el 2 y el as de oros.", "The mala with the 2 and the ace of oros."),
    "3_2_fig": ("El 3, el 2 y una figura de un mismo palo.", "The 3, the 2 and a figure of one suit."),
    "mala_2_fig": ("La mala con el 2 y una figura de oros.", "The mala with the 2 and a figure of oros."),
    "3_as_fig": ("El 3, el as y una figura de un mismo palo.", "The 3, the ace and a figure of one suit."),
    "mala_as_fig": ("La mala con el as y una figura de oros.", "The mala with the ace and a figure of oros."),
    "2_as_fig": ("El 2, el as y una figura de un mismo palo.", "The 2, the ace and a figure of one suit."),
    "3_fig_fig": ("El 3 y dos figuras de un mismo palo.", "The 3 and two figures of one suit."),
    "mala_fig_fig": ("La mala con dos figuras de oros.", "The mala with two figures of oros."),
    "as_fig_fig": ("El as y dos figuras de un mismo palo.", "The ace and two figures of one suit."),
    "fig_fig_fig": ("Rey, caballo y sota de un mismo palo.", "Rey, caballo and sota of one suit."),
    "mala_3": ("La mala con el 3 de oros.", "The mala with the 3 of oros."),
    "3_2": ("El 3 y el 2 de un mismo palo.", "The 3 and the 2 of one suit."),
    "mala_2": ("La mala con el 2 de oros.", "The mala with the 2 of oros."),
    "3_as": ("El 3 y el as de un mismo palo.", "The 3 and the ace of one suit."),
    "mala_as_oros": ("La mala con el as de oros (cuenta 24, no 22 y media).",
                     "The mala with the ace of oros (it counts 24, not 22½)."),
    "rey_rey": ("Dos reyes, de cualquier palo.", "Two reyes, of any suits."),
    "rey_mala": ("Un rey, de cualquier palo, y la mala.", "A rey, of any suit, and the mala."),
    "2_as": ("El 2 y el as de un mismo palo.", "The 2 and the ace of one suit."),
    "3_fig": ("El 3 y una figura de un mismo palo.", "The 3 and a figure of one suit."),
    "mala_fig_oros": ("La mala con el caballo o la sota de oros.", "The mala with the caballo or the sota of oros."),
    "as_as": ("Dos ases, de cualquier palo.", "Two aces, of any suits."),
    "as_mala": ("Un as que no es de oros y la mala.", "An ace other than the ace of oros, and the mala."),
    "2_fig": ("El 2 y una figura de un mismo palo.", "The 2 and a figure of one suit."),
    "as_fig": ("El as y una figura de un mismo palo.", "The ace and a figure of one suit."),
    "fig_fig": ("Dos figuras de un mismo palo.", "Two figures of one suit."),
    "high_card": ("Ninguna combinación: cuenta la carta más alta.", "No combination: the highest card counts."),
}

_MALA_AS: dict[int, tuple[str, str]] = {3: ("3", "a 3"), 2: ("2", "a 2"), 1: ("as", "an ace"), 12: ("rey", "a rey")}
"""What the mala can stand for besides itself (naipes/docena/hands.py): the number, with its English article."""

_RANKS: dict[int, tuple[str, str]] = {
    3: ("tres", "three"), 2: ("dos", "two"), 1: ("as", "ace"),
    12: ("rey", "rey"), 11: ("caballo", "caballo"), 10: ("sota", "sota"),
}

TEXTS: dict[str, dict[str, str]] = {
    **{f"rung.{key}": {"es": es, "en": en} for key, (es, en) in _RUNGS.items()},
    **{f"form.{key}": {"es": es, "en": en} for key, (es, en) in _FORMS.items()},
    **{f"rank.{rank}": {"es": es, "en": en} for rank, (es, en) in _RANKS.items()},
    "kind.calla": {"es": "Callá", "en": "Callá"},
    "kind.flor": {"es": "Flor", "en": "Flor"},
    "kind.pinta": {"es": "Pinta", "en": "Pinta"},
    "kind.nada": {"es": "Nada", "en": "Nada"},
    "mala": {"es": "La mala (5 de oros)", "en": "The mala (5 of oros)"},
    "wildcard": {
        "es": "Comodín: el número que quiera quien la tiene, siempre de oros.",
        "en": "Wildcard: whatever number its holder wants, always of oros.",
    },
    "derived": {
        "es": "Deducida: la fuente no la nombra, sale de que la mala es cualquier número de oros.",
        "en": "Derived: the source does not name it; it follows from the mala being any number of oros.",
    },
    # what the mala counts as (mala_note_key): a number, always of oros; "again" when the hand already
    # holds that card (the mala with the 3 de oros is a second 3 de oros)
    **{f"mala_as.{rank}": {"es": f"La mala cuenta como un {es} de oros.", "en": f"The mala counts as {en} of oros."}
       for rank, (es, en) in _MALA_AS.items()},
    **{f"mala_as_again.{rank}": {"es": f"La mala cuenta como otro {es} de oros.",
                                 "en": f"The mala counts as another {en.split(' ', 1)[1]} of oros."}
       for rank, (es, en) in _MALA_AS.items()},
    # what the mala may be, as the choices of the "best use of the mala" drill name them
    **{f"reading.{rank}": {"es": f"Un{'a' if rank == 10 else ''} {es} de oros", "en": f"{en[0].upper()}{en[1:]} of oros"}
       for rank, (es, en) in {3: ("3", "a 3"), 2: ("2", "a 2"), 1: ("as", "an ace"), 12: ("rey", "a rey"),
                              11: ("caballo", "a caballo"), 10: ("sota", "a sota")}.items()},
    "reading.itself": {"es": "Ella misma (flor con nombre propio)", "en": "Itself (a flor with a name of its own)"},
    # in a callá the mala is simply the third card of the number, whatever its suit
    **{f"mala_as_third.{rank}": {"es": f"La mala hace de tercer {es}.", "en": f"The mala is the third {en}."}
       for rank, (es, en) in _RANKS.items() if rank in _MALA_AS},
    "mala_in_nada": {
        "es": "Sin jugada, la mala solo cuenta como un 3 de oros para comparar cartas sueltas.",
        "en": "With no combination the mala only counts as a 3 of oros when single cards are compared.",
    },
    "mala_as_itself": {
        "es": "La mala cuenta como ella misma: esta flor tiene nombre propio.",
        "en": "The mala counts as itself: this flor has a name of its own.",
    },
    # comparison reasons
    "reason.better_rung": {
        "es": "Gana la jugada que está más arriba en la escala.",
        "en": "The hand higher up the ladder wins.",
    },
    "reason.higher_figure": {
        "es": "Misma jugada: decide la figura (el rey gana al caballo y el caballo a la sota).",
        "en": "Same combination: the figure decides (rey beats caballo, caballo beats sota).",
    },
    "reason.higher_card": {
        "es": "Ninguna combinación: gana la carta más alta (3, 2, as, rey, caballo, sota).",
        "en": "No combination: the highest card wins (3, 2, ace, rey, caballo, sota).",
    },
    "reason.later_card": {
        "es": "Ninguna combinación y las cartas más altas empatan: decide la siguiente carta que es distinta.",
        "en": "No combination and the highest cards are equal: the next card that differs decides.",
    },
    "decided_by": {
        "es": "Decide {a} de la primera mano contra {b} de la segunda.",
        "en": "It is decided by {a} of the first hand against {b} of the second.",
    },
    "reason.natural_three_beats_mala": {
        "es": "La mala cuenta como un 3 de oros, pero un 3 de verdad le gana.",
        "en": "The mala counts as a 3 of oros, but a real 3 beats it.",
    },
    "reason.equal": {
        "es": "Empate: gana quien es mano o va antes en el turno (o se reparte, si así se acordó).",
        "en": "A tie: the mano, or whoever comes first in turn, wins (or the pot is split, if agreed).",
    },
    # betting verdicts
    "reason.caballo_or_sota_may_withdraw": {
        "es": "Con un caballo o una sota de primera carta puede enseñarla, retirarse y recuperar el entró.",
        "en": "With a caballo or sota as first card he may show it, drop out and take his entró back.",
    },
    "reason.entro_stays": {
        "es": "Solo un caballo o una sota de primera carta permiten retirar el entró.",
        "en": "Only a caballo or a sota as first card lets a player take the entró back.",
    },
    "reason.mano_first_card": {
        "es": "Con la primera carta, la mano no puede abrir el envite.",
        "en": "On the first card the mano may not open the betting.",
    },
    "reason.mala_first_card": {
        "es": "Con la primera carta, quien tiene la mala no puede abrir el envite.",
        "en": "On the first card the holder of the mala may not open the betting.",
    },
    "reason.flor_may_not_open": {
        "es": "Quien tiene flor no puede abrir el envite y debe avisar antes de aceptar o subir.",
        "en": "A flor holder may not open the betting and must warn before accepting or raising.",
    },
    "reason.may_open": {"es": "Puede abrir el envite o pasar.", "en": "He may open the betting or pass."},
    # variants
    "rules.tie_rule.mano": {
        "es": "Empates: gana la mano (quien va antes en el turno).",
        "en": "Ties: the mano wins (whoever comes first in turn).",
    },
    "rules.tie_rule.split": {
        "es": "Empates: los empatados se reparten lo del centro.",
        "en": "Ties: the tied players split the centre.",
    },
    "rules.nada_rule.highest_card": {
        "es": "Sin combinación: decide la carta más alta; si es igual, empate.",
        "en": "No combination: the highest card decides; if equal, a tie.",
    },
    "rules.nada_rule.all_cards": {
        "es": "Sin combinación: decide la carta más alta, luego la siguiente, y así.",
        "en": "No combination: the highest card decides, then the next one, and so on.",
    },
    "rules.nada_rule.tie": {
        "es": "Sin combinación: todas las manos empatan.",
        "en": "No combination: every such hand ties.",
    },
    "rules.players": {"es": "Jugadores que reciben carta", "en": "Players receiving cards"},
    "rules.tie_rule": {"es": "Empates", "en": "Ties"},
    "rules.nada_rule": {"es": "Manos sin combinación", "en": "Hands with no combination"},
    "rules.double_entro_from": {
        "es": "Jugadores restantes con los que el entró pasa a 2 piedras",
        "en": "Players left when the entró rises to 2 stones",
    },
    # tables
    "table.ladder": {"es": "Escala de jugadas, de mayor a menor", "en": "The ladder of hands, best first"},
    "table.forms": {"es": "Todas las maneras de ligar cada jugada", "en": "Every way to make each hand"},
    "table.deck": {"es": "La baraja según los jugadores", "en": "The pack by number of players"},
    "table.entro": {"es": "El entró según los jugadores que quedan", "en": "The entró by players left"},
    "table.card_values": {"es": "Valor de las cartas", "en": "Card values"},
    "column.rank": {"es": "Puesto", "en": "Rank"},
    "column.name": {"es": "Jugada", "en": "Hand"},
    "column.kind": {"es": "Tipo", "en": "Kind"},
    "column.value": {"es": "Valor", "en": "Value"},
    "column.example": {"es": "Ejemplo", "en": "Example"},
    "column.form": {"es": "Cómo se liga", "en": "How it is made"},
    "column.min_players": {"es": "Desde (jugadores)", "en": "From (players)"},
    "column.derived": {"es": "Nota", "en": "Note"},
    "column.players": {"es": "Jugadores", "en": "Players"},
    "column.cards": {"es": "Cartas", "en": "Cards"},
    "column.added": {"es": "Se añaden", "en": "Added"},
    "column.players_left": {"es": "Jugadores que quedan", "en": "Players left"},
    "column.entro": {"es": "Entró (piedras)", "en": "Entró (stones)"},
    "column.card": {"es": "Carta", "en": "Card"},
    "note.min_players_5": {
        "es": "«5» quiere decir la baraja de 17 cartas, la de cinco jugadores o menos.",
        "en": "“5” means the 17-card pack, used for five players or fewer.",
    },
    "note.deck_up_to_5": {
        "es": "La fila de 5 vale para cinco jugadores o menos.",
        "en": "The row for 5 holds for five players or fewer.",
    },
    "note.entro_or_more": {
        "es": "La primera fila vale también para más jugadores.",
        "en": "The first row also holds for more players.",
    },
    # errors
    "error.docena_error": {"es": "Esa jugada no es válida en La Docena.", "en": "That is not valid in La Docena."},
    "error.bad_players": {
        "es": "En La Docena reciben carta de 3 a 8 jugadores: cuando quedan dos, la partida ha terminado.",
        "en": "In La Docena 3 to 8 players receive cards: when two are left, the game is over.",
    },
    "error.unknown_variant": {"es": "Esa variante no existe.", "en": "There is no such variant."},
}

# Rule-page inserts (naipes_site/inserts/docena.py).
TEXTS.update({
    "column.with_mala": {"es": "La mala con", "en": "The mala with"},
    "column.hands": {"es": "Manos A y B", "en": "Hands A and B"},
    "column.result": {"es": "Resultado", "en": "Result"},
    "column.seat": {"es": "Jugador", "en": "Player"},
    "column.hand": {"es": "Cartas", "en": "Cards"},
    "column.cards_and_hand": {"es": "Cartas y jugada", "en": "Cards and hand"},
    "column.first_card": {"es": "Primera carta", "en": "First card"},
    "column.may_withdraw": {"es": "¿Puede retirarse?", "en": "May he drop out?"},
    "column.may_open": {"es": "¿Puede abrir el envite?", "en": "May he open the betting?"},
    "column.may_cut": {"es": "¿Puede cortar el dejo?", "en": "May he cut the dejo?"},
    "insert.caption.mala": {
        "es": "Lo mejor que liga la mala con otras cartas",
        "en": "The best hand the mala makes with other cards",
    },
    "insert.caption.compare": {"es": "Comparación de jugadas", "en": "Comparing hands"},
    "insert.caption.showdown": {
        "es": "Las cartas se enseñan (el jugador 1 es la mano)",
        "en": "The cards are shown (player 1 is the mano)",
    },
    "insert.caption.withdraw": {
        "es": "Retirarse con la primera carta y recuperar el entró",
        "en": "Dropping out on the first card and taking the entró back",
    },
    "insert.caption.may_open": {"es": "Quién puede abrir el envite", "en": "Who may open the betting"},
    "insert.caption.dejo_cut": {
        "es": "Tras la tercera carta del dejo: ¿se puede cortar?",
        "en": "After the dejo's third card: may the holder cut it?",
    },
    "insert.result.a": {"es": "Gana A", "en": "A wins"},
    "insert.result.b": {"es": "Gana B", "en": "B wins"},
    "insert.result.tie": {"es": "Empate", "en": "Tie"},
    "insert.seat": {"es": "{n}", "en": "{n}"},
    "insert.seat_mano": {"es": "{n} (mano)", "en": "{n} (mano)"},
    "insert.takes_it": {"es": "Se lo lleva", "en": "Takes it"},
    "insert.showdown_winner": {
        "es": "Se lleva todo lo del centro el jugador {seat}, con {hand}.",
        "en": "Player {seat} takes everything in the centre, with {hand}.",
    },
    "insert.showdown_tie": {
        "es": "Empatan los jugadores {seats} con {hand}. Con nuestra regla gana el primero en el turno, "
              "el jugador {seat}; con la variante de reparto, se reparten el centro.",
        "en": "Players {seats} tie with {hand}. Under our rule the first in turn order, player {seat}, "
              "wins; under the split variant they share the centre.",
    },
    "insert.showdown_because": {
        "es": "La siguiente mejor mano es la del jugador {seat}: {hand}. {reason}",
        "en": "The next best hand is player {seat}'s: {hand}. {reason}",
    },
    "column.place": {"es": "Puesto", "en": "Place"},
    "column.best": {"es": "Jugada", "en": "Hand"},
    "insert.place": {"es": "Puesto {n} de la escala", "en": "Place {n} on the ladder"},
    "insert.made_with": {"es": "Con {cards}.", "en": "With {cards}."},
    "insert.from_players": {"es": "Solo desde {n} jugadores.", "en": "Only from {n} players up."},
    "insert.up_to": {"es": "hasta {n}", "en": "up to {n}"},
    "insert.or_more": {"es": "{n} o más", "en": "{n} or more"},
    "insert.the_mala": {"es": "la mala", "en": "the mala"},
    "insert.the_card": {"es": "el {card}", "en": "the {card}"},
    "insert.the_card_f": {"es": "la {card}", "en": "the {card}"},
    "insert.all_of_rank.3": {"es": "los {n} treses", "en": "the {n} threes"},
    "insert.all_of_rank.2": {"es": "los {n} doses", "en": "the {n} twos"},
    "insert.all_of_rank.1": {"es": "los {n} ases", "en": "the {n} aces"},
    "insert.all_of_rank.12": {"es": "los {n} reyes", "en": "the {n} reyes"},
    "insert.all_of_rank.11": {"es": "los {n} caballos", "en": "the {n} caballos"},
    "insert.all_of_rank.10": {"es": "las {n} sotas", "en": "the {n} sotas"},
    "insert.any_oro": {"es": "cualquiera, siempre de oros", "en": "any, always oros"},
    "insert.is_mano": {"es": "Es la mano", "en": "He is the mano"},
    "insert.not_mano": {"es": "No es la mano", "en": "He is not the mano"},
})


def mala_note_key(hand) -> str | None:
    """The key of the note saying what the mala counts as in ``hand`` (a :class:`naipes.docena.HandRank`).

    ``None`` when the combination does not use the mala; ``mala_as_itself`` in the named flores;
    ``mala_in_nada`` with no combination; ``mala_as_third.<rank>`` in a callá; else ``mala_as.<rank>``, or
    ``mala_as_again.<rank>`` when the hand already holds the card the mala stands for.
    """
    if hand.mala_as is None:
        return None
    if hand.kind == "nada":
        return "mala_in_nada"
    if hand.mala_as.rank == 5:
        return "mala_as_itself"
    if hand.kind == "calla":
        return f"mala_as_third.{hand.mala_as.rank}"
    again = hand.mala_as in hand.cards
    return f"mala_as_again.{hand.mala_as.rank}" if again else f"mala_as.{hand.mala_as.rank}"
