"""Wording for what naipes.tute returns as keys: reason codes, deal results, options, table headings, errors."""

from wording.cards import the_card  # noqa: F401 - re-exported for the Tute drills and inserts

TEXTS: dict[str, dict[str, str]] = {
    # Verdicts of judge_plays: leading and the stock phase
    "reason.leads": {
        "es": "Abre la baza: puede salir con cualquier carta.",
        "en": "It opens the baza, so any card may lead.",
    },
    "reason.free_while_stock": {
        "es": "Mientras quedan cartas para robar, se puede tirar cualquier carta.",
        "en": "While there are cards left to draw, any card may be played.",
    },
    "reason.follows_trump": {
        "es": "Salió triunfo y responde con triunfo, como es obligatorio.",
        "en": "Triunfo was led and it answers with a triunfo, as it must.",
    },
    "reason.must_follow_trump": {
        "es": "Cuando sale triunfo y tienes triunfos, hay que echar uno aunque quede robe.",
        "en": "When triunfo is led and you hold triunfos, you must play one, even with cards left to draw.",
    },
    "reason.manos_abajo": {
        "es": "Estás «manos abajo» en este palo: ahora que lo piden, toca jugarlo.",
        "en": "You are “manos abajo” in this suit: now that it is led, you must play it.",
    },
    "reason.manos_abajo_must_follow": {
        "es": "Tienes boca abajo cartas del palo que salió: debes jugar ese palo.",
        "en": "You have cards of the suit led laid face down, so you must play that suit.",
    },
    # Verdicts of judge_plays under the option "following suit compulsory while the stock lasts"
    "reason.follows_suit_strict": {
        "es": "Asiste al palo que salió, como obliga esta regla aunque quede robe; no hace falta matar.",
        "en": "It follows the suit led, as this rule requires even with cards left to draw; there is no need to "
              "beat.",
    },
    "reason.must_follow_suit_strict": {
        "es": "Con esta regla, quien tiene del palo que salió debe asistir aunque quede robe.",
        "en": "Under this rule a player holding the suit led must follow suit, even with cards left to draw.",
    },
    # Verdicts of judge_plays once the stock is gone
    "reason.follows_suit": {
        "es": "Asiste al palo que salió; la baza ya está fallada, así que no hace falta matar.",
        "en": "It follows the suit led; the baza is already trumped, so there is no need to beat.",
    },
    "reason.must_follow_suit": {
        "es": "Sin robe, quien tiene cartas del palo que salió debe asistir.",
        "en": "With the stock gone, a player holding the suit led must follow suit.",
    },
    "reason.follows_and_beats": {
        "es": "Asiste y mata: supera a la mejor carta del palo que hay en la mesa.",
        "en": "It follows suit and beats the best card of that suit on the table.",
    },
    "reason.must_beat": {
        "es": "Tienes una carta más alta del palo: hay que asistir matando.",
        "en": "You hold a higher card of the suit, so you must follow suit and beat (matando).",
    },
    "reason.follows_cannot_beat": {
        "es": "No puede matar, pero asiste al palo, como es obligatorio.",
        "en": "It cannot beat the table but still follows suit, as it must.",
    },
    "reason.trumps": {
        "es": "Sin cartas del palo que salió, falla con triunfo.",
        "en": "With none of the suit led, it plays a triunfo.",
    },
    "reason.must_trump": {
        "es": "No tienes del palo que salió pero sí triunfos: debes fallar.",
        "en": "You have none of the suit led but you hold triunfos, so you must trump.",
    },
    "reason.overtrumps": {
        "es": "Monta sobre el triunfo que ya está en la mesa.",
        "en": "It over-trumps the triunfo already on the table.",
    },
    "reason.must_overtrump": {
        "es": "Ya hay triunfo en la mesa y tienes uno más alto: debes montar con él.",
        "en": "A triunfo is already on the table and you hold a higher one, so you must over-trump.",
    },
    "reason.trump_cannot_overtrump": {
        "es": "No puede montar, pero sigue echando triunfo.",
        "en": "It cannot over-trump, but it still plays a triunfo.",
    },
    "reason.free_discard": {
        "es": "No puedes montar al triunfo de la mesa: con esta regla vale cualquier carta.",
        "en": "You cannot over-trump the triunfo on the table, so under this rule any card will do.",
    },
    "reason.any_card": {
        "es": "No tienes del palo que salió ni triunfo: vale cualquier carta.",
        "en": "You have neither the suit led nor a triunfo, so any card will do.",
    },
    # Why a card takes the baza (trick_winner_reason), with the triunfo in force when it was played
    "reason.highest_trump": {
        "es": "Es el triunfo más alto de la baza.",
        "en": "It is the highest triunfo in the baza.",
    },
    "reason.highest_of_suit_led": {
        "es": "Nadie echó triunfo y es la carta más alta del palo de salida.",
        "en": "Nobody played a triunfo and it is the highest card of the suit led.",
    },
    "reason.no_trump_yet": {
        "es": "Sin muestra no hay triunfo hasta que se cantan las cuarenta, y aún no se habían cantado: gana la "
              "carta más alta del palo de salida.",
        "en": "Without muestra there is no triunfo (trump suit) until the forty is declared, and it had not been "
              "yet: the highest card of the suit led takes the baza.",
    },
    # Verdicts of can_declare and can_declare_tute
    "reason.declares_40": {
        "es": "Acusa rey y caballo del palo de la muestra, que es el triunfo: las cuarenta.",
        "en": "Declares rey and caballo of the muestra's suit, which is triunfo: the forty.",
    },
    "reason.declares_first_40": {
        "es": "Sin muestra, la primera pareja que se canta son las cuarenta, y desde ahora su palo es el triunfo.",
        "en": "Without muestra, the first pair declared is the forty, and from now on its suit is triunfo.",
    },
    "reason.declares_20": {
        "es": "Acusa rey y caballo de un palo que no es triunfo: veinte.",
        "en": "Declares rey and caballo of a suit that is not triunfo: twenty.",
    },
    "reason.not_trick_winner": {
        "es": "Solo acusa quien acaba de ganar la baza.",
        "en": "Only the player who has just won the baza may declare.",
    },
    "reason.stock_exhausted": {
        "es": "Ya no queda robe: se acabaron los acuses.",
        "en": "The stock is gone, so there are no more declarations.",
    },
    "reason.one_per_trick": {
        "es": "Se acusa una sola vez por baza ganada (costumbre de la casa).",
        "en": "One declaration per baza won (a house convention).",
    },
    "reason.already_declared": {
        "es": "Ese palo ya se acusó en esta partida.",
        "en": "That suit has already been declared in this deal.",
    },
    "reason.needs_rey_caballo": {
        "es": "Para acusar hay que tener en la mano el rey y el caballo de ese palo.",
        "en": "To declare you must hold both the rey and the caballo of that suit.",
    },
    "reason.forty_first": {
        "es": "Primero se cantan las cuarenta y después las veinte (costumbre de la casa).",
        "en": "The forty is declared before any twenty (a house convention).",
    },
    "reason.tute": {
        "es": "¡Tute! Tiene las cuatro cartas de un mismo número y gana la partida sin contar.",
        "en": "Tute! It holds all four cards of one rank and wins the deal without counting.",
    },
    "reason.no_tute": {
        "es": "No reúne las cuatro cartas de un número que valga para tute.",
        "en": "It does not hold all four cards of a rank that counts for tute.",
    },
    # Results of deal_winners
    "result.highest_total": {
        "es": "Gana quien suma más puntos.",
        "en": "The highest total wins.",
    },
    "result.tie_diez_de_mesa": {
        "es": "Empate: gana quien se llevó las diez de mesa.",
        "en": "A tie: the player who took the diez de mesa wins.",
    },
    "result.tie_shared": {
        "es": "Empate y las diez de mesa fueron para otro: los empatados comparten la victoria.",
        "en": "A tie, and someone else took the diez de mesa: the tied players share the win.",
    },
    "result.tie_replay": {
        "es": "Empate y las diez de mesa fueron para otro: se repite la partida.",
        "en": "A tie, and someone else took the diez de mesa: the deal is played again.",
    },
    # Fields of a score (hand_points)
    "score.points": {"es": "Total", "en": "Total"},
    "score.card_points": {"es": "Puntos de las cartas", "en": "Card points"},
    "score.acuse_points": {"es": "Acuses", "en": "Acuses"},
    "score.last_trick_points": {"es": "Diez de mesa", "en": "Diez de mesa"},
    # Options (Rules fields and their values)
    "rules.players": {"es": "Jugadores", "en": "Players"},
    "rules.muestra": {"es": "Con muestra", "en": "With muestra"},
    "rules.muestra.help": {
        "es": "Sin muestra no hay triunfo hasta que alguien acusa las primeras cuarenta.",
        "en": "Without muestra there is no triunfo until someone declares the first forty.",
    },
    "rules.hand_size": {"es": "Cartas por jugador", "en": "Cards per player"},
    "rules.hand_size.none": {"es": "Las habituales para los jugadores", "en": "The usual ones for the players"},
    "rules.removed_two": {"es": "El dos que se aparta con tres jugadores", "en": "The 2 left out with three players"},
    "rules.tute": {"es": "Qué vale como tute", "en": "What counts as tute"},
    "rules.tute.source": {
        "es": "Los cuatro ases, treses, caballos o reyes",
        "en": "All four aces, threes, caballos or reyes",
    },
    "rules.tute.classic": {
        "es": "Tute clásico: solo los cuatro reyes o los cuatro caballos",
        "en": "Classic tute: only the four reyes or the four caballos",
    },
    "rules.over_trump": {"es": "Si no puedes montar", "en": "If you cannot over-trump"},
    "rules.over_trump.must_trump": {
        "es": "Hay que echar triunfo igualmente",
        "en": "You must still play a triunfo",
    },
    "rules.over_trump.free_discard": {
        "es": "Se puede tirar cualquier carta",
        "en": "You may play any card",
    },
    "rules.stock_following": {"es": "Asistir mientras hay robe", "en": "Following suit while the stock lasts"},
    "rules.stock_following.free": {
        "es": "Libre (solo obliga el triunfo y estar manos abajo)",
        "en": "Free (only a triunfo lead and manos abajo bind)",
    },
    "rules.stock_following.strict": {
        "es": "Obligatorio asistir al palo desde la primera baza",
        "en": "Following suit is compulsory from the first baza",
    },
    "rules.ties": {"es": "Empate que no deshacen las diez de mesa", "en": "A tie the diez de mesa cannot break"},
    "rules.ties.shared": {"es": "Victoria compartida", "en": "Shared win"},
    "rules.ties.replay": {"es": "Se repite la partida", "en": "The deal is replayed"},
    # Tables for the rule pages
    "table.points": {
        "es": "Orden de las cartas, de mayor a menor, y sus puntos",
        "en": "Card order, highest first, and points",
    },
    "table.decks": {
        "es": "Baraja, cartas por jugador y robe según el número de jugadores",
        "en": "Pack, cards per player and stock by number of players",
    },
    "column.rank": {"es": "Carta", "en": "Rank"},
    "column.points": {"es": "Puntos", "en": "Points"},
    "column.players": {"es": "Jugadores", "en": "Players"},
    "column.cards": {"es": "Cartas en juego", "en": "Cards in play"},
    "column.removed": {"es": "Cartas que se apartan", "en": "Cards left out"},
    "column.hand_size": {"es": "Cartas por jugador", "en": "Cards per player"},
    "column.stock": {"es": "Robe (con la muestra)", "en": "Stock (muestra included)"},
    # Errors (the code attribute of each error class)
    "error.tute_error": {"es": "Eso no vale en el Tute.", "en": "That is not valid in Tute."},
    "error.card_points_do_not_add_up": {
        "es": "Los puntos de cartas de todos no suman lo que vale la baraja.",
        "en": "The players' card points do not add up to what the pack is worth.",
    },
    "error.impossible_card_points": {
        "es": "Ningún grupo de cartas de la baraja suma esos puntos.",
        "en": "No set of cards of the pack makes those points.",
    },
    "error.first_pair_unknown": {
        "es": "Sin muestra hay que decir cuál fue la primera pareja cantada (las cuarenta).",
        "en": "Without a muestra, say which pair was declared first (the forty).",
    },
    "error.not_a_tute_rank": {
        "es": "Con esta variante, ese número no hace tute.",
        "en": "Under this variant, that rank makes no tute.",
    },
    "error.bad_players": {
        "es": "El tute se juega entre 2 y 6 jugadores.",
        "en": "Tute is played by 2 to 6 players.",
    },
    "error.bad_hand_size": {
        "es": "Se reparten tandas de 4, 6 u 8 cartas, y debe quedar robe.",
        "en": "Hands are dealt in tandas of 4, 6 or 8 cards, and some stock must be left.",
    },
    "error.bad_removed_two": {
        "es": "Con tres jugadores se aparta un dos: 2O, 2C, 2E o 2B.",
        "en": "With three players one 2 is left out: 2O, 2C, 2E or 2B.",
    },
    "error.unknown_variant": {
        "es": "Esa opción de reglas no existe.",
        "en": "There is no such rules option.",
    },
    "error.unknown_suit": {
        "es": "«{suit}» no es un palo: usa O, C, E o B.",
        "en": "“{suit}” is not a suit: use O, C, E or B.",
    },
    "error.unknown_muestra": {
        "es": "La muestra ha de ser un palo (O, C, E, B), una carta de la baraja o nada.",
        "en": "The muestra must be a suit (O, C, E, B), a card of the pack, or nothing.",
    },
    "error.duplicate_acuse": {
        "es": "Cada palo se acusa una sola vez por partida.",
        "en": "Each suit can be declared only once per deal.",
    },
    "error.impossible_forty": {
        "es": "Si la muestra es el rey o el caballo de triunfo, nadie canta las cuarenta: se roba la última, "
              "cuando ya no se acusa.",
        "en": "When the muestra is the rey or caballo of trumps nobody declares the forty: it is drawn last, "
              "after the acuses end.",
    },
    "error.impossible_tute": {
        "es": "Nadie hace tute del número de la muestra: se roba la última, cuando ya no se canta.",
        "en": "Nobody makes a tute of the muestra's rank: it is drawn last, after the last chance to declare.",
    },
    "error.too_many_acuses": {
        "es": "Hay más acuses que bazas jugadas mientras queda robe: se acusa uno por baza ganada.",
        "en": "There are more acuses than tricks played while the stock lasts: one acuse per trick won.",
    },
}

