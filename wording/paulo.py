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
    # Variants (Rules fields): the options' names, then their values
    "rules.players": {"es": "Jugadores", "en": "Players"},
    "rules.order": {"es": "Orden de los triunfos", "en": "Order of the trumps"},
    "rules.deck_variant": {"es": "Baraja", "en": "Deck"},
    "rules.scoring": {"es": "Tanteo", "en": "Scoring"},
    "rules.target": {"es": "Medios Paulos para ganar", "en": "Medios Paulos to win"},
    "rules.target.none": {"es": "La partida entera", "en": "The full game"},
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
        "es": "El otro equipo había aceptado las apuestas y luego no aceptó la siguiente subida.",
        "en": "The other team had accepted the bets and then did not accept the next raise.",
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
        "es": "Dos apuestas aceptadas y luego el rival no acepta la siguiente subida",
        "en": "Two bets accepted, then the other team does not accept the next raise",
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
    # What a hand is worth, in the unit of the table's scoring (a practice hand's count and bets)
    "amount.chinos.one": {"es": "{n} chino", "en": "{n} chino"},
    "amount.chinos": {"es": "{n} chinos", "en": "{n} chinos"},
    "amount.cuerno.one": {"es": "{n} tanto", "en": "{n} point"},
    "amount.cuerno": {"es": "{n} tantos", "en": "{n} points"},
    "amount.lanjaron.one": {"es": "{n} maíz gordo", "en": "{n} gordo"},
    "amount.lanjaron": {"es": "{n} maíces gordos", "en": "{n} gordos"},
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
    # Labels of the rule page's inserts: seats, column headings of the examples
    # Seats, counted from the dealer (seat 0), who is called "mano" in Paulo.
    "label.seat.dealer": {"es": "Mano (reparte)", "en": "Dealer (the mano)"},
    "label.seat.right": {"es": "{n}.º a la derecha del mano", "en": "{n}st to the dealer's right"},
    "label.seat.right2": {"es": "{n}.º a la derecha del mano", "en": "{n}nd to the dealer's right"},
    "label.seat.right3": {"es": "{n}.º a la derecha del mano", "en": "{n}rd to the dealer's right"},
    "label.seat.rightn": {"es": "{n}.º a la derecha del mano", "en": "{n}th to the dealer's right"},
    "label.seat.dealer_short": {"es": "Mano", "en": "Dealer"},
    "label.seat.left": {"es": "A la izquierda del mano", "en": "On the dealer's left"},
    "label.seat.leads": {"es": "sale", "en": "leads"},
    "label.seat.postre": {"es": "postre", "en": "postre"},
    "label.team": {"es": "Equipo {team}", "en": "Team {team}"},
    "label.deck.default": {"es": "Habitual", "en": "Usual"},
    "label.deck.lanjaron": {"es": "Lanjarón (variante)", "en": "Lanjarón (variant)"},
    "label.player": {"es": "Jugador {n}", "en": "Player {n}"},
    # Ladders
    "label.ladder.nav": {"es": "Ver el orden con muestra de", "en": "Show the order with a muestra of"},
    "label.ladder.others": {"es": "Otras muestras", "en": "Other muestras"},
    "label.ladder.title": {"es": "Muestra de {suit}", "en": "Muestra of {suit}"},
    "label.ladder.count": {"es": "{n} triunfos", "en": "{n} triunfos"},
    "label.ladder.players": {"es": "Puede salir con {players} jugadores", "en": "Possible with {players} players"},
    "label.slot.of_muestra": {"es": "{rank} de la muestra", "en": "{rank} of the muestra"},
    "label.ladder.trumps": {"es": "Triunfos, del más alto al más bajo", "en": "Triunfos, highest first"},
    "label.ladder.plain": {
        "es": "Palos que no son de la muestra, de la carta más alta a la más baja",
        "en": "The suits that are not the muestra, highest card first",
    },
    "label.ladder.plain_count": {"es": "{n} cartas", "en": "{n} cards"},
    "label.ladder.total": {
        "es": "En total {trumps} triunfos y {plain} cartas de otros palos: {total} cartas.",
        "en": "In all {trumps} triunfos and {plain} cards of other suits: {total} cards.",
    },
    "label.orders.default": {"es": "Orden por defecto (tabla de valores)", "en": "Default order (value table)"},
    "label.orders.durcal": {"es": "Orden de Dúrcal (variante)", "en": "Dúrcal order (variant)"},
    "label.summary.muestra": {"es": "Muestra", "en": "Muestra"},
    "label.summary.trumps": {"es": "Triunfos, del más alto al más bajo", "en": "Triunfos, highest first"},
    "label.summary.count": {"es": "N.º", "en": "No."},
    "label.summary.players": {"es": "Jugadores", "en": "Players"},
    "label.plain.column.suit": {"es": "Palo", "en": "Suit"},
    "label.plain.column.order": {"es": "De la más alta a la más baja", "en": "Highest first"},
    "label.plain.caption": {
        "es": "Palos que no son de la muestra (con muestra de espadas, a 8 jugadores)",
        "en": "Suits that are not the muestra (muestra espadas, 8 players)",
    },
    # Tricks and legal plays
    "label.muestra": {"es": "Muestra: {suit}", "en": "Muestra: {suit}"},
    "label.players": {"es": "{n} jugadores", "en": "{n} players"},
    "label.order_variant": {"es": "Orden: {order}", "en": "Order: {order}"},
    "label.led": {"es": "sale", "en": "led"},
    "label.wins": {"es": "gana", "en": "wins"},
    "label.trick.result": {"es": "Se lleva la baza {card}. {reason}", "en": "{card} takes the baza. {reason}"},
    "label.nothing_on_table": {"es": "Nada: te toca salir", "en": "Nothing: you lead"},
    "label.column.card": {"es": "Carta", "en": "Card"},
    "label.column.verdict": {"es": "¿Se puede?", "en": "Allowed?"},
    "label.column.reason": {"es": "Por qué", "en": "Why"},
    "label.strict": {
        "es": "Con la variante de asistencia estricta",
        "en": "With the strict-follow variant",
    },
    # Team draw and deal
    "label.draw.dealt": {"es": "Cartas boca arriba, en el orden en que salen", "en": "Cards face up, in the order dealt"},
    "label.draw.received": {"es": "Recibe", "en": "Receives"},
    "label.draw.column.player": {"es": "Jugador", "en": "Player"},
    "label.draw.column.cards": {"es": "Cartas recibidas", "en": "Cards received"},
    "label.draw.column.king": {"es": "Rey", "en": "King"},
    "label.draw.king_order": {"es": "{n}.º rey", "en": "king no. {n}"},
    "label.draw.players": {"es": "Los jugadores {players}", "en": "Players {players}"},
    "label.draw.result": {
        "es": "{team} forman un equipo y los demás, el otro. Reparte primero el jugador {dealer}, "
              "el que sacó el primer rey.",
        "en": "{team} form one team and the others the other. Player {dealer}, who got the first king, "
              "deals first.",
    },
    "label.deal.column.seat": {"es": "Asiento", "en": "Seat"},
    "label.deal.column.team": {"es": "Equipo", "en": "Team"},
    "label.deal.column.hand": {"es": "Cartas", "en": "Cards"},
    "label.deal.muestra": {
        "es": "Muestra: {card} (la quinta carta del mano). Son triunfo las cartas de {suit}, el Paulo y el Tuerto.",
        "en": "Muestra: the {card} (the dealer's fifth card). The triunfos are the cards of {suit}, the Paulo "
              "and the Tuerto.",
    },
    "label.deal.muestra_pile": {
        "es": "Muestra: {card}, boca arriba en el centro con las {n} cartas que sobran encima. Son triunfo "
              "las cartas de {suit}, el Paulo y el Tuerto.",
        "en": "Muestra: the {card}, face up in the middle with the {n} spare cards on it. The triunfos are the "
              "cards of {suit}, the Paulo and the Tuerto.",
    },
    "label.deal.stock": {"es": "Montón del centro (no juega)", "en": "Pile in the middle (not in play)"},
    "label.deal.dormidos": {"es": "Triunfos dormidos en esta mano", "en": "Triunfos asleep this hand"},
    "label.deal.none": {"es": "ninguno", "en": "none"},
    # Carteta
    "label.carteta.column.players": {"es": "Jugadores", "en": "Players"},
    "label.carteta.column.duel": {"es": "Carteta", "en": "Carteta"},
    "label.carteta.column.pair": {"es": "Juegan", "en": "Who plays"},
    "label.carteta.vs": {"es": "contra", "en": "against"},
    "label.carteta.caption": {
        "es": "Orden de las cartetas (cada una, dos jugadores vecinos de equipos contrarios)",
        "en": "Order of the cartetas (each one, two neighbours from opposite teams)",
    },
    # Score states
    "label.states.caption": {
        "es": "Lo que cambia según los chinos de un equipo (el otro sin chinos)",
        "en": "What changes with a team's chinos (the other team on none)",
    },
    "label.states.column.units": {"es": "Chinos ganados", "en": "Chinos won"},
    "label.states.column.board": {"es": "En la mesa", "en": "On the board"},
    "label.states.column.short": {"es": "Le faltan", "en": "Still needs"},
    "label.states.column.status": {"es": "Estado", "en": "State"},
    "label.states.column.no_bet": {"es": "Mano sin apuestas", "en": "Hand with no bet"},
    "label.states.column.opening": {"es": "Apuesta inicial", "en": "Opening bet"},
    "label.states.column.earliest": {"es": "Primera apuesta (4 jugadores)", "en": "First bet (4 players)"},
    "label.status.chinos_malos": {"es": "primera pata (chinos malos)", "en": "first pata (chinos malos)"},
    "label.status.chinos_buenos": {"es": "segunda pata (chinos buenos)", "en": "second pata (chinos buenos)"},
    "label.status.al_canuto": {"es": "al canuto", "en": "al canuto"},
    "label.status.al_quiero": {"es": "al quiero", "en": "al quiero"},
    "label.earliest.postre": {"es": "el postre, en la 1.ª baza", "en": "the postre, in the 1st baza"},
    "label.earliest.second_player": {"es": "el 2.º en jugar, 1.ª baza", "en": "the 2nd to play, 1st baza"},
    "label.earliest.from_start": {"es": "desde el principio", "en": "from the very start"},
    "label.earliest.before_cards_or_after_trick": {
        "es": "antes de ver cartas o tras ganar una baza", "en": "before seeing cards or after a won baza",
    },
    "label.board": {"es": "{patas} pata + {chinos}", "en": "{patas} pata + {chinos}"},
    "label.board.no_pata": {"es": "{chinos}", "en": "{chinos}"},
    "label.board.medios": {"es": "{n} medio Paulo", "en": "{n} medio Paulo"},
    "label.board.medios_plural": {"es": "{n} medios Paulos", "en": "{n} medios Paulos"},
    # Scoring example
    "label.score.column.hand": {"es": "Mano", "en": "Hand"},
    "label.score.column.what": {"es": "Qué pasó", "en": "What happened"},
    "label.score.column.takes": {"es": "Se lleva", "en": "Takes"},
    "label.score.start": {"es": "Al empezar", "en": "At the start"},
    "label.score.takes": {"es": "{team}: {n}", "en": "{team}: {n}"},
    "label.score.takes_medio": {"es": "{team}: medio Paulo", "en": "{team}: medio Paulo"},
    "label.what.played0": {"es": "{w} gana tres bazas, sin apuestas.", "en": "{w} takes three bazas; no bets."},
    "label.what.played1": {
        "es": "{w} gana tres bazas; se aceptó la apuesta inicial.",
        "en": "{w} takes three bazas; the opening bet was accepted.",
    },
    "label.what.playedn": {
        "es": "{w} gana tres bazas; se aceptaron {k} apuestas.",
        "en": "{w} takes three bazas; {k} bets were accepted.",
    },
    "label.what.refused1": {"es": "{l} no acepta la apuesta inicial y se va.", "en": "{l} refuses the opening bet and goes away."},
    "label.what.refusedn": {
        "es": "{l} acepta {a} y no acepta la siguiente subida: se va.",
        "en": "{l} accepts {a}, refuses the next raise and goes away.",
    },
    "label.what.abandoned1": {
        "es": "{l} acepta la apuesta inicial y luego no acepta la siguiente subida.",
        "en": "{l} accepts the opening bet and then does not accept the next raise.",
    },
    "label.what.abandonedn": {
        "es": "{l} acepta {k} apuestas y luego no acepta la siguiente subida.",
        "en": "{l} accepts {k} bets and then does not accept the next raise.",
    },
    "label.what.penalty": {"es": "{l} no asiste y {w} lo reclama.", "en": "{l} fails to follow and {w} claims it."},
    "label.what.quiero_declined": {"es": "{l}, al quiero, decide no jugar.", "en": "{l}, al quiero, chooses not to play."},
    "label.what.accepted_bets1": {"es": "la apuesta inicial", "en": "the opening bet"},
    "label.what.accepted_betsn": {"es": "{n} apuestas", "en": "{n} bets"},
    "label.score.medio_reset": {
        "es": "El equipo {team} gana medio Paulo; los dos equipos vuelven a empezar sin chinos.",
        "en": "Team {team} wins a medio Paulo; both teams start again with no chinos.",
    },
}
