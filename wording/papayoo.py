"""Papayoo wording: play reasons, errors, variants, table headings and the common mistakes.

Keys match what :mod:`naipes.papayoo` returns (reason codes, error ``code``s, ``Rules`` fields,
table columns and ``Term`` keys, ``COMMON_MISTAKES``). English texts keep the game's own words
(Payoo, Papayoo).
"""

TEXTS: dict[str, dict[str, str]] = {
    # Reasons from judge_plays
    "reason.lead_any_card": {
        "es": "Sales tú: puedes jugar cualquier carta, también un Payoo.",
        "en": "You lead: any card may be played, Payoos included.",
    },
    "reason.follows_suit": {
        "es": "Sigue el palo que salió.",
        "en": "It follows the suit that was led.",
    },
    "reason.must_follow_suit": {
        "es": "Tienes cartas del palo que salió y debes jugar una de ellas.",
        "en": "You hold cards of the suit led, so you must play one of them.",
    },
    "reason.follows_payoo": {
        "es": "Salió un Payoo y respondes con un Payoo.",
        "en": "A Payoo was led and this is a Payoo.",
    },
    "reason.must_follow_payoo": {
        "es": "Los Payoos son un palo: si salió un Payoo y tienes alguno, debes jugarlo.",
        "en": "Payoos are a suit: when a Payoo is led and you hold one, you must play it.",
    },
    "reason.any_card_void": {
        "es": "No tienes del palo que salió: puedes jugar cualquier carta.",
        "en": "You have none of the suit led, so any card may be played.",
    },
    # Why a card takes the trick (trick_winner_reason)
    "reason.highest_of_suit_led": {
        "es": "Ninguna carta del palo de salida la supera; un Payoo echado sobre otro palo no gana nunca.",
        "en": "It is the highest card of the suit led; a Payoo played on another suit never wins.",
    },
    "reason.highest_payoo_led": {
        "es": "Se salió de Payoo y es el Payoo más alto.",
        "en": "A Payoo was led, and it is the highest Payoo.",
    },
    # Errors (the ``code`` of each exception)
    "error.papayoo_error": {"es": "Eso no vale en el Papayoo.", "en": "That is not valid in Papayoo."},
    "error.bad_players": {
        "es": "Al Papayoo se juega de 3 a 8 jugadores.",
        "en": "Papayoo is played by 3 to 8 players.",
    },
    "error.unknown_ending": {
        "es": "La partida termina por número de rondas o al llegar a un tope de puntos.",
        "en": "The game ends after a number of rounds or when a points limit is reached.",
    },
    "error.bad_threshold": {
        "es": "El tope de puntos es 250 o 500.",
        "en": "The points limit is 250 or 500.",
    },
    "error.bad_rounds": {
        "es": "Hay que jugar al menos una ronda.",
        "en": "At least one round must be played.",
    },
    "error.not_a_die_suit": {
        "es": "El dado solo muestra picas, corazones, tréboles o diamantes.",
        "en": "The die only shows spades, hearts, clubs or diamonds.",
    },
    "error.wrong_number_of_players": {
        "es": "Hace falta un dato por cada jugador de la mesa, ni más ni menos.",
        "en": "One entry is needed for each player at the table, no more and no fewer.",
    },
    "error.bad_score": {
        "es": "Una puntuación de ronda es un número entero entre 0 y 250.",
        "en": "A round score is a whole number from 0 to 250.",
    },
    "error.card_not_in_hand": {
        "es": "No puedes pasar {card}: no está en tu mano.",
        "en": "You cannot pass {card}: it is not in your hand.",
    },
    "error.round_does_not_add_up": {
        "es": "La ronda suma {total} en vez de 250: falta algún Payoo o el Papayoo, o se ha contado algo de "
              "más (una carta dos veces, o como Papayoo un 7 que no lo es).",
        "en": "The round adds up to {total} instead of 250: a Payoo or the Papayoo is missing, or something was "
              "counted that should not be (a card twice, or a 7 that is not the Papayoo).",
    },
    # Rules fields and their values
    "rules.players": {"es": "Jugadores", "en": "Players"},
    "rules.ending": {"es": "Final de la partida", "en": "End of the game"},
    "rules.ending.rounds": {
        "es": "Tras las rondas acordadas (por defecto, tantas como jugadores)",
        "en": "After the agreed rounds (by default, as many as there are players)",
    },
    "rules.ending.threshold": {
        "es": "Cuando alguien llega al tope de puntos (se acaba la ronda)",
        "en": "When somebody reaches the points limit (the round is finished)",
    },
    "rules.rounds": {"es": "Rondas", "en": "Rounds"},
    "rules.rounds.none": {"es": "Tantas como jugadores", "en": "As many as players"},
    "rules.threshold": {"es": "Tope de puntos", "en": "Points limit"},
    "rules.die_before_pass": {
        "es": "Dado antes del pase (regla de casa)",
        "en": "Die before the pass (house rule)",
    },
    "rules.shoot_the_moon": {
        "es": "Tirar la luna (regla de casa)",
        "en": "Shoot the moon (house rule)",
    },
    # Table captions, columns and terms
    "table.passes": {"es": "Reparto y pase según los jugadores", "en": "Deal and pass by number of players"},
    "table.scoring": {"es": "Valor de las cartas", "en": "What the cards are worth"},
    "table.die": {"es": "Las caras del dado", "en": "The faces of the die"},
    "column.players": {"es": "Jugadores", "en": "Players"},
    "column.removed": {"es": "Cartas retiradas", "en": "Cards removed"},
    "column.cards_in_play": {"es": "Cartas en juego", "en": "Cards in play"},
    "column.hand": {"es": "Cartas por jugador", "en": "Cards each"},
    "column.passed_left": {"es": "Cartas pasadas a la izquierda", "en": "Cards passed to the left"},
    "column.cards": {"es": "Cartas", "en": "Cards"},
    "column.examples": {"es": "Cuáles", "en": "Which"},
    "column.points_each": {"es": "Puntos cada una", "en": "Points each"},
    "column.points_total": {"es": "Puntos en total", "en": "Points in all"},
    "column.face": {"es": "Cara", "en": "Face"},
    "column.papayoo": {"es": "Papayoo de la ronda", "en": "Papayoo of the round"},
    "term.payoos": {"es": "Los 20 Payoos", "en": "The 20 Payoos"},
    "term.face_value": {"es": "Su número", "en": "Their number"},
    "term.papayoo": {
        "es": "El Papayoo: solo el 7 del palo que sale en el dado",
        "en": "The Papayoo: only the 7 of the suit the die shows",
    },
    "term.other_cards": {
        "es": "Las demás cartas, incluidos los otros tres 7",
        "en": "Every other card, the other three 7s included",
    },
    "term.round_total": {"es": "Total de cada ronda", "en": "Every round's total"},
    # Common mistakes (source 003), in the source's order
    "mistake.payoo_discard_never_wins": {
        "es": "Un Payoo descartado sobre otro palo nunca gana la baza, por alto que sea.",
        "en": "A Payoo discarded on another suit never takes the trick, however high it is.",
    },
    "mistake.payoos_are_a_suit": {
        "es": "Los Payoos son un palo: si sale un Payoo y tienes alguno, tienes que echar un Payoo.",
        "en": "Payoos are a suit: on a Payoo lead you must play a Payoo if you have one.",
    },
    "mistake.only_rolled_seven_scores": {
        "es": "Solo vale 40 el 7 del palo que ha salido en el dado; los otros tres 7 no valen nada.",
        "en": "Only the 7 of the suit on the die is worth 40; the other three 7s are worth nothing.",
    },
    "mistake.round_totals_250": {
        "es": "Cada ronda suma 250 puntos entre todos; si no, hay un error en la cuenta.",
        "en": "Every round adds up to 250 points between all players; any other total hides a mistake.",
    },
    "moon_shot": {
        "es": "{player} se ha llevado todos los Payoos y el Papayoo: se anota 0 y cada uno de los demás, 250.",
        "en": "{player} took every Payoo and the Papayoo: 0 for them and 250 for everybody else.",
    },
}