# Wording of the rule-page inserts (naipes_site/inserts/tute.py); appended by the content helper.
TEXTS.update({
    "rank.1": {"es": "as", "en": "as (ace)"},
    "rank.2": {"es": "dos", "en": "two"},
    "rank.3": {"es": "tres", "en": "tres (three)"},
    "rank.4": {"es": "cuatro", "en": "four"},
    "rank.5": {"es": "cinco", "en": "five"},
    "rank.6": {"es": "seis", "en": "six"},
    "rank.7": {"es": "siete", "en": "seven"},
    "rank.10": {"es": "sota", "en": "sota (jack)"},
    "rank.11": {"es": "caballo", "en": "caballo (knight)"},
    "rank.12": {"es": "rey", "en": "rey (king)"},
    "column.card": {"es": "Carta", "en": "Card"},
    "column.name": {"es": "Nombre", "en": "Name"},
    "column.player": {"es": "Jugador", "en": "Player"},
    "column.taken": {"es": "Cartas ganadas en bazas", "en": "Cards won in bazas"},
    "column.card_points": {"es": "Puntos de cartas", "en": "Card points"},
    "column.acuses": {"es": "Acuses", "en": "Acuses"},
    "column.diez": {"es": "Diez de mesa", "en": "Diez de mesa"},
    "column.total": {"es": "Total", "en": "Total"},
    "column.verdict": {"es": "¿Se puede?", "en": "Allowed?"},
    "column.reason": {"es": "Por qué", "en": "Why"},
    "column.moment": {"es": "Momento", "en": "Moment"},
    "column.pair": {"es": "Pareja", "en": "Pair"},
    "column.trump_after": {"es": "Triunfo después", "en": "Triunfo afterwards"},
    "column.hand": {"es": "Mano", "en": "Hand"},
    "column.tute_source": {"es": "Nuestra regla", "en": "Our rule"},
    "column.tute_classic": {"es": "Tute clásico", "en": "Classic tute"},
    "insert.total_row": {"es": "Toda la baraja", "en": "The whole pack"},
    "insert.with_last": {
        "es": "Con las diez de mesa se reparten {total} puntos por partida, más los acuses.",
        "en": "With the diez de mesa, {total} points are shared out in each deal, plus the acuses.",
    },
    "insert.trump": {"es": "Triunfo: {suit}", "en": "Triunfo (trumps): {suit}"},
    "insert.no_trump": {"es": "Todavía no hay triunfo", "en": "No triunfo yet"},
    "insert.muestra": {"es": "Muestra", "en": "Muestra"},
    "insert.no_muestra": {"es": "Partida sin muestra", "en": "Deal without muestra"},
    "insert.forty_in": {
        "es": "Ya se acusaron las cuarenta en {suit}",
        "en": "The forty has already been declared in {suit}",
    },
    "insert.stock_left": {"es": "Queda robe", "en": "Stock left"},
    "insert.stock_empty": {"es": "Se acabó el robe", "en": "The stock is gone"},
    "insert.your_hand": {"es": "Tu mano (juegas ahora)", "en": "Your hand (your turn)"},
    "insert.player": {"es": "Jugador {name}", "en": "Player {name}"},
    "insert.led": {"es": "sale", "en": "leads"},
    "insert.face_down": {"es": "boca abajo", "en": "face down"},
    "insert.manos_abajo_story": {
        "es": "Antes salió el palo de {suit} y no lo echaste; luego robaste estas cartas y dejas boca abajo las "
              "de {suit}:",
        "en": "Earlier you played no {suit} when {suit} was led; then you drew these cards, and you lay the "
              "{suit} face down:",
    },
    "insert.drawn": {"es": "Cartas robadas", "en": "Cards drawn"},
    "insert.laid_down": {"es": "Quedan boca abajo", "en": "Laid face down"},
    "insert.rule_variant": {"es": "Variante: {variant}", "en": "Variant: {variant}"},
    "insert.trick_winner": {
        "es": "Se lleva la baza el jugador {name} con {card}. La baza vale {points} puntos.",
        "en": "Player {name} takes the baza with {card}. The baza is worth {points} points.",
    },
    "insert.count_check": {
        "es": "Comprobación: las bazas suman {cards} puntos de cartas, lo que vale la baraja; con las diez de mesa, "
              "{with_last}.",
        "en": "Check: the bazas hold {cards} card points, the value of the pack; with the diez de mesa, {with_last}.",
    },
    "insert.count_check_acuses": {
        "es": "Los acuses se suman aparte: {acuses}.",
        "en": "The acuses come on top: {acuses}.",
    },
    "insert.winners": {"es": "Gana: {names}.", "en": "Winner: {names}."},
    "insert.winners_shared": {"es": "Comparten la victoria: {names}.", "en": "Shared win: {names}."},
    "insert.no_winner": {"es": "Nadie gana: se repite la partida.", "en": "Nobody wins: the deal is replayed."},
    "insert.acuse_entry": {"es": "{points} en {suit}", "en": "{points} in {suit}"},
    "insert.pack_removed": {"es": "Fuera de la baraja: {cards}", "en": "Left out of the pack: {cards}"},
    "acuse.won": {"es": "Acaba de ganar una baza y queda robe", "en": "Has just won a baza, stock left"},
    "acuse.same_trick": {
        "es": "En esa misma baza, después de cantar la primera pareja",
        "en": "After the same baza, once the first pair is declared",
    },
    "acuse.won_again": {"es": "Gana otra baza más adelante", "en": "Wins another baza later"},
    "acuse.lost": {"es": "La baza la ganó otro jugador", "en": "Another player won the baza"},
    "acuse.no_stock": {"es": "Gana una baza cuando ya no queda robe", "en": "Wins a baza once the stock is gone"},
    "acuse.other_forty": {
        "es": "Otro jugador ya cantó las cuarenta, en {suit}",
        "en": "Another player has already declared the forty, in {suit}",
    },
})
