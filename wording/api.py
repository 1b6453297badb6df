"""Wording for the JSON API's own errors (bad JSON, missing fields, wrong types...) and value types.

Errors that the engine raises keep their game's wording (``<game>.error.<code>``) or the shared one
(``common.error.<code>``); these keys cover what only the API can get wrong. Fields in braces are
filled by ``api.http``: ``field`` is the name of the request field, ``value`` what was sent.
"""

TEXTS: dict[str, dict[str, str]] = {
    # Errors: the request as a whole
    "error.malformed_json": {
        "es": "El cuerpo de la petición no es JSON válido (en UTF-8).",
        "en": "The request body is not valid JSON (in UTF-8).",
    },
    "error.not_an_object": {
        "es": "El cuerpo de la petición ha de ser un objeto JSON (entre llaves).",
        "en": "The request body must be a JSON object (in braces).",
    },
    "error.too_large": {
        "es": "La petición es demasiado grande.",
        "en": "The request is too large.",
    },
    "error.not_found": {
        "es": "No hay ninguna ruta de la API en {path}. La lista está en /api/v1/.",
        "en": "There is no API endpoint at {path}. The list is at /api/v1/.",
    },
    "error.method_not_allowed": {
        "es": "{path} no admite {method}; usa {allowed}.",
        "en": "{path} does not accept {method}; use {allowed}.",
    },
    "error.invalid_input": {
        "es": "Los datos enviados no son válidos para esta consulta.",
        "en": "The data sent is not valid for this request.",
    },
    "error.internal_error": {
        "es": "Algo ha fallado en el servidor. No es culpa de la petición.",
        "en": "Something went wrong on the server. It is not the request's fault.",
    },
    # Errors: one field
    "error.missing_field": {
        "es": "Falta el campo «{field}».",
        "en": "The field “{field}” is missing.",
    },
    "error.wrong_type": {
        "es": "El campo «{field}» ha de ser {expected}.",
        "en": "The field “{field}” must be {expected}.",
    },
    "error.invalid_value": {
        "es": "«{value}» no vale para el campo «{field}»: usa {allowed}.",
        "en": "“{value}” is not allowed for the field “{field}”: use {allowed}.",
    },
    "error.unknown_variant": {
        "es": "«{value}» no es una variante de {game} en esta consulta. Variantes: {allowed}.",
        "en": "“{value}” is not a {game} variant for this request. Variants: {allowed}.",
    },
    "error.unknown_profile": {
        "es": "{reason} Perfiles de {game}: {allowed}.",
        "en": "{reason} {game} profiles: {allowed}.",
    },
    "error.conflicting_options": {
        "es": "La variante «{variant}» pide {field} = {wanted}, pero el campo «{field}» dice {value}.",
        "en": "The variant “{variant}” sets {field} = {wanted}, but the field “{field}” says {value}.",
    },
    "error.bad_players": {
        "es": "{game} no admite aquí este número de jugadores ({value}): usa {allowed}.",
        "en": "{game} does not take this number of players ({value}) here: use {allowed}.",
    },
    "error.bad_piles": {
        "es": "El campo «piles» trae {count} montones; aquí caben de 1 a {max}, uno por jugador.",
        "en": "The field “piles” holds {count} piles; here it takes 1 to {max}, one per player.",
    },
    "error.too_many_piles": {
        "es": "Hay {count} montones para {max} jugadores: como mucho, uno por jugador.",
        "en": "There are {count} piles for {max} players: one per player at most.",
    },
    "error.unknown_muestra": {
        "es": "«{value}» no es una muestra válida: usa un palo de esta baraja ({allowed}) o una de sus cartas.",
        "en": "“{value}” is not a valid muestra: use a suit of this deck ({allowed}) or one of its cards.",
    },
    "error.unknown_suit": {
        "es": "«{value}» no es un palo: usa {allowed}.",
        "en": "“{value}” is not a suit: use {allowed}.",
    },
    "error.wrong_number_of_cards": {
        "es": "El campo «{field}» tiene {count} cartas; aquí caben de {min} a {max}.",
        "en": "The field “{field}” holds {count} cards; here it takes {min} to {max}.",
    },
    "error.card_not_in_hand": {
        "es": "La carta {card} está en «{field}», pero no en la mano.",
        "en": "The card {card} is in “{field}” but not in the hand.",
    },
    "error.unknown_card": {
        "es": "«{card}» (en «{field}») no es una carta de la baraja.",
        "en": "“{card}” (in “{field}”) is not a card of the deck.",
    },
    "error.card_not_in_deck": {
        "es": "La carta {card} (en «{field}») no se juega en esta baraja ({deck} cartas con estas reglas).",
        "en": "The card {card} (in “{field}”) is not in this deck ({deck} cards under these rules).",
    },
    "error.duplicate_card": {
        "es": "La carta {card} aparece dos veces (en «{field}»).",
        "en": "The card {card} appears twice (in “{field}”).",
    },
    # Errors only the HTTP layer can make
    "error.duplicate_field": {
        "es": "El campo «{field}» llega más de una vez; mándalo una sola vez.",
        "en": "The field “{field}” is sent more than once; send it once.",
    },
    "error.wrong_content_type": {
        "es": "El cuerpo ha de ser un objeto JSON (Content-Type: application/json), no {content_type}.",
        "en": "The body must be a JSON object (Content-Type: application/json), not {content_type}.",
    },
    "error.out_of_range": {
        "es": "«{value}» está fuera de rango para el campo «{field}»: usa un número de {min} a {max}.",
        "en": "“{value}” is out of range for the field “{field}”: use a number from {min} to {max}.",
    },
    "error.bad_name": {
        "es": "«{value}» no vale como nombre de jugador (en «{field}»): de 1 a {max} caracteres, no solo espacios.",
        "en": "“{value}” is not a valid player name (in “{field}”): 1 to {max} characters, not only spaces.",
    },
    "error.bad_text": {
        "es": "El campo «{field}» lleva texto que no es Unicode válido (un sustituto suelto, como \\ud800).",
        "en": "The field “{field}” holds text that is not valid Unicode (a lone surrogate, such as \\ud800).",
    },
    # Value types, as named in error.wrong_type
    "type.cards": {"es": "una lista de códigos de carta", "en": "a list of card codes"},
    "type.card": {"es": "un código de carta (texto, como «4B»)", "en": "a card code (a string such as “4B”)"},
    "type.string": {"es": "un texto", "en": "a string"},
    "type.suit": {"es": "una letra de palo (texto)", "en": "a suit letter (a string)"},
    "type.suit_or_null": {"es": "una letra de palo o null", "en": "a suit letter or null"},
    "type.suits": {"es": "una lista de letras de palo", "en": "a list of suit letters"},
    "type.integer": {"es": "un número entero", "en": "a whole number"},
    "type.boolean": {"es": "true o false", "en": "true or false"},
    "type.piles": {
        "es": "un objeto que da a cada nombre su lista de cartas",
        "en": "an object giving each name its list of cards",
    },
    "type.pile": {"es": "una lista de cartas o null", "en": "a list of cards or null"},
    "type.variant": {
        "es": "un nombre de variante o una lista de nombres",
        "en": "a variant name or a list of names",
    },
    "type.choice": {"es": "uno de los valores de la lista", "en": "one of the listed values"},
    # Allowed values that a bare list would misstate
    "allowed.paulo_players": {
        "es": "4, 6 u 8 (2 solo con la baraja de Lanjarón)",
        "en": "4, 6 or 8 (2 only with the Lanjarón deck)",
    },
    # Words used inside messages
    "word.or": {"es": "o", "en": "or"},
    "word.none": {"es": "ninguna", "en": "none"},
}
