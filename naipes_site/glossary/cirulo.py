"""Cirulo's words: the oros that cost money, the plate they are paid into, and how play goes.

Ids carry the ``cirulo-`` prefix where the word is common to several games (rules page: content/*/cirulo.md).
"""

from naipes_site.glossary import entry

ENTRIES = [
    entry(
        "cirulo", "cirulo", "cirulo (an oro that costs money)",
        es="Nombre que recibe el palo de oros en este juego, y cada una de sus cartas. No es triunfo: "
           "solo se distingue porque quien se lleva un cirulo paga sus tantos al platillo.",
        en="The name the oros suit takes in this game, and each of its cards. It is not a trump suit: "
           "it only differs in that whoever takes a cirulo pays its tantos into the platillo.",
    ),
    entry(
        "encirulada", "baza encirulada", "trick with oros in it",
        es="Baza que contiene al menos un oro. Quien la gana la guarda boca abajo y al final paga los "
           "tantos de esos oros.",
        en="A trick holding at least one oro. Whoever wins it keeps it face down and pays the tantos "
           "of those oros at the end.",
    ),
    entry(
        "cirulo-baza-limpia", "baza limpia", "clean trick",
        es="En el cirulo, baza sin ningún oro. No vale nada, pero haber ganado al menos una, y ninguna "
           "encirulada, da derecho a cobrar del platillo.",
        en="In Cirulo, a trick with no oro in it. It is worth nothing, but having won at least one, and "
           "no trick with oros, entitles a player to a share of the platillo.",
    ),
    entry(
        "platillo", "platillo", "plate, pot",
        es="El plato del centro de la mesa. En el cirulo, quien se llevó oros mete en él una moneda por "
           "tanto; lo cobran a partes iguales los que solo hicieron bazas limpias, y si nadie puede cobrar, "
           "pasa entero a la mano siguiente.",
        en="The dish in the middle of the table. In Cirulo, whoever took oros puts one coin per tanto "
           "into it; the players who took only clean tricks share it equally, and if nobody qualifies "
           "it carries over whole to the next deal.",
    ),
    entry(
        "cirulo-tantos", "tantos", "points (of the oros)",
        es="En el cirulo, lo que cuesta cada oro: las figuras de oros, diez; los demás oros, el número "
           "de su índice. Las cartas de los otros palos no tienen tantos.",
        en="In Cirulo, what each oro costs: the oro figures ten each, the other oros the number on "
           "their index. Cards of the other suits have no tantos.",
    ),
    entry(
        "cirulo-mano", "mano", "the first player; also a deal",
        es="En el cirulo, el jugador sentado a la derecha del que da: recibe la primera carta y sale "
           "en la primera baza. También se llama mano a cada reparto jugado hasta la última baza.",
        en="In Cirulo, the player on the dealer's right: he receives the first card and leads the first "
           "trick. Each deal played out to the last trick is also called a mano.",
    ),
    entry(
        "cirulo-montar", "montar", "to beat the cards played",
        es="Echar una carta más alta que las que hay en la mesa. En el cirulo nunca es obligatorio: "
           "basta con asistir.",
        en="To play a card higher than those on the table. In Cirulo it is never compulsory: following "
           "suit is enough.",
    ),
    entry(
        "cirulo-renunciar", "renunciar", "to revoke",
        es="Echar una carta de otro palo teniendo alguna del palo de salida. En el cirulo no está "
           "permitido, tampoco para soltar un oro.",
        en="To play a card of another suit while holding one of the suit led. In Cirulo it is not "
           "allowed, not even to get rid of an oro.",
    ),
    entry(
        "cirulo-escoba", "escoba (no en el cirulo)", "escoba, the sweep (not in Cirulo)",
        es="La escoba es otro juego, de recoger cartas de la mesa sumando quince, y «hacer escoba» es "
           "llevarse todas las de la mesa. En el cirulo no hay cartas boca arriba que recoger ni "
           "escobas: se juega a bazas, y lo que importa son los oros que uno se lleva.",
        en="Escoba is another game, where you pick up cards from the table that add up to fifteen, and "
           "«hacer escoba» is sweeping every card off the table. Cirulo has no face-up cards to pick up "
           "and no sweeps: it is played in tricks, and what matters is the oros you take.",
        asks={
            "es": "hay escoba en el cirulo | se puede hacer escoba | recoger cartas de la mesa sumando quince",
            "en": "is there an escoba in cirulo | can I sweep the table | pick up cards that add up to fifteen",
        },
    ),
]
