"""Names, summaries and origins of the named variant profiles (``naipes.profiles``), in both languages.

Keys: ``<game>.<slug>.name``, ``.summary`` and ``.origin`` for every profile and every named variant the
engine does not play; ``lacks.<code>`` for what such a variant (or a profile's missing point) needs; the
interface's own words under ``ui.``.
"""

TEXTS: dict[str, dict[str, str]] = {
    # Paulo
    "paulo.standard.name": {"es": "Estándar", "en": "Standard"},
    "paulo.standard.summary": {
        "es": "Las reglas de la fuente con nuestras lecturas: orden Paulo, Andorra, Tuerto; 20 cartas con "
              "cuatro; fallar a voluntad; chinos, a dos Paulos.",
        "en": "The source's rules with our readings: Paulo, Andorra, Tuerto order; 20 cards with four; "
              "trumping at will; chinos, to two Paulos.",
    },
    "paulo.standard.origin": {
        "es": "Fuente 000 (el orden de las cartas, el juego legal, tantos y apuestas) y nuestras lecturas.",
        "en": "Source 000 (the card order, legal play, scoring and betting) and our readings.",
    },
    "paulo.lanjaron.name": {"es": "Lanjarón", "en": "Lanjarón"},
    "paulo.lanjaron.summary": {
        "es": "Sin espadas con dos o cuatro jugadores (30 cartas, sobran algunas); se cuenta en gordos y "
              "chicos, a 20 gordos.",
        "en": "Espadas out with two or four players (30 cards, some left over); scored in gordos and "
              "chicos, to 20 gordos.",
    },
    "paulo.lanjaron.origin": {
        "es": "Fuente 000, tantos y apuestas (la variante de Lanjarón, Granada).",
        "en": "Source 000, scoring and betting (the Lanjarón variant, Granada).",
    },
    "paulo.durcal.name": {"es": "Dúrcal", "en": "Dúrcal"},
    "paulo.durcal.summary": {
        "es": "El Tuerto antes que la Andorra, asistir obligado y cuentas por cuernos.",
        "en": "The Tuerto before the Andorra, strict following and scoring in cuernos.",
    },
    "paulo.durcal.origin": {
        "es": "Las reglas publicadas en Dúrcal (Granada); tres de sus cuatro puntos.",
        "en": "The rules published in Dúrcal (Granada); three of their four points.",
    },
    "paulo.beninar.name": {"es": "Benínar", "en": "Benínar"},
    "paulo.beninar.origin": {
        "es": "Los estatutos de Benínar (Berja, Almería).",
        "en": "The Benínar statutes (Berja, Almería).",
    },
    "paulo.no-signals.name": {"es": "Sin señas", "en": "No signals"},
    "paulo.no-signals.origin": {
        "es": "La costumbre de Barcelona y Cuevas de Almanzora.",
        "en": "The custom of Barcelona and Cuevas de Almanzora.",
    },
    "lacks.plain_suits_numerical": {
        "es": "los palos que no son muestra en orden numérico",
        "en": "the suits that are not the muestra in numerical order",
    },
    "lacks.patas_of_twelve": {"es": "patas de 12 chinos", "en": "patas of 12 chinos"},
    "lacks.any_suit_out": {
        "es": "quitar cualquier palo con seis jugadores",
        "en": "taking out any one suit with six players",
    },
    "lacks.signals_not_computed": {
        "es": "las señas no cambian nada de lo que calcula el motor",
        "en": "signals change nothing the engine works out",
    },
    # Cirulo
    "cirulo.standard.name": {"es": "Estándar", "en": "Standard"},
    "cirulo.standard.summary": {
        "es": "Baraja de 40 cartas; se apartan las cartas bajas de copas, luego espadas, luego bastos.",
        "en": "The 40-card pack; low cards are set aside from copas, then espadas, then bastos.",
    },
    "cirulo.standard.origin": {
        "es": "Fuente 001, el reparto, con la tabla rehecha según sabelotodo.org.",
        "en": "Source 001, the deal, with the table rebuilt from sabelotodo.org.",
    },
    "cirulo.sabelotodo.name": {"es": "sabelotodo (48 cartas)", "en": "sabelotodo (48 cards)"},
    "cirulo.sabelotodo.summary": {
        "es": "La baraja de 48 cartas, con ochos y nueves, que prefiere sabelotodo.org.",
        "en": "The 48-card pack, with 8s and 9s, that sabelotodo.org prefers.",
    },
    "cirulo.sabelotodo.origin": {"es": "sabelotodo.org.", "en": "sabelotodo.org."},
    "cirulo.any-pack.name": {"es": "Cualquier baraja", "en": "Any pack"},
    "cirulo.any-pack.origin": {"es": "sabelotodo.org.", "en": "sabelotodo.org."},
    "lacks.other_packs": {
        "es": "barajas que no son la española",
        "en": "packs other than the Spanish one",
    },
    # Tute
    "tute.standard.name": {"es": "Estándar", "en": "Standard"},
    "tute.standard.summary": {
        "es": "Con muestra; tute de cuatro ases, treses, caballos o reyes; quien no puede montar, falla.",
        "en": "With muestra; a tute of four aces, threes, caballos or reyes; who cannot over-trump still "
              "trumps.",
    },
    "tute.standard.origin": {
        "es": "Fuente 002 (el reparto, el juego legal) y nuestras lecturas.",
        "en": "Source 002 (the deal, legal play) and our readings.",
    },
    "tute.sin-muestra.name": {"es": "Sin muestra", "en": "Without muestra"},
    "tute.sin-muestra.summary": {
        "es": "No se vuelve carta: el primer cuarenta cantado hace el triunfo.",
        "en": "No card is turned: the first forty declared makes triunfo.",
    },
    "tute.sin-muestra.origin": {
        "es": "Fuente 002, el reparto: la forma que prefiere su autor.",
        "en": "Source 002, the deal: the way its author prefers.",
    },
    "tute.clasico.name": {"es": "Tute clásico (España)", "en": "Classic tute (Spain)"},
    "tute.clasico.summary": {
        "es": "Solo los cuatro reyes o los cuatro caballos hacen tute.",
        "en": "Only the four reyes or the four caballos make a tute.",
    },
    "tute.clasico.origin": {
        "es": "Las reglas españolas de naipes-casino y acanomas.",
        "en": "The Spanish rules of naipes-casino and acanomas.",
    },
    # La Docena
    "docena.standard.name": {"es": "Estándar", "en": "Standard"},
    "docena.standard.summary": {
        "es": "En los empates gana la mano; las manos sin combinación se comparan por su carta más alta.",
        "en": "Ties go to the mano; hands with no combination compare their highest card.",
    },
    "docena.standard.origin": {
        "es": "Fuente 004 (la baraja y los valores, el reparto y las apuestas) y nuestras lecturas.",
        "en": "Source 004 (the pack and card values, the deal and betting) and our readings.",
    },
    # Papayoo
    "papayoo.standard.name": {"es": "Oficial", "en": "Official"},
    "papayoo.standard.summary": {
        "es": "Las reglas de Gigamic: tantas rondas como jugadores, el dado después del pase, sin luna.",
        "en": "Gigamic's rules: as many rounds as players, the die after the pass, no moon shot.",
    },
    "papayoo.standard.origin": {
        "es": "Fuente 003, tantos, y las reglas de Gigamic.",
        "en": "Source 003, scoring, and Gigamic's rules.",
    },
    "papayoo.half-hour.name": {"es": "Partida de media hora", "en": "Half-hour game"},
    "papayoo.half-hour.summary": {
        "es": "Cuatro rondas, la partida corta que propone Gigamic.",
        "en": "Four rounds, the short game Gigamic suggests.",
    },
    "papayoo.half-hour.origin": {
        "es": "Fuente 003, tantos, y Gigamic.",
        "en": "Source 003, scoring, and Gigamic.",
    },
}
