"""La Docena's words (rules page: content/<lang>/docena.md). Ids carry the ``docena-`` prefix."""

from naipes_site.glossary import entry

ENTRIES = [
    entry(
        "docena-mala", "mala", "the mala (wildcard)",
        es="En La Docena, el 5 de oros. Es el comodín: quien la tiene decide qué número es, pero sigue "
           "siendo una carta de oros, así que solo entra en flores de oros.",
        en="In La Docena, the 5 of oros. It is the wildcard: its holder picks the number it stands for, "
           "but it is still a card of oros, so it only joins flores of oros.",
    ),
    entry(
        "docena-piedra", "piedra (china)", "stone (betting unit)",
        es="La unidad de apuesta: un grano de adaza. Cada jugador empieza con 36, contadas en seis "
           "montones de seis, y queda eliminado cuando se le acaban.",
        en="The betting unit, a grain of adaza (sorghum). Each player starts with 36, counted out in six "
           "piles of six, and is out of the game when they run out.",
    ),
    entry(
        "docena-casa", "la casa", "the house",
        es="El jugador al que le salió el primer as al sortear los sitios. Guarda la baraja y las piedras, "
           "prepara el mazo según los jugadores y fija el precio y las vueltas de reganche.",
        en="The player who drew the first ace when seats were settled. He keeps the cards and the stones, "
           "builds the pack for the number of players, and sets the price and the reganche rounds.",
    ),
    entry(
        "docena-mano", "mano", "first player (of a deal)",
        es="En La Docena, el primero que recibe carta, a la derecha de quien reparte. Habla primero en "
           "cada ronda y, en nuestra lectura, gana los empates.",
        en="In La Docena, the first player dealt a card, on the dealer's right. He speaks first in every "
           "round and, in our reading, wins ties.",
    ),
    entry(
        "docena-entro", "entró", "ante",
        es="Las piedras que cada uno pone obligatoriamente por recibir carta: 1 mientras quedan seis o más "
           "jugadores, y más cuando quedan menos.",
        en="The stones everyone must put in for being dealt cards: 1 while six or more players remain, "
           "more as fewer remain.",
    ),
    entry(
        "docena-envite-negro", "envite negro", "“black” betting",
        es="La forma de apostar de La Docena: abierta una apuesta, todos los demás solo pueden igualarla o "
           "retirarse; subir se permite cuando ya han contestado todos.",
        en="La Docena's way of betting: once a bet is open, everyone else can only match it or fold; "
           "raising is allowed only after all have answered.",
    ),
    entry(
        "docena-calla", "callá", "three of a number",
        es="Tres cartas del mismo número (treses, reyes, doses o ases), o dos y la mala. Son las mejores "
           "jugadas y se pueden apostar sin anunciarlas.",
        en="Three cards of one number (3s, reyes, 2s or aces), or two of them and the mala. They are the "
           "best hands and may be bet without announcing them.",
    ),
    entry(
        "docena-flor", "flor", "three of a suit",
        es="En La Docena, tres cartas del mismo palo que forman una de las flores de la escala. Quien la "
           "tiene no puede abrir el envite y debe avisar antes de aceptar o subir.",
        en="In La Docena, three cards of one suit that make one of the flores on the ladder. Its holder may "
           "not open the betting and must warn the table before accepting or raising.",
    ),
    entry(
        "docena-pinta", "pinta", "two-card hand",
        es="Una jugada de dos cartas, de Veintiséis a Veinte; por debajo de cualquier flor.",
        en="A two-card combination, from Veintiséis (26) down to Veinte (20); below every flor.",
    ),
    entry(
        "docena-nada", "nada", "no combination",
        es="Nuestro nombre para una mano sin ninguna jugada de la escala. La ponemos por debajo de Veinte "
           "y, entre dos así, decide la carta más alta.",
        en="Our name for a hand with no combination from the ladder. We put it below Veinte, and between "
           "two such hands the highest card decides.",
    ),
    entry(
        "docena-dos-curas", "dos curas", "two priests (two reyes)",
        es="Dos reyes: la pinta Veintitrés y media.",
        en="Two reyes: the pinta worth Veintitrés y media (23½).",
    ),
    entry(
        "docena-domingo-gomez", "las de Domingo Gómez", "Domingo Gómez's (Flor de 20)",
        es="Rey, caballo y sota de un palo: la Flor de 20, la más baja de las flores. Solo es posible con "
           "ocho jugadores.",
        en="Rey, caballo and sota of one suit: the Flor de 20, the lowest flor. It only exists with eight "
           "players.",
    ),
    entry(
        "docena-dejo", "dejo", "draw (discard and replace)",
        es="Si todos están de acuerdo antes de la tercera carta, se reparte esa carta y cada uno puede "
           "cambiar 1, 2 o 3 cartas por otras del mazo.",
        en="If everyone agrees before the third card, that card is dealt and each player may swap 1, 2 or 3 "
           "cards for new ones from the pack.",
    ),
    entry(
        "docena-se-me-ha-hecho", "¡flor! / se me ha hecho", "“it's made”",
        es="Lo que dice, en su turno de descarte, quien ha ligado flor o callá con la tercera carta del "
           "dejo: no se descarta y corta el dejo.",
        en="What a player says at his turn to discard when the dejo's third card gave him a flor or a "
           "callá: he keeps his cards and stops the dejo.",
    ),
    entry(
        "docena-en-ver-una", "en ver una / en ver dos", "“once I see one / two”",
        es="Respuesta condicional a un nuevo dejo de quien se quedó con una carta (o con ninguna): acepta, "
           "pero cuando vuelve a tener dos cartas puede mirarlas y echarse atrás antes de ver la tercera.",
        en="A conditional yes to another dejo from a player left with one card (or none): he agrees, but "
           "once he holds two cards again he may look at them and back out before seeing the third.",
    ),
    entry(
        "docena-no-hay-dejo", "no hay dejo", "“no dejo”",
        es="Lo que dice quien había aceptado un dejo con condición y, al ver sus dos cartas, ya no lo quiere.",
        en="What a player says when he had agreed to a dejo on condition and, having seen his two cards, "
           "no longer wants it.",
    ),
    entry(
        "docena-reganche", "reganche", "buy-back",
        es="Comprar otro montón de 36 piedras tras perderlas todas, solo durante las vueltas de reganche "
           "que fijó la casa. Suele costar más que la primera compra.",
        en="Buying another pile of 36 stones after losing them all, only during the reganche rounds the "
           "house set. It usually costs more than the first pile.",
    ),
    entry(
        "docena-me-las-juego", "me las juego (la paraeta, el chopo)", "all-in",
        es="Apostar todas las piedras que a uno le quedan.",
        en="Betting every stone one has left.",
    ),
    entry(
        "docena-pintarlas", "pintarlas", "to squeeze the cards",
        es="Mirar las cartas recibidas despacio, descubriéndolas poco a poco.",
        en="To look at the cards one was dealt slowly, uncovering them bit by bit.",
    ),
]
