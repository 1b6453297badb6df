"""Wording for the JSON API's own errors (bad JSON, missing fields, wrong types...) and value types.

Errors that the engine raises keep their game's wording (``<game>.error.<code>``) or the shared one
(``common.error.<code>``); these keys cover what only the API can get wrong. Fields in braces are
filled by ``api.http``: ``field`` is the name of the request field, ``value`` what was sent.
"""

from wording import load_texts

TEXTS = load_texts("api")
