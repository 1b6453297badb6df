"""Django's test environment, set up once per process: ``make bench`` runs every benchmark in one
process, and Django refuses a second ``setup_test_environment()``."""

from __future__ import annotations

from contextlib import suppress


def test_environment() -> None:
    from django.test.utils import setup_test_environment

    with suppress(RuntimeError):  # an earlier benchmark of this run set it up: the same one serves
        setup_test_environment()


__test__ = False  # not a test module, despite the name of its function
