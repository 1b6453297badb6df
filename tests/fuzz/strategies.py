"""Hostile input, by design: what an attacker, a fuzzer or a broken client sends.

Values of the wrong type, deep nesting, huge bodies, keys given twice, unicode edge cases (lone
surrogates, BOMs, zero-width and right-to-left marks, NUL), numbers of thousands of digits, cards
repeated or misspelt, variants that do not exist, and hostile headers.
"""

from __future__ import annotations

import json
import os

from hypothesis import HealthCheck, settings, strategies as st

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "15"))
"""Examples per endpoint and per form: a quick run in CI, 1,000 or more under ``make fuzz``."""

FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=EXAMPLES < 100, database=None,
                suppress_health_check=list(HealthCheck))
"""CI's quick run is derandomized, so it fails the same way every time or not at all."""

EDGE_TEXT = [
    "", " ", "\u0000", "\ufeff4B", "\u200b", "\u202e1O", "\ud800", "\udfff", "\ud83d", "💥", "ñ", "Ñ",
    "e\u0301", "\u00a0", "\r\n", "<script>alert(1)</script>", "{{ x }}", "{% debug %}", "%s%n",
    "' OR 1=1 --", "../../etc/passwd", "null", "NaN", "1e400", "-0", "0x10", "١٢", "①", "ⅷ",
    "9" * 5000, "-" + "9" * 5000, "x" * 100_000,
]
"""Texts that broke or could break a parser, a template or an encoder."""

CARD_CODES = sorted({f"{n}{s}" for n in range(0, 22) for s in "OCEBPHSD"} | {"10", "O", "", "1", "AS", "7♥"})
"""Every code of the Spanish and Papayoo decks, and near misses."""


def _card_codes() -> st.SearchStrategy[str]:
    return st.one_of(st.sampled_from(CARD_CODES), st.sampled_from(CARD_CODES).map(str.lower),
                     st.sampled_from(CARD_CODES).map(lambda c: f" {c}\u200b"))


HUGE_INT = st.sampled_from([2**63, -(2**63) - 1, 2**53, 10**30, 10**300])
"""Large but printable; numbers past int()'s 4,300 digits are sent as raw text (see ``raw_body``)."""
HUGE_DIGITS = st.sampled_from(["9" * 4301, "-" + "1" * 5000, "0" * 4400 + "1", "1" * 20])

text = st.one_of(st.sampled_from(EDGE_TEXT), st.text(max_size=40), _card_codes())
"""Any text, the nasty ones often."""

scalars = st.one_of(st.none(), st.booleans(), st.integers(), HUGE_INT,
                    st.floats(allow_nan=False, allow_infinity=False), text)

json_values = st.recursive(
    scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=6), st.dictionaries(text, inner, max_size=6)),
    max_leaves=25,
)

cards = st.one_of(
    st.lists(_card_codes(), max_size=12),
    _card_codes().flatmap(lambda c: st.integers(2, 5).map(lambda n: [c] * n)),  # the same card again
    st.lists(_card_codes(), max_size=8).map(",".join),
    st.lists(st.sampled_from(CARD_CODES), min_size=41, max_size=200),
)

variants = st.one_of(st.sampled_from(["durcal", "lanjaron", "strict_follow", "no-such-variant", "DURCAL", ""]),
                     st.lists(text, max_size=4), json_values)


def field_value(name: str) -> st.SearchStrategy[object]:
    """A hostile value for a field, biased by what its name suggests it holds."""
    hints: list[st.SearchStrategy[object]] = [json_values]
    if name in {"cards", "hand", "trick", "face_down", "a", "b"}:
        hints.append(cards)
    if name in {"players", "pot", "seed", "level"}:
        hints.append(st.one_of(st.integers(-10, 20), HUGE_INT, st.integers()))
    if name == "variant":
        hints.append(variants)
    if name in {"players", "piles"}:
        hints.append(st.dictionaries(text, st.one_of(cards, st.none(), json_values), max_size=9))
    return st.one_of(*hints)


