"""Terms shared by the Spanish-deck games."""

from naipes_site.glossary import entry

ENTRIES = [
    entry(
        "baza", "baza", "trick",
        es="Las cartas que se juegan en una vuelta, una por jugador; se las lleva quien echa la mejor.",
        en="The cards played in one round of the table, one per player; the best card takes them all.",
    ),
    entry(
        "palo", "palo", "suit",
        es="Cada una de las cuatro familias de la baraja española: oros, copas, espadas y bastos.",
        en="One of the four families of the Spanish deck: oros (coins), copas (cups), espadas (swords) "
           "and bastos (clubs).",
    ),
    entry(
        "asistir", "asistir", "to follow suit",
        es="Echar una carta del mismo palo que la que abrió la baza.",
        en="To play a card of the same suit as the one that opened the trick.",
    ),
    entry(
        "triunfo", "triunfo", "trump",
        es="Carta del palo que manda en esa mano; gana a cualquier carta de otro palo.",
        en="A card of the suit in command for the hand; it beats any card of another suit.",
    ),
    entry(
        "figura", "figura", "court card",
        es="La sota (10), el caballo (11) o el rey (12) de la baraja española.",
        en="The sota (10, jack), caballo (11, knight) or rey (12, king) of the Spanish deck.",
    ),
]
