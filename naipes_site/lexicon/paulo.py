"""Wording for what naipes.paulo returns as keys: reason codes, trump slots, variants, score states,
hand endings, table headings and errors."""

TEXTS: dict[str, dict[str, str]] = {
    # Verdicts of judge_plays
    "reason.leads": {
        "es": "Sale a la baza: puede jugar cualquier carta.",
        "en": "It leads the baza, so any card may be played.",
    },
    "reason.follows_suit": {
        "es": "Asiste al palo de salida; no hace falta superar.",
        "en": "It follows the suit led; there is no need to beat the table.",
    },
    "reason.trump": {
        "es": "Es triunfo, y triunfar se puede siempre, aunque tengas del palo de salida.",
        "en": "It is a triunfo, and you may always trump, even when you hold the suit led.",
    },
    "reason.trump_when_void": {
        "es": "No tienes del palo de salida, así que toca echar triunfo: este vale.",
        "en": "You have none of the suit led, so a triunfo is due: this one will do.",
    },
    "reason.follows_trump": {
        "es": "Han salido de triunfo y responde con un triunfo.",
        "en": "A triunfo was led and this answers with a triunfo.",
    },
    "reason.tuerto_obliged": {
        "es": "El Tuerto es tu único triunfo y sí está obligado: hay que echarlo.",
        "en": "The Tuerto is your only triunfo and, unlike the Paulo, it is obliged: you must play it.",
    },
    "reason.paulo_never_obliged": {
        "es": "El Paulo se puede jugar, pero nunca está obligado a asistir.",
        "en": "The Paulo may be played, but it is never forced out.",
    },
    "reason.any_card_void": {
        "es": "No tienes del palo de salida ni triunfos: vale cualquier carta.",
        "en": "You have neither the suit led nor a triunfo, so any card will do.",
    },
    "reason.any_card_no_trump": {
        "es": "Han salido de triunfo y no tienes ninguno: vale cualquier carta.",
        "en": "A triunfo was led and you hold none, so any card will do.",
    },
    "reason.any_card_paulo_exempt": {
        "es": "Tu único triunfo es el Paulo, que nunca está obligado: vale cualquier carta.",
        "en": "Your only triunfo is the Paulo, which is never obliged, so any card will do.",
    },
    "reason.must_follow_or_trump": {
        "es": "Hay que asistir al palo de salida o echar un triunfo.",
        "en": "You must follow the suit led or play a triunfo.",
    },
    "reason.must_follow_suit": {
        "es": "Con asistencia estricta: tienes del palo de salida y debes echar de ese palo.",
        "en": "Strict follow: you hold the suit led, so you must play that suit.",
    },
    "reason.must_trump": {
        "es": "No tienes del palo de salida, pero sí triunfos: debes echar uno.",
        "en": "You have none of the suit led but you do hold triunfos: you must play one.",
    },
    "reason.must_follow_trump": {
        "es": "Han salido de triunfo (avareo) y tienes triunfos: debes echar uno.",
        "en": "A triunfo was led (avarear) and you hold triunfos: you must play one.",
    },
    # Why a card takes the baza (trick_winner_reason)
    "reason.highest_trump": {
        "es": "Es el triunfo más alto de la baza.",
        "en": "It is the highest triunfo in the baza.",
    },
    "reason.highest_of_suit_led": {
        "es": "Nadie echó triunfo y es la carta más alta del palo de salida.",
        "en": "Nobody played a triunfo and it is the highest card of the suit led.",
    },
    # Trump slots (TrumpSlot.name)
    "slot.paulo": {"es": "Paulo", "en": "Paulo"},
    "slot.andorra": {"es": "Andorra", "en": "Andorra"},
    "slot.tuerto": {"es": "Tuerto", "en": "Tuerto"},
    "slot.malilla": {"es": "Malilla", "en": "Malilla"},
    "slot.rey": {"es": "Rey", "en": "Rey (king)"},
    "slot.caballo": {"es": "Caballo", "en": "Caballo (knight)"},
    "slot.sota": {"es": "Sota", "en": "Sota (jack)"},
    "slot.as": {"es": "As", "en": "As (ace)"},
    "slot.mijilla": {"es": "Mijilla", "en": "Mijilla"},
    "trumps": {"es": "Triunfos", "en": "Triunfos (trumps)"},
    "present.always": {"es": "Siempre", "en": "Always"},
    "present.not_oros": {
        "es": "Si la muestra no es de oros (el caballo de oros es el Tuerto)",
        "en": "When the muestra is not oros (the caballo of oros is the Tuerto)",
    },
    "present.not_bastos": {
        "es": "Si la muestra no es de bastos (el cuatro de bastos es el Paulo)",
        "en": "When the muestra is not bastos (the four of bastos is the Paulo)",
    },
    # Nicknames (NICKNAMES): labels, no special power except the Paulo and the Tuerto
    "nickname.paulo": {"es": "el Paulo, Pablo o «el tema»", "en": "the Paulo, Pablo or “el tema”"},
    "nickname.tuerto": {"es": "el Tuerto o «camarero del siete»", "en": "the Tuerto or “camarero del siete”"},
    "nickname.mirlo": {"es": "el mirlo", "en": "the mirlo"},
    "nickname.buitre": {"es": "el Buitre", "en": "the Buitre"},
    "nickname.mingui": {"es": "el Mingui", "en": "the Mingui"},
    "nickname.naveta": {"es": "la Naveta", "en": "the Naveta"},
    # Variants (Rules fields)
    "order.default": {
        "es": "Orden de la tabla: Paulo, Andorra, Tuerto, Malilla…",
        "en": "Table order: Paulo, Andorra, Tuerto, Malilla…",
    },
    "order.durcal": {
        "es": "Orden de Dúrcal: Paulo, Tuerto, Andorra, Malilla…",
        "en": "Dúrcal order: Paulo, Tuerto, Andorra, Malilla…",
    },
    "deck_variant.default": {
        "es": "Baraja habitual (a 4 jugadores, solo oros y bastos)",
        "en": "Usual deck (with 4 players, oros and bastos only)",
    },
    "deck_variant.lanjaron": {
        "es": "Baraja de Lanjarón (a 2 y 4 jugadores, sin espadas; sobran cartas)",
        "en": "Lanjarón deck (with 2 or 4 players, no espadas; some cards stay undealt)",
    },
    "strict_follow": {
        "es": "Asistencia estricta: quien tenga del palo de salida no puede triunfar",
        "en": "Strict follow: a player holding the suit led may not trump",
    },
    "scoring.chinos": {
        "es": "Chinos: patas de 9, medio Paulo de 2 patas",
        "en": "Chinos: patas of 9, medio Paulo of 2 patas",
    },
    "scoring.cuerno": {
        "es": "Cuernos: 24 tantos por cuerno, 2 cuernos un Pablo",
        "en": "Cuernos: 24 points a cuerno, 2 cuernos a Pablo",
    },
    "scoring.lanjaron": {
        "es": "Lanjarón: maíces gordos y chicos, 20 gordos para ganar",
        "en": "Lanjarón: maíces, gordos and chicos, 20 gordos to win",
    },
    # How a hand ended (HandOutcome.end)
    "end.played": {
        "es": "Se jugó la mano y el equipo ganó tres bazas.",
        "en": "The hand was played out and the team took three bazas.",
    },
    "end.refused": {
        "es": "El otro equipo no quiso la última apuesta y se fue.",
        "en": "The other team refused the last bet and went away.",
    },
    "end.abandoned": {
        "es": "El otro equipo había aceptado las apuestas y luego se fue.",
        "en": "The other team had accepted the bets and later went away.",
    },
    "end.penalty": {
        "es": "El otro equipo no asistió y se le reclamó: pierde como si se hubiera ido.",
        "en": "The other team failed to follow and it was claimed: it loses as if it had gone away.",
    },
    "end.quiero_declined": {
        "es": "El otro equipo, al quiero, decidió no jugar.",
        "en": "The other team, al quiero, chose not to play.",
    },
    # Score states (team_status)
    "status.al_quiero": {
        "es": "Al quiero: le falta un chino para el medio Paulo.",
        "en": "Al quiero: one chino short of the medio Paulo.",
    },
    "status.al_canuto": {
        "es": "Al canuto: le faltan dos chinos para el medio Paulo.",
        "en": "Al canuto: two chinos short of the medio Paulo.",
    },
    "status.chinos_buenos": {
        "es": "Tiene una pata y chinos buenos.",
        "en": "Has one pata and chinos buenos.",
    },
    "status.chinos_malos": {
        "es": "Está en la primera pata: chinos malos.",
        "en": "Still on the first pata: chinos malos.",
    },
    # When the first bet may come (earliest_bet)
    "earliest_bet.postre": {
        "es": "La primera apuesta la puede hacer, como muy pronto, el postre en la primera baza.",
        "en": "The first bet may come at the earliest from the postre in the first baza.",
    },
    "earliest_bet.second_player": {
        "es": "A 6 jugadores, el segundo en echar carta en la primera baza ya puede apostar.",
        "en": "With 6 players, the second player to play in the first baza may already bet.",
    },
    "earliest_bet.from_start": {
        "es": "Hay un equipo al quiero: se puede apostar desde el primer momento.",
        "en": "A team is al quiero: bets may be made from the very start.",
    },
    "earliest_bet.before_cards_or_after_trick": {
        "es": "En Lanjarón se apuesta antes de ver las cartas o después de que el propio equipo gane una baza.",
        "en": "In Lanjarón the first bet comes before looking at the cards or after your team wins a baza.",
    },
    # Units (units_table)
    "unit.chino": {"es": "chino", "en": "chino"},
    "unit.pata": {"es": "pata", "en": "pata"},
    "unit.medio_paulo": {"es": "medio Paulo", "en": "medio Paulo"},
    "unit.paulo": {"es": "Paulo", "en": "Paulo"},
    "unit.punto": {"es": "tanto", "en": "point"},
    "unit.cuerno": {"es": "cuerno", "en": "cuerno"},
    "unit.pablo": {"es": "Pablo", "en": "Pablo"},
    "unit.chico": {"es": "maíz chico", "en": "chico (maíz)"},
    "unit.gordo": {"es": "maíz gordo", "en": "gordo (maíz)"},
    "unit.partida": {"es": "partida de 20 gordos", "en": "game of 20 gordos"},
    "unit.match": {"es": "partida completa", "en": "full match"},
    # Situations (hand_values_table)
    "situation.no_bet": {"es": "Mano ganada sin apuestas", "en": "Hand won with no bet"},
    "situation.opening_refused": {"es": "Apuesta inicial no aceptada", "en": "Opening bet refused"},
    "situation.opening_accepted": {
        "es": "Apuesta inicial aceptada y mano ganada",
        "en": "Opening bet accepted and hand won",
    },
    "situation.raise_refused": {
        "es": "Primera apuesta aceptada, la siguiente no",
        "en": "Opening bet accepted, the raise refused",
    },
    "situation.raise_accepted": {
        "es": "Dos apuestas aceptadas y mano ganada",
        "en": "Two bets accepted and hand won",
    },
    "situation.accepted_then_away": {
        "es": "Dos apuestas aceptadas y luego el rival se va",
        "en": "Two bets accepted, then the other team goes away",
    },
    "situation.quiero_declined": {
        "es": "El equipo al quiero decide no jugar",
        "en": "The team al quiero chooses not to play",
    },
    "situation.quiero_forzoso": {
        "es": "Quiero forzoso: los dos equipos al quiero",
        "en": "Quiero forzoso: both teams al quiero",
    },
    # Deck table cells
    "suits.oros_bastos": {"es": "oros y bastos", "en": "oros and bastos"},
    "suits.oros_copas_bastos": {"es": "oros, copas y bastos", "en": "oros, copas and bastos"},
    "suits.oros_copas_espadas_bastos": {"es": "los cuatro palos", "en": "all four suits"},
    "removed.none": {"es": "ninguna", "en": "none"},
    "removed.espadas": {"es": "las espadas", "en": "the espadas"},
    "removed.espadas_copas": {"es": "las espadas y las copas", "en": "the espadas and the copas"},
    # Table captions
    "deck_table": {"es": "Baraja según el número de jugadores", "en": "Deck by number of players"},
    "trump_slots": {"es": "Orden de los triunfos para una muestra", "en": "Order of the triunfos for a muestra"},
    "ladder": {"es": "Orden de todas las cartas con esta muestra", "en": "Order of every card with this muestra"},
    "units.chinos": {"es": "Cómo se cuentan los chinos", "en": "How chinos add up"},
    "units.cuerno": {"es": "Cómo se cuentan los tantos", "en": "How points add up"},
    "units.lanjaron": {"es": "Cómo se cuentan los maíces", "en": "How maíces add up"},
    "hand_values.chinos": {"es": "Lo que vale una mano, en chinos", "en": "What a hand is worth, in chinos"},
    "hand_values.cuerno": {"es": "Lo que vale una mano, en tantos", "en": "What a hand is worth, in points"},
    "hand_values.lanjaron": {"es": "Lo que vale una mano, en maíces", "en": "What a hand is worth, in maíces"},
    # Column headings
    "column.players": {"es": "Jugadores", "en": "Players"},
    "column.deck_variant": {"es": "Baraja", "en": "Deck"},
    "column.suits": {"es": "Palos", "en": "Suits"},
    "column.cards": {"es": "Cartas", "en": "Cards"},
    "column.dealt": {"es": "Repartidas", "en": "Dealt"},
    "column.left_over": {"es": "Sobran", "en": "Left over"},
    "column.removed": {"es": "Se quitan", "en": "Removed"},
    "column.slot": {"es": "Puesto", "en": "Slot"},
    "column.name": {"es": "Nombre", "en": "Name"},
    "column.card": {"es": "Carta", "en": "Card"},
    "column.present": {"es": "En juego", "en": "In play"},
    "column.position": {"es": "Orden", "en": "Rank"},
    "column.group": {"es": "Grupo", "en": "Group"},
    "column.nickname": {"es": "Apodo", "en": "Nickname"},
    "column.unit": {"es": "Unidad", "en": "Unit"},
    "column.count": {"es": "Cuántas", "en": "How many"},
    "column.of": {"es": "De", "en": "Of"},
    "column.situation": {"es": "Situación", "en": "Situation"},
    "column.bets": {"es": "Apuestas", "en": "Bets"},
    "column.value": {"es": "Gana", "en": "Wins"},
    "column.value_al_canuto": {"es": "Gana si hay un equipo al canuto", "en": "Wins if a team is al canuto"},
    "column.chicos": {"es": "Chicos", "en": "Chicos"},
    # Errors (the `code` of each exception)
    "error.bad_players": {
        "es": "El Paulo se juega a 4, 6 u 8 jugadores (a 2 solo con la baraja de Lanjarón).",
        "en": "Paulo is played by 4, 6 or 8 players (2 only with the Lanjarón deck).",
    },
    "error.unknown_variant": {"es": "Esa variante no existe.", "en": "That variant does not exist."},
    "error.bad_target": {
        "es": "La partida se mide en medios Paulos: un número entero, 1 o más.",
        "en": "A match is measured in medios Paulos: a whole number, 1 or more.",
    },
    "error.unknown_muestra": {
        "es": "La muestra debe ser un palo de la baraja con este número de jugadores.",
        "en": "The muestra must be a suit of the deck used with this number of players.",
    },
    "error.bad_score": {
        "es": "Ese tanteo no es posible.",
        "en": "That score is not possible.",
    },
    "error.bad_outcome": {
        "es": "Ese resultado de mano no es posible.",
        "en": "That hand result is not possible.",
    },
    "error.no_bet": {
        "es": "Un equipo solo puede irse en respuesta a una apuesta.",
        "en": "A team can only go away in answer to a bet.",
    },
    "error.quiero_forzoso": {
        "es": "En un quiero forzoso nadie puede irse: se juega la mano.",
        "en": "In a quiero forzoso nobody may go away: the hand is played.",
    },
    "error.not_al_quiero": {
        "es": "Solo un equipo al quiero puede decidir no jugar, y antes de cualquier apuesta.",
        "en": "Only a team al quiero may choose not to play, and before any bet.",
    },
    "error.match_over": {
        "es": "La partida ya tiene ganador.",
        "en": "The match has already been won.",
    },
    "error.carteta_not_allowed": {
        "es": "No se puede echar carteta: ya hay chinos buenos o ya se jugó en este medio Paulo.",
        "en": "No carteta now: a team has chinos buenos or one was already played this medio Paulo.",
    },
}