def json_object(names: list[str]) -> st.SearchStrategy[dict[str, object]]:
    """An object with some of the endpoint's fields and maybe unknown ones, every value hostile."""
    known = st.fixed_dictionaries({}, optional={name: field_value(name) for name in names})
    return st.tuples(known, st.dictionaries(text, json_values, max_size=3)).map(lambda kv: {**kv[1], **kv[0]})


def deep(depth: int) -> str:
    return "[" * depth + "]" * depth


def raw_body(names: list[str]) -> st.SearchStrategy[bytes]:
    """A body as bytes: JSON with hostile values, or broken in ways json.dumps never breaks it."""
    as_json = json_object(names).map(lambda d: json.dumps(d, ensure_ascii=True).encode())
    broken = st.one_of(
        st.sampled_from(names or ["x"]).map(lambda n: f'{{"{n}": 1, "{n}": 2}}'.encode()),  # duplicate key
        st.sampled_from(names or ["x"]).map(lambda n: f'{{"{n}": "\\ud800", "\\udfff": 1}}'.encode()),
        st.integers(100, 100_000).map(lambda d: f'{{"cards": {deep(d)}}}'.encode()),  # deep nesting
        st.sampled_from([b"", b"null", b"[]", b"1", b'"x"', b"{", b"NaN", b'{"a": NaN}', b"\xff\xfe",
                         b"\xef\xbb\xbf{}", b'{"players": 1' + b"0" * 5000 + b"}", b"x" * 3_000_000]),
        st.binary(max_size=200),
        st.tuples(st.sampled_from(names or ["x"]), HUGE_DIGITS).map(lambda p: f'{{"{p[0]}": {p[1]}}}'.encode()),
        json_values.map(lambda v: json.dumps(v).encode()),
    )
    return st.one_of(as_json, broken)


def query(names: list[str]) -> st.SearchStrategy[list[tuple[str, str]]]:
    """Query pairs: the endpoint's names (maybe repeated) and others, with hostile text."""
    name = st.one_of(st.sampled_from(names), text) if names else text
    value = st.one_of(text, cards.map(str), st.integers().map(str), HUGE_DIGITS)
    return st.lists(st.tuples(name, value), max_size=8)


CONTENT_TYPES = st.sampled_from(["application/json", "text/plain", "application/x-www-form-urlencoded",
                                 "multipart/form-data; boundary=x", "application/vnd.api+json", "",
                                 "application/json; charset=latin-1", "image/png"])

headers = st.fixed_dictionaries({}, optional={
    "HTTP_ACCEPT_LANGUAGE": st.sampled_from(["en", "es-ES,es;q=0.9", "xx", "*", "en;q=abc", "," * 500,
                                             "zh-Hant-TW-u-nu-hanidec"]),
    "HTTP_ACCEPT_ENCODING": st.sampled_from(["gzip", "br", "identity;q=0", "*", "gzip;q=0", ""]),
    "HTTP_IF_NONE_MATCH": st.sampled_from(["*", '"x"', "W/", "", '"' + "a" * 5000 + '"']),
    "HTTP_IF_MODIFIED_SINCE": st.sampled_from(["yesterday", "Thu, 01 Jan 1970 00:00:00 GMT", "9" * 50]),
    "HTTP_X_REQUEST_ID": st.sampled_from(["", "x" * 500, "<b>", "ok-request-id-1"]),
    "HTTP_HX_REQUEST": st.sampled_from(["true", "false", ""]),
    "HTTP_HX_CURRENT_URL": st.sampled_from(["javascript:alert(1)", "http://evil.example/"]),
    "HTTP_X_FORWARDED_PROTO": st.sampled_from(["https", "gopher"]),
    "HTTP_X_FORWARDED_FOR": st.sampled_from(["1.2.3.4", "not an ip"]),
    "HTTP_REFERER": st.sampled_from(["http://evil.example/", ""]),
    "HTTP_HOST": st.sampled_from(["evil.example", "localhost:99999", "[::1", "testserver", ""]),
})
"""Headers a client controls; unknown hosts included (a 400 is fine, a 500 is not)."""
