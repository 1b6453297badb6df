"""Wording for what naipes.cirulo returns as keys: reason codes, statuses, options, table headings, errors."""

TEXTS: dict[str, dict[str, str]] = {
    # Verdicts of judge_plays
    "reason.leads": {
        "es": "Abre la baza: puede salir con cualquier carta.",
        "en": "It opens the baza, so any card may lead.",
    },
    "reason.follows_suit": {
        "es": "Asiste al palo de salida; no hace falta montar.",
        "en": "It follows the suit led; there is no need to beat the cards on the table.",
    },
    "reason.must_follow_suit": {
        "es": "Tienes cartas del palo de salida: hay que asistir con una de ellas.",
        "en": "You hold cards of the suit led, so you must follow suit with one of them.",
    },
    "reason.any_card_void": {
        "es": "No tienes del palo de salida y no hay triunfo: vale cualquier carta.",
        "en": "You have none of the suit led and there is no trump, so any card will do.",
    },
    # Why a card takes the baza (trick_winner_reason)
    "reason.highest_of_suit_led": {
        "es": "No hay triunfo: se la lleva la carta más alta del palo de salida.",
        "en": "There is no triunfo (trump suit): the highest card of the suit led takes the baza.",
    },
    # Where each player stands after settle()
    "status.pays": {
        "es": "Tiene bazas enciruladas: pone en el platillo tantas monedas como tantos suman sus oros.",
        "en": "Has bazas enciruladas: puts as many coins in the platillo as the tantos of those oros.",
    },
    "status.shares": {
        "es": "Ganó bazas y ningún oro: entra en el reparto del platillo.",
        "en": "Won bazas and no oro at all, so takes a share of the platillo.",
    },
    "status.no_tricks": {
        "es": "No hizo ninguna baza: ni paga ni cobra.",
        "en": "Took no baza: pays nothing and receives nothing.",
    },
    # Fields of a settlement
    "settlement.pays": {"es": "Paga", "en": "Pays"},
    "settlement.pot": {"es": "Platillo tras los pagos", "en": "Platillo after payments"},
    "settlement.shares": {"es": "Cobra", "en": "Receives"},
    "settlement.carry_over": {"es": "Queda para la próxima mano", "en": "Stays for the next deal"},
    "settlement.carry_over.nobody_shares": {
        "es": "Nadie cobra: todos los que ganaron bazas se llevaron algún oro, así que todo el platillo pasa a "
              "la próxima mano.",
        "en": "Nobody collects: everyone who won bazas took some oro, so the whole platillo carries over to "
              "the next deal.",
    },
    "settlement.carry_over.remainder": {
        "es": "El resto que no se puede repartir a partes iguales se queda en el platillo.",
        "en": "What cannot be shared out equally stays in the platillo.",
    },
    # Options (Rules fields) and their values
    "rules.players": {"es": "Jugadores", "en": "Players"},
    "rules.players.help": {
        "es": "De 4 a 6 jugadores; también se admite jugar entre 3.",
        "en": "Four to six players; three may also play.",
    },
    "rules.pack": {"es": "Baraja", "en": "Pack"},
    "rules.pack.40": {"es": "Baraja de 40 cartas", "en": "40-card pack"},
    "rules.pack.48": {
        "es": "Baraja de 48 cartas (con ochos y nueves)",
        "en": "48-card pack (with 8s and 9s)",
    },
    "rules.removal_order": {"es": "Orden para quitar cartas", "en": "Order for removing cards"},
    "rules.removal_order.help": {
        "es": "Si sobran cartas, se quitan las más bajas que no sean oros; entre iguales, por este orden.",
        "en": "When cards are left over, the lowest non-oro cards go; among equals, in this order of suits.",
    },
    # Tables for the rule pages
    "table.tantos": {"es": "Tantos de los oros", "en": "Tantos of the oros"},
    "table.deck": {
        "es": "Cartas que se quitan y cartas por jugador",
        "en": "Cards removed and cards per player",
    },
    "table.rank_order": {
        "es": "Orden de las cartas, de mayor a menor (igual en todos los palos)",
        "en": "Card order, highest first (the same in every suit)",
    },
    "column.card": {"es": "Carta", "en": "Card"},
    "column.tantos": {"es": "Tantos", "en": "Tantos"},
    "column.players": {"es": "Jugadores", "en": "Players"},
    "column.pack": {"es": "Baraja", "en": "Pack"},
    "column.removed": {"es": "Cartas que se quitan", "en": "Cards removed"},
    "column.cards_in_play": {"es": "Cartas en juego", "en": "Cards in play"},
    "column.hand_size": {"es": "Cartas por jugador", "en": "Cards per player"},
    "column.position": {"es": "Puesto", "en": "Position"},
    "column.rank": {"es": "Carta", "en": "Rank"},
    "table.total": {"es": "Total de los oros", "en": "All the oros together"},
    # Errors (the code attribute of each error class)
    "error.bad_players": {
        "es": "El cirulo se juega entre 3 y 6 jugadores, y hacen falta las bazas de cada uno de ellos, ni "
              "más ni menos.",
        "en": "Cirulo is played by 3 to 6 players, with one pile of bazas per player.",
    },
    "error.unknown_pack": {
        "es": "La baraja ha de ser de 40 o de 48 cartas.",
        "en": "The pack must have 40 or 48 cards.",
    },
    "error.bad_removal_order": {
        "es": "El orden debe nombrar copas, espadas y bastos una vez cada uno; los oros nunca se quitan.",
        "en": "The removal order must name copas, espadas and bastos once each; oros are never removed.",
    },
    "error.tantos_do_not_add_up": {
        "es": "Los tantos de todos no suman lo que valen los oros de la baraja.",
        "en": "The players' tantos do not add up to what the oros of the deck are worth.",
    },
    "error.impossible_tantos": {
        "es": "Ningún grupo de oros da esos tantos, o hay tantos sin baza.",
        "en": "No set of oros makes those tantos, or there are tantos without a trick.",
    },
    "error.bad_pot": {
        "es": "El platillo ha de tener un número entero de monedas, cero o más.",
        "en": "The platillo must hold a whole number of coins, zero or more.",
    },
    "error.incomplete_round": {
        "es": "Faltan cartas: en una mano terminada, los montones suman la baraja entera.",
        "en": "Cards are missing: after a finished deal the piles add up to the whole deck.",
    },
}

