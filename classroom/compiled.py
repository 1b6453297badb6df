"""Querysets a live class asks all the time, compiled to SQL once per process and then only executed.

Building a queryset and compiling it to SQL costs several times what running a small indexed query does,
and a class asks the same few over and over: the seat behind a phone's cookie, that phone's answers, the
session behind a teacher's link. Here each is built once per database (with stand-in parameters), and
what is kept is its SQL text and the converters of its columns (how a raw value becomes the field's, such
as a JSON document or, on SQLite, a date). Each call binds the real parameters, runs the statement and
makes the model instances as the ORM would (``Model.from_db``, related objects cached on them).

What is kept is the same for every request and every session; the rows always come from the database, so
several app servers see the same state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from django.db import connections, router
from django.db.models import Model, QuerySet


@dataclass(frozen=True)
class _Statement:
    sql: str
    converters: dict[int, tuple[list[Callable[..., Any]], Any]]


HASH_PROBE = "0" * 64
ID_PROBE, INDEX_PROBE = 1_000_001, 32_101
"""Stand-ins for a hash, a row's id and a question's number: a compiled query's parameters while it is built,
replaced by the real values at each call."""

_STATEMENTS: dict[tuple[str, str, str], _Statement] = {}


def statement(name: str, model: type[Model], queryset: Callable[..., QuerySet],
              probes: Sequence[Any]) -> tuple[str, _Statement]:
    """The database alias and the compiled ``queryset(*probes)``; its parameters must be the probes, in order,
    so that a call can put its own values in their places."""
    alias = router.db_for_read(model)
    key = (alias, connections[alias].vendor, name)
    if key not in _STATEMENTS:  # the queryset is built only here: building it is most of what a query costs
        compiler = queryset(*probes).query.get_compiler(using=alias)
        sql, params = compiler.as_sql()
        if list(params) != list(probes):
            raise RuntimeError(f"unexpected parameters in the compiled {name} query")
        converters = compiler.get_converters([expression for expression, _sql, _alias in compiler.select])
        _STATEMENTS[key] = _Statement(sql, converters)
    return alias, _STATEMENTS[key]


def rows(name: str, model: type[Model], queryset: Callable[..., QuerySet], probes: Sequence[Any],
         params: Sequence[Any]) -> tuple[str, list[list[Any]]]:
    """The database alias and the rows of ``queryset`` (a ``values_list``) for ``params``, each value as the
    ORM would hand it."""
    alias, compiled = statement(name, model, queryset, probes)
    connection = connections[alias]
    with connection.cursor() as cursor:
        cursor.execute(compiled.sql, list(params))
        fetched = [list(row) for row in cursor.fetchall()]
    for values in fetched:
        for position, (converters, expression) in compiled.converters.items():
            for converter in converters:
                values[position] = converter(values[position], expression, connection)
    return alias, fetched


def columns(model: type[Model], prefix: str = "") -> list[str]:
    """The names of ``model``'s columns for a ``values_list``, in the order ``Model.from_db`` takes them."""
    return [prefix + field.attname for field in model._meta.concrete_fields]


def instance(model: type[Model], alias: str, values: Sequence[Any]) -> Model:
    """A model instance loaded from the database, as the ORM makes it."""
    return model.from_db(alias, [field.attname for field in model._meta.concrete_fields], values)
