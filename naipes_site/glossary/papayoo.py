"""Papayoo's terms (rules page: content/<lang>/papayoo.md). Generic words carry the ``papayoo-`` prefix."""

from naipes_site.glossary import entry

ENTRIES = [
    entry(
        "payoo", "Payoo", "Payoo",
        es="En el Papayoo, carta del quinto palo, numerado del 1 al 20. Los Payoos son un palo como los "
           "demás (hay que seguirlo si sale) y cada uno vale tantos puntos como su número.",
        en="In Papayoo, a card of the fifth suit, numbered 1 to 20. The Payoos are a suit like any other "
           "(it must be followed when led) and each one scores as many points as its number.",
    ),
    entry(
        "papayoo", "Papayoo", "Papayoo",
        es="El 7 del palo que saca el dado en esa ronda (picas, corazones, tréboles o diamantes). Vale "
           "40 puntos; los otros tres 7 no valen nada. También es el nombre del juego.",
        en="The 7 of the suit the die shows that round (spades, hearts, clubs or diamonds). It is worth "
           "40 points; the other three 7s are worth nothing. It is also the name of the game.",
    ),
    entry(
        "papayoo-pase", "pase", "the pass",
        es="En el Papayoo, las cartas que cada jugador elige y da boca abajo a su vecino de la "
           "izquierda antes de jugar; cuántas depende del número de jugadores.",
        en="In Papayoo, the cards each player picks and gives face down to the left-hand neighbour "
           "before play; how many depends on the number of players.",
    ),
    entry(
        "papayoo-dado", "dado", "die",
        es="En el Papayoo, el dado de ocho caras con los cuatro palos corrientes, dos caras cada uno. "
           "Se tira tras el pase y el palo que sale fija el Papayoo de la ronda.",
        en="In Papayoo, the eight-sided die showing the four ordinary suits, two faces each. It is "
           "rolled after the pass and the suit it shows sets the round's Papayoo.",
    ),
    entry(
        "papayoo-ronda", "ronda", "round",
        es="En el Papayoo, un reparto completo: pase, dado, todas las bazas y la cuenta de puntos. La "
           "partida dura un número de rondas acordado de antemano.",
        en="In Papayoo, one whole deal: pass, die, every trick and the count. A game lasts a number of "
           "rounds agreed beforehand.",
    ),
    entry(
        "papayoo-salir", "salir", "to lead",
        es="Jugar la primera carta de una baza. En el Papayoo sale quien repartió en la primera baza y "
           "luego quien ganó la anterior.",
        en="To play the first card of a trick. In Papayoo the dealer leads to the first trick, then the "
           "winner of each trick leads to the next.",
    ),
    entry(
        "papayoo-descartarse", "descartarse", "to discard",
        es="En el Papayoo, echar una carta de otro palo porque no se tiene del que salió. Una carta "
           "descartada nunca gana la baza, aunque sea un Payoo alto.",
        en="In Papayoo, to play a card of another suit because you have none of the suit led. A "
           "discarded card never wins the trick, even a high Payoo.",
    ),
    entry(
        "papayoo-tirar-la-luna", "tirar la luna", "shooting the moon",
        es="Regla de casa del Papayoo, tomada del Corazones: quien se lleva los veinte Payoos y el "
           "Papayoo en una ronda se anota 0 y cada uno de los demás, 250.",
        en="A Papayoo house rule taken from Hearts: whoever takes all twenty Payoos and the Papayoo in "
           "one round scores 0 and every other player scores 250.",
    ),
]
