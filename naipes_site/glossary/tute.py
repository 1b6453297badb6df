"""Terms of Tute (rule page ``/<lang>/tute/``). Ids carry the ``tute-`` prefix: other games use some
of the same words (muestra, mano) with other meanings."""

from naipes_site.glossary import entry

ENTRIES = [
    entry(
        "tute-tute", "tute", "tute (all four of a rank)",
        es="Tener las cuatro cartas de un mismo número y cantarlo tras ganar una baza, con robe: gana "
           "la partida en el acto. Por defecto valen ases, treses, caballos y reyes; en el tute "
           "clásico, solo reyes o caballos. También se llama «relancina».",
        en="Holding all four cards of one rank and declaring it after winning a trick while the stock "
           "lasts: it wins the deal at once. By default aces, threes, caballos and reyes count; in "
           "classic tute only reyes or caballos. Also called «relancina».",
    ),
    entry(
        "tute-acuse", "acuse", "declaration (of a marriage)",
        es="Cantar el rey y el caballo de un mismo palo que se tienen en la mano. Solo lo hace quien "
           "acaba de ganar una baza, antes de robar y mientras queda robe: vale cuarenta en el palo "
           "del triunfo y veinte en los demás.",
        en="Declaring the rey and caballo of one suit held in hand. Only the player who has just won a "
           "trick may do it, before drawing and while the stock lasts: forty in the trump suit, twenty "
           "in any other.",
    ),
    entry(
        "tute-cuarenta", "las cuarenta", "the forty",
        es="El acuse de rey y caballo del palo del triunfo. Sin muestra, la primera pareja que se canta "
           "vale cuarenta y convierte su palo en triunfo.",
        en="The declaration of rey and caballo of the trump suit. Without muestra, the first pair "
           "declared is the forty and makes its suit trumps.",
    ),
    entry(
        "tute-veinte", "las veinte", "a twenty",
        es="El acuse de rey y caballo de un palo que no es el del triunfo.",
        en="The declaration of rey and caballo of a suit that is not trumps.",
    ),
    entry(
        "tute-muestra", "muestra", "turned-up trump card",
        es="En el tute, la carta que se vuelve boca arriba después del reparto, bajo el robe: su palo "
           "es el triunfo de la partida y es la última carta que se roba.",
        en="In Tute, the card turned face up after the deal, under the stock: its suit is trumps for "
           "the deal, and it is the last card drawn.",
    ),
    entry(
        "tute-robe", "robe", "stock (and drawing from it)",
        es="Las cartas que sobran del reparto, de las que se roba una tras cada baza: primero el "
           "ganador y luego los demás hacia la derecha. Mientras queda robe el juego es casi libre.",
        en="The cards left over after the deal; after each trick everyone draws one, the winner first "
           "and then the others to the right. While the stock lasts, play is almost free.",
    ),
    entry(
        "tute-manos-abajo", "manos abajo", "cards laid face down",
        es="Situación de quien no echó un palo (o triunfo) diciendo que no tenía y luego lo roba: deja "
           "esas cartas boca abajo en la mesa y está obligado a jugarlas cuando vuelva a salir ese palo.",
        en="The state of a player who played no card of a suit (or no trump), saying he had none, and "
           "then draws some: he lays them face down on the table and must play that suit the next time "
           "it is led.",
    ),
    entry(
        "tute-diez-de-mesa", "las diez de mesa", "ten for the last trick",
        es="Los diez puntos que gana quien se lleva la última baza; entre jugadores empatados, gana el que "
           "las tiene. En España, «las diez de últimas».",
        en="The ten points for winning the last trick; between tied players, the one who holds them wins. "
           "In Spain, «las diez de últimas».",
    ),
    entry(
        "tute-matar", "matar", "to beat (head the trick)",
        es="Echar una carta más alta que la mejor del palo que salió que haya en la mesa. Obligatorio "
           "al asistir cuando ya no queda robe, si la baza no está fallada.",
        en="To play a card higher than the best card of the suit led on the table. Compulsory when "
           "following suit once the stock is gone, unless the trick has been trumped.",
    ),
    entry(
        "tute-fallar", "fallar", "to trump",
        es="Echar triunfo en una baza de otro palo por no tener de ese palo. Sin robe es obligatorio.",
        en="To play a trump on a trick of another suit, for lack of that suit. Compulsory once the "
           "stock is gone.",
    ),
    entry(
        "tute-montar", "montar", "to over-trump",
        es="Echar un triunfo más alto que el mejor triunfo que ya hay en la mesa. Sin robe es "
           "obligatorio si se puede; si no se puede, hay que echar triunfo igualmente.",
        en="To play a trump higher than the best trump already on the table. Compulsory once the stock "
           "is gone when you can; when you cannot, you must still play a trump.",
    ),
    entry(
        "tute-renuncio", "renuncio", "revoke",
        es="Jugar una carta que las reglas prohíben, como no echar triunfo cuando sale teniéndolo. En "
           "el tute colombiano se castiga con la eliminación de la partida.",
        en="Playing a card the rules forbid, such as not playing a trump when trumps are led and you "
           "hold one. In the Colombian game the offender is put out of the deal.",
    ),
    entry(
        "tute-partida", "partida", "deal (one game)",
        es="En el tute, una partida va del reparto al recuento de puntos; la gana quien más suma, o "
           "quien canta tute.",
        en="In Tute, one game from the deal to the count; the highest total wins it, unless someone "
           "declares tute.",
    ),
    entry(
        "tute-mano", "mano", "trick (also: hand)",
        es="En el tute colombiano, «mano» se usa también por baza: «ganar una mano» es ganar una baza.",
        en="In Colombian Tute, «mano» is also used for a trick: «ganar una mano» means winning a trick.",
    ),
    entry(
        "tute-tanda", "tanda", "batch (of cards dealt)",
        es="Las cartas que recibe cada jugador en el reparto del tute: cuatro, seis u ocho.",
        en="The cards each player receives in the Tute deal: four, six or eight.",
    ),
    entry(
        "tute-cambiar-siete", "cambiar el siete (no en este tute)",
        "swapping the seven for the muestra (not in this Tute)",
        es="En otros juegos de muestra, quien tiene el siete de triunfo puede cambiarlo por la carta vuelta. "
           "Nuestras fuentes del tute no traen ese cambio, así que aquí la muestra se queda bajo el robe "
           "y es la última carta que se roba. Si vuestra mesa lo usa, acordadlo antes de empezar.",
        en="In other games with a muestra, whoever holds the seven of trumps may exchange it for the "
           "turned-up card. Our Tute sources have no such exchange, so here the muestra stays under the stock "
           "and is the last card drawn. If your table plays it, agree on it before you start.",
        asks={
            "es": "se puede cambiar el siete de triunfo por la muestra | cambiar el 7 por la carta vuelta | "
                  "robar la muestra con el siete",
            "en": "can I swap the seven of trumps for the muestra | exchange the 7 for the turned-up card | "
                  "take the muestra with the seven",
        },
    ),
]
