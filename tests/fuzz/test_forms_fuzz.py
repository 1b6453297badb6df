"""Every HTML form of the site, found by crawling it, sent hostile values: fields with the wrong
text, thousands of digits, lone surrogates, repeated or missing, fields it does not have, and hostile
headers. Never a 5xx."""

import os
import re

import pytest
from django.db import transaction
from django.test import Client
from hypothesis import given, strategies as st

from tests.fuzz.conftest import no_server_error
from tests.fuzz.forms import crawl, send
from tests.fuzz.strategies import FUZZ, HUGE_DIGITS, cards, headers, text

# The forms are fuzzed in PARTS items that pytest-xdist spreads over the workers (`make fuzz` deals them one by
# one; each worker crawls the site once, for the module): one item for every form would keep the run on one core for its whole length.
pytestmark = [pytest.mark.django_db, pytest.mark.filterwarnings("ignore::hypothesis.errors.HypothesisWarning")]

APPS = ("trainers:answer", "counters:papayoo-start", "counters:paulo-start", "counters:paulo-add",
        "classroom:quiz-setup", "classroom:worksheet-setup", "classroom:code")
"""Forms the crawl must find, or it has stopped seeing part of the site."""


def _form_value(options: list[str]) -> st.SearchStrategy[str]:
    shown = [o for o in options if o]
    hostile = st.one_of(text, HUGE_DIGITS, cards.map(lambda c: c if isinstance(c, str) else ",".join(c)),
                        st.integers().map(str))
    return st.one_of(st.sampled_from(shown), hostile) if shown else hostile


def pairs(form) -> st.SearchStrategy[list[tuple[str, str]]]:
    """The form's own fields, each maybe left out, sent twice or hostile; the CSRF token as shown, the
    sheet's version as shown most of the time (so the edit goes through and the values are read)."""
    base = dict(form.browser_defaults())
    one = [st.lists(_form_value(values).map(lambda v, n=name: (n, v)), max_size=3) for name, values in
           form.fields.items() if name not in {"csrfmiddlewaretoken"}]
    kept = [(n, v) for n, v in base.items() if n in {"token", "version", "csrfmiddlewaretoken"}]
    extra = st.lists(st.tuples(text, text), max_size=2)
    return st.tuples(st.tuples(*one) if one else st.just(()), extra, st.booleans()).map(
        lambda t: (kept if t[2] else []) + [p for group in t[0] for p in group] + t[1])


@pytest.fixture(scope="module")
def forms(django_db_setup, django_db_blocker):
    """Crawled once for the module (the crawl renders every page of the site), inside a transaction of
    its own that the tests' transactions nest in: the sheets its forms edit exist in every test, and go
    at the end."""
    with django_db_blocker.unblock(), transaction.atomic():
        yield crawl(Client())
        transaction.set_rollback(True)


def test_the_crawl_finds_the_forms_of_every_app(forms):
    found = {f.id.split()[1] for f in forms}
    assert set(APPS) <= found, set(APPS) - found


CHOSEN = re.compile(os.environ.get("FUZZ_FORMS", ""))
"""``FUZZ_FORMS``, a pattern of the forms' ids (``POST counters:papayoo-add``): fuzz only those, to run the
stage again for the form that failed, or to split a long run into parts."""


PARTS = 8
"""The forms are dealt round in this many parts, by their ids in order: every form is in exactly one."""


def part_of(forms: list, part: int) -> list:
    return sorted(forms, key=lambda form: form.id)[part::PARTS]


def test_the_parts_hold_every_form_once(forms):
    dealt = [form.id for part in range(PARTS) for form in part_of(forms, part)]
    assert sorted(dealt) == sorted(form.id for form in forms)
    assert all(part_of(forms, part) for part in range(PARTS))  # no part idle while another has two


@pytest.mark.parametrize("part", range(PARTS), ids=lambda part: f"part-{part + 1}-of-{PARTS}")
def test_every_form_survives_hostile_input(forms, part):
    failures = []
    for form in (f for f in part_of(forms, part) if CHOSEN.search(f.id)):
        try:
            fuzz(form)
        except AssertionError as exc:  # go on with the other forms, report them all
            failures.append(f"{form.id}: {str(exc)[:600]}")
    assert not failures, "\n".join(failures)


def fuzz(form) -> None:
    client = Client(raise_request_exception=False)

    @FUZZ
    @given(data=pairs(form), extra=headers)
    def run(data, extra):
        no_server_error(send(client, form, data, **extra), (form.id, data[:10], extra))

    run()
