"""Wording of the API's errors that ``naipes_site.lexicon.api`` does not hold yet (same keys, same
fields in braces): what only the HTTP layer can get wrong, such as a field sent twice.

:func:`api.http.texts` reads the lexicon first and these after it, so moving a text into the
lexicon later changes nothing for clients.
"""

TEXTS: dict[str, dict[str, str]] = {
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
}
