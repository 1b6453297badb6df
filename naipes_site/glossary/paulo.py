"""Paulo terms (rule page: content/<lang>/paulo.md; facts: source 000; readings: docs/rules-decisions.md §2 to
§11).

Every id starts with ``paulo`` so that words other games also use (muestra, mano, triunfo, chino)
never collide across the site.
"""

from naipes_site.glossary import entry

ENTRIES = [
    entry(
        "paulo", "Paulo", "the Paulo (four of bastos); also the game and a score unit",
        es="El cuatro de bastos, también llamado Pablo o «el tema»: el triunfo más alto, sea cual sea la "
           "muestra, y el único que nunca está obligado a asistir. Da nombre al juego, y en el tanteo un "
           "Paulo son dos medios Paulos.",
        en="The four of bastos, also called Pablo or “el tema”: the highest triunfo whatever the muestra, "
           "and the only one never obliged to follow. It gives the game its name, and in the scoring a "
           "Paulo is two medios Paulos.",
    ),
    entry(
        "paulo-tuerto", "Tuerto", "the one-eyed (caballo of oros)",
        es="En el Paulo, el caballo de oros, apodado «camarero del siete»: siempre es triunfo y no cuenta "
           "como oro. Está obligado: si es tu único triunfo y toca echar triunfo, hay que echarlo.",
        en="In Paulo, the caballo (knight) of oros, nicknamed “camarero del siete”: always a triunfo and "
           "never counted as an oro. It is obliged: if it is your only triunfo and a triunfo is due, it "
           "must be played.",
    ),
    entry(
        "paulo-andorra", "Andorra", "the three of the muestra",
        es="En el Paulo, el tres del palo de la muestra (Jandorra en Lanjarón). Es el segundo triunfo; en "
           "el orden de Dúrcal, el tercero, detrás del Tuerto.",
        en="In Paulo, the three of the muestra suit (Jandorra in Lanjarón). It is the second triunfo; in "
           "the Dúrcal order, the third, behind the Tuerto.",
    ),
    entry(
        "paulo-malilla", "Malilla", "the two of the muestra",
        es="En el Paulo, el dos del palo de la muestra: el cuarto triunfo.",
        en="In Paulo, the two of the muestra suit: the fourth triunfo.",
    ),
    entry(
        "paulo-mijilla", "mijilla", "low trump",
        es="En el Paulo, cada triunfo por debajo del as: el siete, el seis, el cinco y el cuatro de la "
           "muestra.",
        en="In Paulo, each triunfo below the as (ace): the seven, six, five and four of the muestra.",
    ),
    entry(
        "paulo-mirlo", "mirlo", "the blackbird (rey of copas)",
        es="Apodo del rey de copas en el Paulo. No tiene ningún poder especial: vale como cualquier rey.",
        en="Nickname of the rey (king) of copas in Paulo. It has no special power: it ranks as any rey.",
    ),
    entry(
        "paulo-buitre", "Buitre", "the vulture (caballo of bastos)",
        es="Apodo del caballo de bastos en el Paulo, sin poder especial.",
        en="Nickname of the caballo (knight) of bastos in Paulo; no special power.",
    ),
    entry(
        "paulo-mingui", "Mingui", "nickname of the sota of oros",
        es="Apodo de la sota de oros en el Paulo, sin poder especial.",
        en="Nickname of the sota (jack) of oros in Paulo; no special power.",
    ),
    entry(
        "paulo-naveta", "Naveta", "nickname of the as of oros",
        es="Apodo del as de oros en el Paulo, sin poder especial.",
        en="Nickname of the as (ace) of oros in Paulo; no special power.",
    ),
    entry(
        "paulo-muestra", "muestra", "trump indicator",
        es="En el Paulo, la carta que se enseña boca arriba en cada mano: su palo es triunfo. Cuando se "
           "reparte el mazo entero (con todas las barajas salvo la de Lanjarón) es la última carta del "
           "mazo y la quinta del que reparte.",
        en="In Paulo, the card shown face up each hand: its suit is trumps. When the whole pack is dealt "
           "it is the last card of the pack and the dealer's fifth card.",
    ),
    entry(
        "paulo-triunfo", "triunfo", "trump",
        es="En el Paulo, cualquier carta del palo de la muestra, más el Paulo y el Tuerto, que lo son "
           "siempre. Hay 12 u 11 según la muestra.",
        en="In Paulo, any card of the muestra suit, plus the Paulo and the Tuerto, which always are. "
           "There are 12 or 11 depending on the muestra.",
    ),
    entry(
        "paulo-mano", "mano", "dealer; hand",
        es="En el Paulo, dos cosas: el jugador que reparte (y juega el último en la primera baza), y "
           "cada partida corta, desde el reparto hasta que un equipo gana tres bazas o se va.",
        en="In Paulo, two things: the player who deals (and plays last in the first trick), and each "
           "short round, from the deal until a team wins three tricks or goes away.",
    ),
    entry(
        "paulo-postre", "postre", "last to play",
        es="El último jugador de la baza. En la primera es el mano; después, el jugador a la izquierda "
           "de quien sale. Suele dirigir el juego de su equipo.",
        en="The last player in a trick. In the first trick it is the dealer; afterwards, the player on "
           "the leader's left. He usually directs his team's play.",
    ),
    entry(
        "paulo-avarear", "avarear", "to lead trumps",
        es="Salir con un triunfo (también arrastrar o triunfar), lo que obliga a los demás a echar "
           "triunfo. De grande, con el Paulo o el Tuerto; de chica, con un triunfo bajo.",
        en="To lead a triunfo (also arrastrar or triunfar), which makes the others play triunfos. “De "
           "grande” with the Paulo or the Tuerto; “de chica” with a low triunfo.",
    ),
    entry(
        "paulo-dormido", "dormido", "asleep (trump left in the pile)",
        es="Triunfo que se queda en el montón sin repartir y no juega en esa mano. Solo ocurre con la "
           "baraja de Lanjarón, en la que sobran cartas.",
        en="A triunfo left undealt in the pile, out of play for that hand. It only happens with the "
           "Lanjarón deck, where cards are left over.",
    ),
    entry(
        "paulo-senas", "señas", "signals",
        es="Gestos discretos con los que los compañeros se dicen qué triunfos llevan: guiñar un ojo es "
           "el Tuerto, sacar la lengua la Malilla… Algunas variantes los prohíben.",
        en="Discreet gestures by which partners tell each other which triunfos they hold: a wink is the "
           "Tuerto, the tongue out the Malilla… Some variants forbid them.",
    ),
    entry(
        "paulo-ir-ciego", "ir ciego", "to go blind (no trumps)",
        es="No llevar ningún triunfo. Su seña es cerrar los ojos.",
        en="To hold no triunfo at all. Its signal is closing the eyes.",
    ),
    entry(
        "paulo-ir-cerrado", "ir cerrado", "to be loaded with trumps",
        es="Llevar muchos triunfos, a juicio de cada uno. Su seña es tocarse la barbilla por debajo.",
        en="To hold many triunfos, as each player judges. Its signal is touching the underside of the "
           "chin.",
    ),
    entry(
        "paulo-irse", "irse", "to go away (concede the hand)",
        es="Abandonar la mano: al no aceptar una apuesta (también tras aceptar otras y no aceptar luego la "
           "siguiente subida), o cuando el equipo al quiero decide no jugar. El otro equipo cobra.",
        en="To abandon the hand: by refusing a bet (also after accepting others and then not accepting "
           "the next raise), or when the team al quiero chooses not to play. The other team scores.",
    ),
    entry(
        "paulo-chino", "chino", "counter (pebble)",
        es="Piedrecita o ficha con la que se lleva el tanteo del Paulo. Nueve chinos hacen una pata.",
        en="A pebble or counter used to keep the Paulo score. Nine chinos make a pata.",
    ),
    entry(
        "paulo-chinos-malos", "chinos malos", "first-pata counters",
        es="Los chinos de la primera pata de un equipo.",
        en="A team's chinos in its first pata.",
    ),
    entry(
        "paulo-chinos-buenos", "chinos buenos", "second-pata counters",
        es="Los chinos de la segunda pata. Mientras algún equipo los tenga, no se puede echar carteta.",
        en="The chinos of the second pata. While either team has any, no carteta may be played.",
    ),
    entry(
        "paulo-pata", "pata", "nine counters",
        es="Nueve chinos. Al completarla, el equipo devuelve nueve al montón y se queda con el resto. Dos "
           "patas hacen un medio Paulo.",
        en="Nine chinos. On completing one a team returns nine to the pile and keeps the rest. Two patas "
           "make a medio Paulo.",
    ),
    entry(
        "paulo-medio-paulo", "medio Paulo", "half a Paulo (two patas)",
        es="Dos patas, dieciocho chinos. Al ganarlo, los dos equipos vuelven a empezar de cero; dos medios "
           "Paulos hacen un Paulo.",
        en="Two patas, eighteen chinos. When it is won both teams start again from zero; two medios "
           "Paulos make a Paulo.",
    ),
    entry(
        "paulo-al-canuto", "al canuto", "two short",
        es="Un equipo está al canuto cuando le faltan dos chinos para el medio Paulo. Entonces la mano sin "
           "apuestas vale uno y la apuesta inicial es de dos.",
        en="A team is al canuto when it is two chinos short of the medio Paulo. The hand with no bet is "
           "then worth one and the opening bet is two.",
    ),
    entry(
        "paulo-al-quiero", "al quiero", "one short",
        es="Un equipo está al quiero cuando le falta un chino para el medio Paulo. Tras el reparto decide "
           "si juega; si no juega, el otro equipo gana un chino; si juega y gana, gana el medio Paulo.",
        en="A team is al quiero when it is one chino short of the medio Paulo. After the deal it decides "
           "whether to play; if it does not, the other team wins a chino; if it plays and wins, it wins "
           "the medio Paulo.",
    ),
    entry(
        "paulo-quiero-forzoso", "quiero forzoso", "forced showdown",
        es="Los dos equipos al quiero a la vez: nadie puede irse y quien gane la mano gana el medio Paulo.",
        en="Both teams al quiero at once: nobody may go away and whoever wins the hand wins the medio "
           "Paulo.",
    ),
    entry(
        "paulo-carteta", "carteta", "one-against-one hand",
        es="Mano excepcional que se juega en duelos de uno contra uno entre vecinos de equipos contrarios. "
           "Solo sin chinos buenos y una vez por medio Paulo. En Lanjarón, toro sencillo.",
        en="An exceptional hand played as one-against-one duels between neighbours from opposite teams. "
           "Only while nobody has chinos buenos, and once per medio Paulo. In Lanjarón, toro sencillo.",
    ),
    entry(
        "paulo-cuerno", "cuerno", "24 points (alternative scoring)",
        es="En el tanteo por tantos, lo gana el primer equipo que llega a 24; dos cuernos hacen un Pablo.",
        en="In the points scoring, won by the first team to reach 24; two cuernos make a Pablo.",
    ),
    entry(
        "paulo-maiz", "maíz", "kernel of maize (counter, Lanjarón)",
        es="En Lanjarón, lo que en otros sitios son chinos: se distinguen maíces gordos y chicos.",
        en="In Lanjarón, what elsewhere are chinos; the maíces are either gordos or chicos.",
    ),
    entry(
        "paulo-gordo", "gordo", "accepted counter (Lanjarón)",
        es="En Lanjarón, maíz apostado y aceptado. Se gana con 20 gordos.",
        en="In Lanjarón, a maíz that was bet and accepted. The game is won with 20 gordos.",
    ),
    entry(
        "paulo-chico", "chico", "unaccepted counter (Lanjarón)",
        es="En Lanjarón, maíz apostado que el otro equipo no aceptó; tres chicos se cambian por un gordo.",
        en="In Lanjarón, a maíz bet and not accepted by the other team; three chicos are changed for a "
           "gordo.",
    ),
    entry(
        "paulo-toro", "toro", "duels (Lanjarón carteta)",
        es="En Lanjarón, la carteta. El toro sencillo es la carteta de siempre; en el toro completo cada "
           "jugador se enfrenta a cada contrario.",
        en="In Lanjarón, the carteta. The toro sencillo is the usual carteta; in the full toro each player "
           "meets every opponent.",
    ),
]