# Wording for the rule-page inserts (naipes_site/inserts/cirulo.py), added with the rule pages.
TEXTS.update({
    "column.player": {"es": "Jugador", "en": "Player"},
    "column.tricks": {"es": "Bazas", "en": "Bazas"},
    "column.taken": {"es": "Cartas que se llevó", "en": "Cards taken"},
    "column.pays": {"es": "Paga", "en": "Pays"},
    "column.receives": {"es": "Cobra", "en": "Receives"},
    "column.verdict": {"es": "¿Se puede jugar?", "en": "May it be played?"},
    "column.reason": {"es": "Por qué", "en": "Why"},
    "column.reading": {"es": "Lectura de la tabla", "en": "Reading of the table"},
    "column.sum": {"es": "Suma", "en": "Sum"},
    "column.matches": {"es": "¿Coincide con la fuente?", "en": "Does it match the source?"},
    "table.rank_order.pack": {
        "es": "Orden de las cartas en la baraja de {cards} cartas, de mayor a menor (igual en todos los palos)",
        "en": "Card order in the {cards}-card pack, highest first (the same in every suit)",
    },
    "table.deck.40": {
        "es": "Cartas que se quitan y cartas por jugador (baraja de 40 cartas)",
        "en": "Cards removed and cards per player (40-card pack)",
    },
    "table.deck.48": {
        "es": "Cartas que se quitan y cartas por jugador (baraja de 48 cartas)",
        "en": "Cards removed and cards per player (48-card pack)",
    },
    "tantos.total": {
        "es": "Todos los oros juntos suman {total} tantos: es lo que se paga, entre todos, en cada mano.",
        "en": "All the oros together make {total} tantos: that is what the players pay between them in every deal.",
    },
    "tantos.pack": {"es": "Baraja de {cards} cartas", "en": "{cards}-card pack"},
    # The check of the reconstructed table against the source's example
    "check.caption": {
        "es": "La fuente dice que quien se lleva estas tres cartas paga {tantos} tantos",
        "en": "The source says that whoever takes these three cards pays {tantos} tantos",
    },
    "check.reading.ours": {
        "es": "La nuestra: figuras de oros a 10, los demás oros por su número",
        "en": "Ours: oro figures count 10, other oros their number",
    },
    "check.reading.index": {
        "es": "Cada oro por el número de su índice",
        "en": "Each oro by the number on its index",
    },
    "check.reading.tute": {
        "es": "Los puntos del tute",
        "en": "The Tute card points",
    },
    # A trick drawn by the engine
    "trick.caption": {"es": "Una baza entre {players} jugadores", "en": "A baza between {players} players"},
    "trick.order": {
        "es": "Cartas en el orden en que se echan (hacia la derecha); la primera marca el palo de salida.",
        "en": "Cards in the order they are played (to the right); the first one sets the suit led.",
    },
    "trick.winner": {
        "es": "Se la lleva el {card}: es la carta más alta del palo de salida.",
        "en": "The {card} takes it: it is the highest card of the suit led.",
    },
    "trick.off_suit": {
        "es": "No pueden ganar, por no ser del palo de salida: {cards}.",
        "en": "Cannot win, not being of the suit led: {cards}.",
    },
    "trick.encirculated": {
        "es": "La baza va encirulada: quien la gana carga con {tantos} tantos.",
        "en": "The baza is encirulada: whoever wins it is charged {tantos} tantos.",
    },
    "trick.clean": {
        "es": "Baza limpia: no lleva ningún oro y no cuesta nada.",
        "en": "A clean baza: it holds no oro and costs nothing.",
    },
    # Which cards of a hand may be played
    "legal.trick.empty": {"es": "Nadie ha jugado todavía: sales tú.", "en": "Nobody has played yet: you lead."},
    "legal.hand": {"es": "Tu mano y lo que puedes echar", "en": "Your hand and what you may play"},
    # The worked settlement of the platillo
    "settle.caption": {
        "es": "Lo que se llevó cada jugador al acabar la mano ({players} jugadores, baraja de {cards} cartas)",
        "en": "What each player took by the end of the deal ({players} players, {cards}-card pack)",
    },
    "settle.previous_pot": {
        "es": "En el platillo quedaban {coins} monedas de la mano anterior.",
        "en": "The platillo held {coins} coins left over from the previous deal.",
    },
    "settle.previous_pot.empty": {
        "es": "El platillo empieza vacío.",
        "en": "The platillo starts empty.",
    },
    "settle.payments": {
        "es": "Pagan {names}, porque tienen bazas enciruladas: {detail}. En total {paid} monedas, y el platillo llega a {pot}.",
        "en": "{names} pay, because they hold bazas enciruladas: {detail}. That is {paid} coins in all, and the platillo reaches {pot}.",
    },
    "settle.payment": {"es": "{name} {coins}", "en": "{name} {coins}"},
    "settle.no_tricks": {
        "es": "Sin ninguna baza: {names}. Ni paga ni cobra.",
        "en": "No baza at all: {names}. Pays nothing and receives nothing.",
    },
    "settle.sharers": {
        "es": "Cobran {names}, que hicieron bazas sin ningún oro: {pot} entre {count} tocan a {share} monedas cada uno.",
        "en": "{names} took bazas without a single oro and share the platillo: {pot} split {count} ways is {share} coins each.",
    },
    "settle.remainder": {
        "es": "Se reparten {given}; el resto, {rest}, no da para todos y se queda en el platillo para la mano siguiente.",
        "en": "{given} coins are handed out; the remainder, {rest}, cannot go round equally and stays in the platillo for the next deal.",
    },
    "settle.emptied": {
        "es": "El reparto es exacto: el platillo queda vacío.",
        "en": "The split is exact: the platillo is left empty.",
    },
    "settle.nobody": {
        "es": "Nadie cobra: todos los que hicieron bazas se llevaron algún oro. Las {pot} monedas se quedan en el platillo para la mano siguiente.",
        "en": "Nobody collects: everyone who took a baza took some oro too. All {pot} coins stay in the platillo for the next deal.",
    },
    "settle.check": {
        "es": "Comprobación: los pagos suman {paid}, lo mismo que todos los oros en juego.",
        "en": "Check: the payments add up to {paid}, the same as all the oros in play.",
    },
})