# Wording of the rule page's inserts (naipes_site/inserts/papayoo.py); appended by the content helper.
TEXTS.update({
    "page.deck_caption": {"es": "Las {size} cartas, de la más baja a la más alta", "en": "The {size} cards, lowest to highest"},
    "page.player": {"es": "Jugador", "en": "Player"},
    "page.cards_taken": {"es": "Cartas con puntos que se llevó", "en": "Scoring cards taken"},
    "page.sum": {"es": "Cuenta", "en": "Count"},
    "page.points": {"es": "Puntos", "en": "Points"},
    "page.total": {"es": "Total", "en": "Total"},
    "page.die_shows": {"es": "El dado muestra {suit}: el Papayoo de la ronda es", "en": "The die shows {suit}: the round's Papayoo is"},
    "page.first_count": {"es": "Primera cuenta", "en": "First count"},
    "page.second_count": {"es": "Cuenta corregida", "en": "Corrected count"},
    "page.missing": {
        "es": "Faltan {points} puntos. Buscando entre las cartas, aparece el {card}, que se había llevado {player}.",
        "en": "{points} points are missing. A search turns up the {card}, which {player} had taken.",
    },
    "page.check_ok": {
        "es": "La ronda suma {total}: la cuenta es buena y se puede apuntar.",
        "en": "The round adds up to {total}: the count is right and can be written down.",
    },
    "page.led": {"es": "Sale", "en": "Led"},
    "page.wins": {"es": "Gana", "en": "Wins"},
    "page.trick_order": {"es": "Cartas en el orden en que se juegan", "en": "Cards in the order they are played"},
    "page.trick_winner": {"es": "Se lleva la baza: {card}", "en": "The trick goes to: {card}"},
    "page.trick_points": {
        "es": "Con el Papayoo en {suit}, esta baza vale {points} puntos para quien se la lleva.",
        "en": "With the Papayoo in {suit}, this trick is worth {points} points to whoever takes it.",
    },
    "page.may_play": {"es": "Se puede jugar", "en": "May be played"},
    "page.may_not_play": {"es": "No se puede jugar", "en": "May not be played"},
    "page.round": {"es": "Ronda {number}", "en": "Round {number}"},
    "page.check": {"es": "Comprobación", "en": "Check"},
    "page.running_total": {"es": "Σ {total}", "en": "Σ {total}"},
    "page.game_caption": {
        "es": "Puntos de cada ronda y, debajo (Σ), el total acumulado",
        "en": "Each round's points and, below them (Σ), the running total",
    },
    "page.game_over_rounds": {
        "es": "Se han jugado las {rounds} rondas acordadas: la partida termina.",
        "en": "The {rounds} agreed rounds have been played: the game is over.",
    },
    "page.winner": {"es": "Gana {players} con {total} puntos.", "en": "{players} wins with {total} points."},
    "page.winners": {
        "es": "Empate: {players} comparten la victoria con {total} puntos.",
        "en": "A tie: {players} share the win with {total} points.",
    },
    "page.threshold_reached": {
        "es": "Con el tope en {threshold}, {players} lo ha alcanzado al terminar la ronda: la partida termina.",
        "en": "With the limit at {threshold}, {players} has reached it at the end of the round: the game is over.",
    },
    "page.totals_after": {"es": "Totales al final de la ronda {number}", "en": "Totals at the end of round {number}"},
    "page.without_moon": {"es": "Sin la variante", "en": "Without the variant"},
    "page.with_moon": {"es": "Con «tirar la luna»", "en": "With shooting the moon"},
    "page.moon_total": {
        "es": "Total de la ronda: {total}, es decir, {round_total} × ({players} − 1): la comprobación de {round_total} no se aplica a esta ronda.",
        "en": "Round total: {total}, that is {round_total} × ({players} − 1): the {round_total} check does not apply to this round.",
    },
    "page.see_section": {"es": "Ver la regla", "en": "See the rule"},
})
