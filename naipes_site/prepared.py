"""Statements whose shape never changes, written by the ORM once per database and then run with new values.

Building a query (``filter``, ``exists``, ``update`` with ``F()``) costs a few hundred microseconds of Python:
ten times what SQLite takes to run it, and most of a scored answer's time was spent there. A statement here
is built once per process and database, by the ORM, with a probe where each value goes (``p.text("learner")``,
``p.number("seed")``, ``p.moment("now")``, ``p.day("today")``); each call finds the probes' places in the compiled parameters and
puts its own values there. The SQL is the ORM's own, so it is right for SQLite and PostgreSQL alike.
A read can also hand back its rows as the ORM would (:meth:`Statement.rows`), and make model instances of
them (:func:`instance`), for the lookups a live class asks over and over.

It leans on Django's internals (the compiler, its parameters and converters): docs/production.md, "Upgrading
Django", lists them, and ``tests/site/test_prepared_statement_kinds.py`` pins each kind of statement.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta
from typing import Any

from django.db import connections, router
from django.db.models import Model, QuerySet, sql


class Probes:
    """Stand-ins for a statement's values, each unlike anything the statement holds of its own: texts no one
    types, numbers in every integer column's range but far from the constants a statement writes (0, 1)."""

    def __init__(self) -> None:
        self.made: dict[str, Any] = {}

    def _probe(self, name: str, value: Any) -> Any:
        if name in self.made:
            raise ValueError(f"probe {name} made twice")
        self.made[name] = value
        return value

    def text(self, name: str) -> str:
        return self._probe(name, f"\x1fprobe:{name}\x1f")

    def number(self, name: str) -> int:
        return self._probe(name, 31_000 + len(self.made))

    def moment(self, name: str) -> datetime:
        return self._probe(name, datetime(2001, 2, 3, 4, 5, 6, tzinfo=UTC) + timedelta(microseconds=len(self.made)))

    def day(self, name: str) -> date:
        return self._probe(name, date(1901, 2, 3) + timedelta(days=len(self.made)))


class Statement:
    """One statement: ``build(probes)`` makes it with the ORM (a queryset, or an update of one, see
    :func:`update`); ``run(**values)`` runs it with these values and returns the cursor's rows or row count."""

    def __init__(self, model, build: Callable[[Probes], QuerySet | tuple[QuerySet, dict]], *, write: bool = False):
        self.model, self.build, self.write = model, build, write
        self._compiled: dict[tuple[str, str], tuple[str, list, list[tuple[int, str, Callable]], dict]] = {}

    def _compile(self, alias: str):
        connection = connections[alias]
        probes = Probes()
        built = self.build(probes)
        if isinstance(built, tuple):  # an update: the rows, and what is written to them
            queryset, values = built
            query = queryset.query.chain(sql.UpdateQuery)
            query.add_update_values(values)
        else:
            query = built.query
        compiler = query.get_compiler(using=alias)
        text, params = compiler.as_sql()
        params = list(params)
        # How each column's raw value becomes the field's (a JSON document; a date, on SQLite), for rows().
        converters = {} if isinstance(built, tuple) else compiler.get_converters(
            [expression for expression, _sql, _alias in compiler.select])
        places = []
        for name, probe in probes.made.items():
            moment = isinstance(probe, date)  # a datetime or a date: each written as the database takes it
            wanted = _adapt(connection, probe) if moment else probe
            # An integer may come back as the driver's own kind of integer (psycopg's Int8): kept as it came.
            found = [i for i, param in enumerate(params) if param == wanted and not isinstance(param, bool)
                     and isinstance(param, type(wanted))]
            if not found:
                raise RuntimeError(f"the probe {name} is not among the parameters of {text}")
            places += [(i, name, _adapter(connection, params[i], moment)) for i in found]
        return text, params, places, converters

    def _bound(self, values: dict[str, Any]):
        """The database's alias, its connection, the SQL, this call's parameters and the columns' converters."""
        alias = (router.db_for_write if self.write else router.db_for_read)(self.model)
        connection = connections[alias]
        key = (alias, connection.vendor)
        if key not in self._compiled:
            self._compiled[key] = self._compile(alias)
        text, params, places, converters = self._compiled[key]
        params = list(params)
        for i, name, adapt in places:
            params[i] = adapt(values[name])
        return alias, connection, text, params, converters

    def run(self, **values: Any) -> Any:
        """The rows of a read (a list of tuples), or the row count of a write (``write=True``)."""
        _alias, connection, text, params, _converters = self._bound(values)
        with connection.cursor() as cursor:
            cursor.execute(text, params)
            return cursor.rowcount if self.write else cursor.fetchall()

    def rows(self, **values: Any) -> tuple[str, list[list[Any]]]:
        """The database's alias and the rows of a read, each value as the ORM hands it (see :func:`instance`)."""
        alias, connection, text, params, converters = self._bound(values)
        with connection.cursor() as cursor:
            cursor.execute(text, params)
            fetched = [list(row) for row in cursor.fetchall()]
        for row in fetched:
            for position, (functions, expression) in converters.items():
                for convert in functions:
                    row[position] = convert(row[position], expression, connection)
        return alias, fetched


def _adapt(connection, value: date) -> Any:
    if isinstance(value, datetime):
        return connection.ops.adapt_datetimefield_value(value)
    return connection.ops.adapt_datefield_value(value)


def _adapter(connection, param: Any, moment: bool) -> Callable[[Any], Any]:
    """How a call's value is written where the probe ``param`` was."""
    if moment:
        return lambda value: _adapt(connection, value)
    return type(param) if isinstance(param, int) and type(param) is not int else _same


def _same(value: Any) -> Any:
    return value


def update(queryset: QuerySet, **values: Any) -> tuple[QuerySet, dict]:
    """What ``queryset.update(**values)`` would write, for a :class:`Statement` with ``write=True``."""
    return queryset, values


def columns(model: type[Model], prefix: str = "") -> list[str]:
    """``model``'s columns for a ``values_list`` (after ``prefix``, such as ``"session__"`` for a related
    row), in the order :func:`instance` takes them."""
    return [prefix + field.attname for field in model._meta.concrete_fields]


def instance(model: type[Model], alias: str, values: list[Any]) -> Model:
    """The instance the ORM would make of a row of :func:`columns` read from the database ``alias``."""
    return model.from_db(alias, columns(model), values)
