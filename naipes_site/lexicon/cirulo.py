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
    # Where each player stands after settle()
    "status.pays": {
        "es": "Tiene bazas enciruladas: pone en el platillo tantas monedas como tantos suman sus oros.",
        "en": "Took cirulos: puts as many coins in the platillo as the tantos of those oros.",
    },
    "status.shares": {
        "es": "Hizo bazas limpias, sin oros: entra en el reparto del platillo.",
        "en": "Took bazas without any oros, so takes a share of the platillo.",
    },
    "status.no_tricks": {
        "es": "No hizo ninguna baza: ni paga ni cobra.",
        "en": "Took no baza: pays nothing and receives nothing.",
    },
    # Fields of a settlement
    "settlement.pays": {"es": "Paga", "en": "Pays"},
    "settlement.pot": {"es": "Platillo tras los pagos", "en": "Platillo after payments"},
    "settlement.shares": {"es": "Cobra", "en": "Receives"},
    "settlement.carry_over": {"es": "Queda para la próxima mano", "en": "Stays for the next game"},
    "settlement.carry_over.nobody_shares": {
        "es": "Nadie hizo bazas limpias, así que todo el platillo pasa a la próxima mano.",
        "en": "Nobody took a clean baza, so the whole platillo carries over to the next game.",
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
        "es": "El cirulo se juega entre 3 y 6 jugadores, con un montón de bazas por jugador.",
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
    "error.bad_pot": {
        "es": "El platillo ha de tener un número entero de monedas, cero o más.",
        "en": "The platillo must hold a whole number of coins, zero or more.",
    },
    "error.incomplete_round": {
        "es": "Faltan cartas: en una mano terminada, los montones suman la baraja entera.",
        "en": "Cards are missing: after a finished game the piles add up to the whole deck.",
    },
}
